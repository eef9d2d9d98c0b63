// Bad values for the speculation options are errors naming what is
// allowed; none is an ICE.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-guard=slot -fplugin-arg-tigdevirt-speculation-growth=5% -fplugin-arg-tigdevirt-speculation-growth=1001 -fplugin-arg-tigdevirt-guard-cost=-5" }
// { dg-error "option 'guard' takes 'auto', 'fnptr' or 'vptr' \\(got 'slot'\\)" "" { target *-*-* } 0 }
// { dg-error "option 'speculation-growth' needs a whole number from 0 to 1000 \\(got '5%'\\)" "" { target *-*-* } 0 }
// { dg-error "option 'speculation-growth' needs a whole number from 0 to 1000 \\(got '1001'\\)" "" { target *-*-* } 0 }
// { dg-error "option 'guard-cost' needs a whole number from 0 to 1000 \\(got '-5'\\)" "" { target *-*-* } 0 }
// { dg-error "failed to initialize plugin" "" { target *-*-* } 0 }
struct A { virtual int f (); };
int call (A *a) { return a->f (); }
