#include "array-types_1.C"
