// The definitions of vptr-hidden_1.C, for the default-mode test.
#include "vptr-hidden_1.C"
