#include "factory-types.h"

__attribute__ ((noinline)) Shape *overridden () { return new Quad; }
