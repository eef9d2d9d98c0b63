#include "dispatch-body.h"
