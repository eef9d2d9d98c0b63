#include "profile-ops-impl.h"
