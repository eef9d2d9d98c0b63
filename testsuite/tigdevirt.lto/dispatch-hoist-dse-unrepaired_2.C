#include "dispatch-hoist-dse_2.C"
