#include "arm-alias-sets_1.C"
