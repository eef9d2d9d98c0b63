// A stats file that cannot be written is a clear error, not an ICE.
// { dg-do compile }
// { dg-options "-O2 -fplugin-arg-tigdevirt-stats=/nonexistent-dir/x.json" }
// { dg-error "cannot write statistics to '/nonexistent-dir/x.json'" "" { target *-*-* } 0 }
struct A { virtual int f (); };
__attribute__ ((noinline)) int call (A *a) { return a->f (); }
