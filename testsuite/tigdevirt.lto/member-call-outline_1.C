#include "member-call-outline.h"

int Base::f (int x) const { return x + 1; }
int N::f (int x) const { return x * 100 + 1; }
int NN::f (int x) const { return x * 1000 + 2; }
int Other::f (int x) const { return x - 7; }
int Base::g (int x) const { return x + 2; }
int N::g (int x) const { return x * 3; }
int Other::g (int x) const { return x * 5; }
int Base::gcaller (int x) const { return g (x) + 1; }
int Base::caller (int x) const { return f (x) + 3; }
int Base::mixed (int x) const { return f (x) + 5; }
int Base::plain (int x) const { return f (x) * 2; }
const N *opaque_n () { static N n; return &n; }
const NN *opaque_nn () { static NN n; return &n; }
const Other *opaque_other () { static Other o; return &o; }
const Base *opaque_base () { static Base b; return &b; }
