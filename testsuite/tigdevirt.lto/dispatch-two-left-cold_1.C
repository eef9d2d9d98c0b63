// dispatch-two-left-cold: see dispatch-two-left-cold_0.C.
#define SEEK_ATTRIBUTES __attribute__ ((always_inline))
#include "dispatch-two-left-impl.h"
