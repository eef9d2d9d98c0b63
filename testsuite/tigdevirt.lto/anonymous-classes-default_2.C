#include "anonymous-classes_2.C"
