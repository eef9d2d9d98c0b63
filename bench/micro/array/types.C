#include "types.h"
#include "../counter-impl.h"
__attribute__ ((noinline)) int
pick (int i)
{
  asm volatile ("" : "+r" (i));
  return i & 7;
}
