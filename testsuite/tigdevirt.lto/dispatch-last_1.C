#include "dispatch-last.h"
int Up::compare (int a, int b) const { return a < b ? -1 : a > b; }
int Down::compare (int a, int b) const { return b < a ? -1 : b > a; }
int Mod::compare (int a, int b) const { return (a % 3) - (b % 3); }
static const Up up;
static const Down down;
static const Mod mod;
const Order *
pick (int i)
{
  switch (i % 3) { case 0: return &up; case 1: return &down; default: return &mod; }
}
/* Inlined into count_less, and also called through a pointer: its body
   is shared.  */
__attribute__ ((always_inline)) inline int
compare_twice (const Order *o, int a, int b)
{
  return o->compare (a, b) + o->compare (b, a) * 2;
}
int (*volatile by_pointer) (const Order *, int, int) = compare_twice;
int
count_less (const Order *o, const int *v, int n)
{
  int c = 0;
  for (int i = 1; i < n; i++)
    c += compare_twice (o, v[i - 1], v[i]) < 0;
  return c;
}
