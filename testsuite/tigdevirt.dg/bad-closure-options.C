// Bad values of the closed-hierarchy options: each is reported, the
// plugin is not initialized, nothing crashes.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility=yes -fplugin-arg-tigdevirt-warn-dlopen=maybe -fplugin-arg-tigdevirt-open-hierarchies" }
// { dg-error "option 'whole-program-visibility' takes no value \\(got 'yes'\\)" "" { target *-*-* } 0 }
// { dg-error "option 'warn-dlopen' takes 0 or 1 \\(got 'maybe'\\)" "" { target *-*-* } 0 }
// { dg-error "option 'open-hierarchies' needs a value: '-fplugin-arg-tigdevirt-open-hierarchies=VALUE'" "" { target *-*-* } 0 }
// { dg-error "failed to initialize plugin" "" { target *-*-* } 0 }
struct A { virtual int f (); };
int call (A *a) { return a->f (); }
