#include "member-call-types.h"

int Base::f (int x) const { return x + 1; }
int D::f (int x) const { return x * 10; }
int E::f (int x) const { return x - 7; }
int Other::g () const { return 5; }
int M::f (int x) const { return x * 100; }
int Holder::f (int x) const { return x * 1000; }
int N::f (int x) const { return x * 100 + 1; }
int NN::f (int x) const { return x * 1000 + 2; }
const D *opaque_d () { static D d; return &d; }
const N *opaque_n (int i) { static N n; static NN nn; return i % 2 ? &nn : &n; }
const M *opaque_m () { static M m; return &m; }
const Base *opaque_e () { static E e; return &e; }
const Holder *opaque_holder () { static Holder h; return &h; }
