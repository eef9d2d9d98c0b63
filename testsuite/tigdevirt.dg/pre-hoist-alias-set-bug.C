// The program of pre-hoist-alias-set.C without the repair: GCC 11 and 12
// (their PRE bug) delete main's store to obj.field, so f reads
// uninitialized stack and g is not 1054 (its value is whatever the stack
// held: print only whether it is right).  If a point
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
  std::printf ("%s\n", g == 1054 ? "right" : "wrong");
  return 0;
}
// { dg-output "^wrong\n" }
