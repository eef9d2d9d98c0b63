#include "types.h"
int Base::f (int x) const { return x; }
int D::f (int x) const { return x * k; }
int E::f (int x) const { return x * 5; }
Base *make_other (int i) { return i ? (Base *) new E : new D; }
__attribute__ ((noipa)) void opaque (const void *) {}
const D *opaque_d () { static D d; return &d; }
