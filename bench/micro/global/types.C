#include "types.h"
#include "../counter-impl.h"
