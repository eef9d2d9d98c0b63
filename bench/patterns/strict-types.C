// The definitions the four strict kinds (strict-*/) share.
#include "strict-types.h"
int Base::f (int x) const { return x; }
int Base::g (int x) const { return x + 1; }
int D1::f (int x) const { return x * 2 + k; }
int D1::g (int x) const { return x * 3; }
int D2::f (int x) const { return x * 5; }
int D2::g (int x) const { return x * 7; }
int call_f (const Base &b, int x) { return b.f (x); }
int helper (const Base *b, int x) { return b->f (x) + b->g (x); }
Base *make_other (int i) { return i ? (Base *) new D2 : new D1; }
__attribute__ ((noipa)) void opaque (const void *) {}
