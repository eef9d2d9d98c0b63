// The program of pre-hoist-alias-set.C, printing g, without the repair:
// GCC 11 and 12 print 2 instead of 1054 (their PRE bug).  If a point
// release fixes it, this fails: then the repair can go for that version
// (src/compat/gcc-bugs.h).
// { dg-do run }
// { dg-require-gcc 11 12 }
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
// { dg-output "^2\n" }
