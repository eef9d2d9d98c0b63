#include "field-types_1.C"
