#include "std-wrappers-impl.h"
