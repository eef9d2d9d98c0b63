#include "field-unique-ptr_1.C"
