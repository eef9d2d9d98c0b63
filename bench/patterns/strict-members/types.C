#include "../strict-types.C"
