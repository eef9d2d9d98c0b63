#include "global-types_1.C"
