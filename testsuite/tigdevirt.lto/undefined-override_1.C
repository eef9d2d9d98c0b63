#include "undefined-override-body.h"
