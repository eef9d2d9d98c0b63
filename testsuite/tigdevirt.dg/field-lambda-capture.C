// A function pointer captured by a lambda is a field of its closure.  In
// a template's instantiation the front end walks the lambda's body before
// the closure is laid out: the walk once read the field's position there
// and crashed (GCC's g++.dg/lto/pr65549).  The store in a mutable
// lambda's body is one of the field's stores all the same.
// { dg-do run }
// { dg-options "-std=gnu++14 -O2 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>

__attribute__ ((noinline)) static int g (int x) { return x + 1; }
__attribute__ ((noinline)) static int h (int x) { return x * 2; }
template <typename> int forty () { return 40; }

template <typename F>
__attribute__ ((noinline)) int call (F f) { return f (); }

struct Q
{
  template <typename P> int then (P p) { return call ([q = forty<P>, p] { return q () + p; }); }
};

template <typename T>
int
twice (T t, int v)
{
  auto l = [f = &g, t] (int x) mutable __attribute__ ((noinline))
    { int r = f (x) + t; f = &h; return r; };
  int a = l (v);
  int b = l (v);
  return a * 100 + b;
}

int
main (int argc, char **)
{
  auto l = [f = &g] (int x) mutable __attribute__ ((noinline))
    { int r = f (x); f = &h; return r; };
  int a = l (argc + 2);
  int b = l (argc + 2);
  std::printf ("%d %d %d %d\n", a, b, twice (0, argc + 4), Q ().then (argc + 1));
  return 0;
}
// { dg-output "4 6 610 42(\n|\r\n|\r)" }
// Both functions stored, by the capture and by the body: never one.
// { dg-final { scan-ipa-dump-not "operator\\(\\)\[^\n\]* through \[^\n\]*proved: the only function stored" "tigdevirt" } }
// { dg-final { scan-ipa-dump "pointer call \[^\n\]*main\[^\n\]*operator\\(\\)\[^\n\]*h\\(int\\)\[^\n\]*g\\(int\\)" "tigdevirt" } }
