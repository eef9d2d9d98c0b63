#include "anonymous-classes_1.C"
