// The program of member-call-types*_0.C: every object comes from another
// unit, so only the member call states its class.
#include "member-call-types.h"
#include <cstdio>

__attribute__ ((noinline)) int
use_caller (const D *d, int x)
{
  return d->caller (x);
}

__attribute__ ((noinline)) int
use_nonfinal (const N *n, int x)
{
  return n->caller (x);
}

__attribute__ ((noinline)) int
use_inherited (const D &d, int x)
{
  return d.h (x);
}

__attribute__ ((noinline)) int
use_chain (const D *d, int x)
{
  return d->twice (x);
}

__attribute__ ((noinline)) int
use_offset (const M *m, int x)
{
  return m->caller (x);
}

__attribute__ ((noinline)) int
use_with (const D *d, const Base *other, int x)
{
  return d->with (other, x);
}

__attribute__ ((noinline)) int
use_member (const Holder *h, int x)
{
  return h->part.caller (x);
}

int
main ()
{
  long s[7] = {};
  for (int i = 0; i < 10; i++)
    {
      s[0] += use_caller (opaque_d (), i);
      s[1] += use_inherited (*opaque_d (), i);
      s[2] += use_chain (opaque_d (), i);
      s[3] += use_offset (opaque_m (), i);
      s[4] += use_with (opaque_d (), opaque_e (), i);
      s[5] += use_member (opaque_holder (), i);
      s[6] += use_nonfinal (opaque_n (i), i);
    }
  printf ("%ld %ld %ld %ld %ld %ld %ld\n", s[0], s[1], s[2], s[3], s[4], s[5],
	  s[6]);
  return 0;
}
