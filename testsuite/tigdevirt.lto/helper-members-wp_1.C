#include "helper-members_1.C"
