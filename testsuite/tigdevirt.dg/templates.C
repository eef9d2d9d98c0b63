// Class templates: each instantiation is its own polymorphic type.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
#include <cstdio>

template <typename T> struct Box { virtual T get () const { return T (); } virtual ~Box () {} };
template <typename T> struct Fixed : Box<T> { T v; Fixed (T x) : v (x) {} T get () const override { return v; } };
template <typename T> struct Twice : Fixed<T> { using Fixed<T>::Fixed; T get () const override { return this->v * 2; } };

__attribute__ ((noinline)) int get_int (const Box<int> *b) { return b->get (); }
__attribute__ ((noinline)) double get_double (const Box<double> *b) { return b->get (); }

int
main ()
{
  Fixed<int> a (3); Twice<int> b (4); Fixed<double> c (1.5);
  printf ("%d %d %g\n", get_int (&a), get_int (&b), get_double (&c));
  return 0;
}
// { dg-output "3 8 1.5" }
// { dg-final { scan-ipa-dump "caller=get_int\\(Box<int> const\\*\\) otr=Box(<int>)? token=0 .* incomplete 3: Box<int>::get\\(\\) const Fixed<int>::get\\(\\) const Twice<int>::get\\(\\) const" "tigdevirt" } }
// No Twice<double> exists.
// { dg-final { scan-ipa-dump "caller=get_double\\(Box<double> const\\*\\) otr=Box(<double>)? token=0 .* incomplete 2: Box<double>::get\\(\\) const Fixed<double>::get\\(\\) const" "tigdevirt" } }
// { dg-final { scan-ipa-dump "verify: checked=2 differences=0" "tigdevirt" } }
