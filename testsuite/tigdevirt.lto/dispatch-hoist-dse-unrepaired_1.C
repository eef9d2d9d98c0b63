#include "dispatch-hoist-dse_1.C"
