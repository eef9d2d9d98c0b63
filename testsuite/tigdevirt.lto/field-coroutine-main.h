// The program of field-coroutine*_0.C: run before and after the
// coroutine stores a T (S::step is x, L::step x + 1, T::step 3x).
#include <cstdio>

int
main ()
{
  E e;
  int a = e.run (10);
  e.retarget ();
  std::printf ("%d %d\n", a, e.run (10));
  return 0;
}
