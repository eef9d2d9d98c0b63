#include "field-protected_1.C"
