// The classes of vptr-version_0.C: those of vptr-reuse_*.C.
#include "vptr-reuse_1.C"
