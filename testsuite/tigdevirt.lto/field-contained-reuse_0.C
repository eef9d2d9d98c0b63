// Contained fields' objects in vptr reuse (type-changes.h, by default):
// Pair's field holds a Lin or a Quad, whose objects reach no code outside
// the link (field-escapes.h), so the std::getenv between Pair::run's two
// calls, code outside the link, cannot rebuild the object: the vptr loaded
// for the first call is reused by the second, and out of the loop.
// Shown's objects are given to std::fprintf: its loads are kept.  Both
// loads were kept before (the link's other code may change types: outside
// code may call make_at through a vtable).  IPA-SRA is off: it would pass
// run the field's pointer instead of `this', and LTRANS would not see the
// load (not followed).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fopt-info-loop-optimized-missed -fno-ipa-sra" }
// { dg-prune-output "(virtual constant propagation|devirtualiz|unique-return|removing virtual method|not inlinable|Inlined |object-lifetime rule|call is cold|vectoriz|clobbers memory|unrolled|peeled|not affine|loop versioned|splitting region|0x)" }
#include <cstdio>
#include <cstdlib>
#include "field-contained-reuse.h"

Pair::Pair (bool quad) : s (quad ? (Step *) new Quad : new Lin) {}
Pair::~Pair () { delete s; }

__attribute__ ((noinline)) int
Pair::run (int n) const
{
  const Step *p = s;
  int r = 0;
  for (int i = 0; i < n; i++)
    {
      r += p->step (i); // { dg-message "optimized: vptr load hoisted out of the loop" }
      /* Code outside the link, which cannot reach *p.  */
      r += std::getenv ("TIGDEVIRT_UNSET_VARIABLE") != nullptr;
      r += p->size (); // { dg-message "optimized: vptr load reused" }
    }
  return r;
}

Shown::Shown (bool quad) : s (quad ? (Step *) new Quad : new Lin)
{
  std::fprintf (stderr, "%p\n", (void *) s);
}
Shown::~Shown () { delete s; }

__attribute__ ((noinline)) int
Shown::run (int n) const
{
  const Step *p = s;
  int r = 0;
  for (int i = 0; i < n; i++)
    {
      r += p->step (i); // { dg-message "missed: vptr load kept" }
      r += std::getenv ("TIGDEVIRT_UNSET_VARIABLE") != nullptr;
      r += p->size (); // { dg-message "missed: vptr load kept" }
    }
  return r;
}


int
main ()
{
  Pair a (false), b (true);
  Shown c (false), d (true);
  std::printf ("%d %d %d %d %d\n", a.run (10), b.run (10), c.run (10),
	       d.run (10), remake ());
  return 0;
}
// { dg-output "65 305 65 305 2(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "Type changes: \[^\n\]*code outside the link may: " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Pair::run\\(int\\) const otr=Step token=0 \[^\n\]* field=Lin\\|Quad calls=" "tigdevirt" } }
