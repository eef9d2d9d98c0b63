#include "arm-alias-sets.h"

unsigned opaque (unsigned x) { asm volatile ("" : "+r" (x)); return x; }
void C3::mu2 (unsigned x) { f = f * 4 + x; v3 += 10; g_sum += (f ^ v3) & 255; }
void D::mu2 (unsigned x) { f = f * 1 + x; v4 += 1; g_sum += (f ^ v4) & 255; }

A *
make (unsigned k)
{
  switch (k)
    {
    case 0: return new A;
    case 1: return new C1;
    case 2: return new C3;
    default: return new D;
    }
}

__attribute__ ((noinline)) unsigned long
run (A *p, unsigned i)
{
  p->mu2 (4u);
  p->mu1 (7u);
  return i;
}

__attribute__ ((noinline)) unsigned long
run_loaded (A *p, unsigned i)
{
  g_sum += p->f * 3;
  p->mu2 (4u);
  p->mu1 (7u);
  return i;
}
