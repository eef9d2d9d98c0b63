#include "member-call-outline_1.C"
