// GCC 11 and 12 miscompile this program at -O2 without any plugin (it
// prints 2 instead of 1054): code hoisting in pass "pre" merges the two
// loads of p->field, made through B and through D1, into one before the
// branch and keeps D1's base alias set; the late mod/ref summary of f
// then says "reads D1 objects", and DSE in main deletes the store into
// the D2 object's field.  The plugin's dispatch of complete lists makes
// this shape on nearly every call it expands, so the plugin gives each
// load PRE inserts base alias set = reference alias set (hoisted-loads.h,
// as GCC 13 does): the program is right, and the dump names the load.
// pre-hoist-alias-set-bug.C shows GCC 11 and 12 alone wrong,
// pre-hoist-alias-set-fixed.C GCC 13 and later right on this program
// (GCC 13 fixed the case of plain code: src/compat/gcc-bugs.h).
// { dg-do run }
// { dg-require-gcc 11 12 }
// (fix-lim-paths=0: the pass before LIM would give the base-class field
// accesses one access path first, and PRE would have no shape to hoist.)
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-fix-lim-paths=0" }
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
  if (g != 1054)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-tree-dump "hoisted load pretmp_\\d+ = MEM\\\[\\(struct D1 \\*\\)p_\\d+\\(D\\)\\\]\[^\n\]*field: alias sets base \\d+ ref \\d+ -> " "tigdevirt_hoisted_loads1" } }
// { dg-final { scan-tree-dump "1 hoisted loads repaired in f" "tigdevirt_hoisted_loads1" } }
