// Bad values: a flag given a value, a key that needs one given none, an
// unknown dump level.  Each is reported; none is an ICE.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-help=yes -fplugin-arg-tigdevirt-stats -fplugin-arg-tigdevirt-dump=everything" }
// { dg-error "option 'help' takes no value \\(got 'yes'\\)" "" { target *-*-* } 0 }
// { dg-error "option 'stats' needs a value: '-fplugin-arg-tigdevirt-stats=VALUE'" "" { target *-*-* } 0 }
// { dg-error "option 'dump' takes no value or 'details' \\(got 'everything'\\)" "" { target *-*-* } 0 }
// { dg-error "failed to initialize plugin" "" { target *-*-* } 0 }
struct A { virtual int f (); };
int call (A *a) { return a->f (); }
