#include "vcp-kinds-body.h"
