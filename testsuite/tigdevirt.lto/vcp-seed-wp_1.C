#include "vcp-seed-body.h"
