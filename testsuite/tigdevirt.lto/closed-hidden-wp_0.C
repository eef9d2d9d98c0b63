// Whole-program mode closes a hierarchy that -fvisibility=hidden hides
// without a key function in the link (closed-hierarchies.cc): the other
// library that could derive from its own copy is code outside the link
// deriving from the class, which whole-program visibility is the user's
// word against, as for a class of default visibility.  Before, Shape
// stayed open in whole-program mode (box2d's b2Shape and b2Contact: the
// corpus built them with -fvisibility=hidden), and the call in total had
// an incomplete list; now its list is complete and dispatched, with no
// indirect call left, in every partition mode.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#include <cstdio>
#include "closed-hidden-wp.h"

__attribute__ ((noinline)) long
total (Shape **v, int n)
{
  long t = 0;
  for (int i = 0; i < n; i++)
    t += v[i]->area ();
  return t;
}

int
main ()
{
  Shape *v[6];
  for (int i = 0; i < 6; i++)
    v[i] = make_shape (i + 1);
  std::printf ("%ld\n", total (v, 6));
  for (int i = 0; i < 6; i++)
    delete v[i];
  return 0;
}
// { dg-output "64(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Shape: closed \\(whole-program visibility\\)\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "  type Shape: closed \\(whole-program visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=total\\(Shape\\*\\*, int\\) otr=Shape token=2 \[^\n\]* complete 2: " "tigdevirt" } }
// { dg-final { indirect-calls total 0 } }
