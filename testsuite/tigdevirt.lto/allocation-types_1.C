#include "allocation-types-impl.h"
