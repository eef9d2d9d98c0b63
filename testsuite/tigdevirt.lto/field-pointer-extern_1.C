// The second translation unit of field-pointer-extern_*.C: the
// constructor storing functions this unit only declares (op_a, op_b)
// and its copy of the inline op_inline.
#include "field-pointer-extern.h"

Holder::Holder (int mode)
{
  op = op_a;
  if (mode == 1)
    op = op_b;
  else if (mode == 2)
    op = op_inline;
}
