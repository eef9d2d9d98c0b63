#include "guards.h"
long method_a (const struct Obj *o, long x) { return o->v + x; }
static long method_b (const struct Obj *o, long x) { return o->v - x; }
static long method_c (const struct Obj *o, long x) { return o->v ^ x; }
static long nop (const struct Obj *o, long x) { (void) o; return x; }
const method vtable_a[2] = { nop, method_a };
const method vtable_b[2] = { nop, method_b };
const method vtable_c[2] = { nop, method_c };
/* MIX: percent of objects of class A; the rest alternate B and C.  */
void
setup_objs (struct Obj *objs, int n, int mix)
{
  unsigned r = 1;
  for (int i = 0; i < n; i++)
    {
      r = r * 1103515245u + 12345u;
      unsigned p = (r >> 16) % 100;
      objs[i].vptr = p < (unsigned) mix ? vtable_a : (p & 1) ? vtable_b : vtable_c;
      objs[i].v = i;
    }
}
