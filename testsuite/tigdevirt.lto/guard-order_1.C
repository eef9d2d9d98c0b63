#include "guard-order-impl.h"
