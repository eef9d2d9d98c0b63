#include "dead-methods-impl.h"
