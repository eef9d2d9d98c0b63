// A std::function called in a loop (field-pointers.h): its operator()
// calls through _M_invoker, a function-pointer field that its
// constructors store (folded by inlining into `MEM[(T &) this + 24]' in
// the assignment's swap: the field is found by its offset).  The call is
// guarded with the two lambdas' invokers; the results are GCC alone's.
// { dg-do run }
// { dg-options "-O2 -flto -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include <functional>

struct Sim
{
  std::function<long (long)> step;
  __attribute__ ((noinline)) long
  run (int n)
  {
    long s = 0;
    for (int i = 0; i < n; i++)
      s += step (i);
    return s;
  }
};

__attribute__ ((noinline)) Sim *
make (int k)
{
  Sim *s = new Sim;
  if (k)
    s->step = [k] (long x) { return x * k + 1; };
  else
    s->step = [] (long x) { return x ^ 3; };
  return s;
}

volatile int which = 2;

int
main ()
{
  Sim *a = make (which), *b = make (0);
  printf ("%ld %ld\n", a->run (10000), b->run (10000));
  delete a;
  delete b;
  return 0;
}
// { dg-output "100000000 49995000" }
// { dg-final { scan-wpa-ipa-dump "pointer call \\d+ in std::function<long \\(long\\)>::operator\\(\\)\\(long\\) const at \[^\n\]* through std::function<long \\(long\\)>::_M_invoker: \[^\n\]*make\\(int\\)::\\{lambda\\(long\\)#\\d\\}>::_M_invoke\[^\n\]*make\\(int\\)::\\{lambda\\(long\\)#\\d\\}>::_M_invoke" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative std::_Function_handler<long \\(long\\), make\\(int\\)::\\{lambda\\(long\\)#\\d\\}>::_M_invoke\\(std::_Any_data const&, long&&\\), std::_Function_handler" "tigdevirt" } }
