#include "field-pointer-dispatch.h"

long f_add (long a, long b) { return a + b; }
long f_sub (long a, long b) { return a - b + 3; }
long f_mix (long a, long b) { return (a ^ b) + 1; }

/* Writes memory: neither const nor pure (GCC keeps the guard of a const
   target it does not inline).  */
long big_calls;

#define BIG_BODY(M)							\
  {									\
    long s = a;								\
    big_calls++;							\
    for (long k = 0; k < (b & 7) + 1; k++)				\
      s = (s * M + k * 7 + b) % 1000003;				\
    return s;								\
  }

__attribute__ ((noinline)) static long big_a (long a, long b) BIG_BODY (1)
__attribute__ ((noinline)) static long big_b (long a, long b) BIG_BODY (3)

Three::Three (int k)
{
  step = f_add;
  if (k == 1)
    step = f_sub;
  else if (k == 2)
    step = f_mix;
}

Big::Big (bool m) : step (m ? big_b : big_a) {}
