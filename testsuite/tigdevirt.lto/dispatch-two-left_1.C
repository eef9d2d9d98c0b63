// dispatch-two-left: see dispatch-two-left_0.C.
#include "dispatch-two-left-impl.h"
