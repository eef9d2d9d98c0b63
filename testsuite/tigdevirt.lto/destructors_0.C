// Destructors take part like other methods: `delete p' calls the
// deleting destructor through the vtable, `p->~Shape ()' the complete
// one.  Tri's and Quad's are declared implicitly, so their deleting
// destructors are artificial functions, which the plugin once refused
// to guard (GCC's likely_target_p does; a body in the unit is what a
// direct call needs).  In whole-program mode the lists are complete:
// both calls are dispatched, no indirect call is left.  The dump names
// the variants apart.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include "destructors.h"

__attribute__ ((noinline)) void
discard (Shape *p)
{
  delete p;
}

__attribute__ ((noinline)) void
end (Shape *p)
{
  p->~Shape ();
}

int
main ()
{
  int sides = 0;
  for (int i = 0; i < 6; i++)
    {
      Shape *p = make_shape (i % 3);
      sides += p->sides ();
      discard (p);
    }
  alignas (Shape) static unsigned char buf[64];
  for (int i = 0; i < 3; i++)
    {
      Shape *p = place_shape (buf, i);
      sides += p->sides ();
      end (p);
    }
  // Every destructor runs Shape's: 6 deletes and 3 explicit calls.
  if (sides != 2 * 7 + 7 || log_sum != 9)
    __builtin_abort ();
  return 0;
}
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[^\n\]*\\\[deleting\\\]\[^\n\]* \\+ direct \[A-Za-z]+::~\[A-Za-z]+\\(\\) \\\[deleting\\\]" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[^\n\]*\\\[complete\\\]\[^\n\]* \\+ direct \[A-Za-z]+::~\[A-Za-z]+\\(\\) \\\[complete\\\]" "tigdevirt" } }
// { dg-final { indirect-calls discard 0 } }
// { dg-final { indirect-calls end 0 } }
