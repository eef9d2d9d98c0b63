#include <cstdio>
#include <exception>
#include "std-wrappers.h"
int
main (int argc, char **)
{
  Slot s{Add (1)};
  long t = 0;
  for (int i = 0; i < 12; i++)
    {
      refill (s, i);
      const Op &o = op_of (s);
      t = t * 3 + o.apply (i);
      std::function<int (int)> f = bound (&o);
      t += f (i);
    }
  std::optional<Add> oa;
  std::optional<Mul> om;
  int x = argc;
  for (int i = 0; i < 20; i++)
    {
      if (i % 3 == 0)
	oa.emplace (i);
      else
	om.emplace (i % 5 + 1);
      const Op *p = i % 3 == 0 ? (const Op *) &*oa : (const Op *) &*om;
      x = p->apply (x) % 100003;
    }
  std::exception_ptr saved;
  for (int k = 0; k < 4; k++)
    try
      {
	thrower (k);
	printf ("none\n");
      }
    catch (const IoErr &e)
      {
	printf ("io:%s\n", e.name ());
	if (k == 2)
	  saved = std::current_exception ();
      }
    catch (const Err &e)
      {
	printf ("err:%s\n", e.name ());
      }
  try
    {
      std::rethrow_exception (saved);
    }
  catch (const Err &e)
    {
      printf ("re:%s\n", e.name ());
    }
  printf ("%ld %d\n", t, x);
  /* GCC alone's output.  */
  return t != 638402 || x != 52919;
}
