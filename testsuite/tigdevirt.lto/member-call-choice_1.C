#include "member-call-choice.h"

int B::f () const { return 1; }
B::~B () {}
int D::f () const { return 10; }
int E::f () const { return 20; }

// The object is d's or e's: the first arm states nothing of the call.
__attribute__ ((noinline)) int
use (bool c, const D *d, const E *e)
{
  return (c ? static_cast<const B *> (d) : static_cast<const B *> (e))
	 ->caller ();
}

// A null pointer or d: a call on null is undefined, so the object is a D.
__attribute__ ((noinline)) int
use_null (bool c, const D *d)
{
  return (c ? static_cast<const B *> (d) : nullptr)->caller ();
}
