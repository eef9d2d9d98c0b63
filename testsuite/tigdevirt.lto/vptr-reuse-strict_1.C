#include "vptr-reuse_1.C"
