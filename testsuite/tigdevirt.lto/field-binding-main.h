// The program of field-binding*_0.C: each run before and after its
// retarget (L::step is 2, T::step 3).
#include <cstdio>

int
main ()
{
  E e;
  F f;
  int a = e.run (10), b = f.run (10);
  e.retarget ();
  F::retarget (f);
  std::printf ("%d %d %d %d\n", a, e.run (10), b, f.run (10));
  return 0;
}
