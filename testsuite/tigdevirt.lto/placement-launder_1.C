#include "placement-types_1.C"
