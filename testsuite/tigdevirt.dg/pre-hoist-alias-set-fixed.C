// The program of pre-hoist-alias-set.C on GCC 13 and later, which check
// the base alias set of a load hoisted in plain code themselves: right
// without the repair (it stays for what they still hoist wrongly:
// src/compat/gcc-bugs.h).  If a later GCC has the bug again, this fails.
// { dg-do run }
// { dg-require-gcc 13 }
// { dg-options "-O2 -fplugin-arg-tigdevirt-fix-hoisted-loads=0 -fplugin-arg-tigdevirt-fix-lim-paths=0" }
#include <cstdio>
struct B { unsigned field; };
struct D1 : B { int a; };
struct D2 : B { int b; };
unsigned long g;

__attribute__ ((noinline)) void
f (B *p, bool is1)
{
  if (!is1)
    {
      p->field = p->field * 4 + 2;
      g += p->field;
    }
  else
    {
      D1 *d = static_cast<D1 *> (p);
      d->field = d->field * 4 + 1;
      g += d->field;
    }
}

int
main ()
{
  D2 obj;
  obj.field = 263;
  f (&obj, false);
  std::printf ("%lu\n", g);
  return 0;
}
// { dg-output "^1054\n" }
