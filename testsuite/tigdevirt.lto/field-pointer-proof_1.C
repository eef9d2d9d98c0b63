#define FIELD_POINTER_PROOF_DEFS
#include "field-pointer-proof.h"
