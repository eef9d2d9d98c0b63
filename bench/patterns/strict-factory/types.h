#include "../strict-types.h"
