// With -fvisibility=hidden every class of the program is closed at link
// time (no other shared object can see, let alone derive from, them), so
// target lists are complete: one target becomes a direct call, none makes
// the call unreachable, and never-constructed classes drop out.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify -fplugin-arg-tigdevirt-stats=closed-hidden-stats.json -fopt-info-ipa-optimized" }
#include <cstdio>
#include <typeinfo>
#include "closed-hidden.h"

__attribute__ ((noinline)) int
run (const Codec *c, int x)
{
  return c->encode (x); // { dg-message "optimized: devirtualizing call in run\\(Codec const\\*, int\\) to Rot::encode\\(int\\) const" }
}

__attribute__ ((noinline)) const char *
name_of (const Codec *c)
{
  return c->name (); // { dg-message "optimized: devirtualizing call in name_of\\(Codec const\\*\\) to Rot::name\\(\\) const" }
}

__attribute__ ((noinline)) int
poke (const Never *n)
{
  return n->f (); // { dg-message "optimized: call in poke\\(Never const\\*\\) has no possible target: making it unreachable" }
}

int
main (int argc, char **argv)
{
  Codec *c = make_codec ();
  printf ("%s %d\n", name_of (c), run (c, 5));
  if (argc > 100)
    printf ("%d\n", poke (nullptr));
  /* Never's typeinfo is a symbol of the LTO unit the linker resolves (IR
     only): without any, the class might live in a shared library.  */
  printf ("%s\n", typeid (Never).name ());
  delete c; // { dg-message "optimized: devirtualizing call in main to Rot::~Rot\\(\\)" }
  return 0;
}
// { dg-output "rot 18\n\[^\n\]*5Never" }
// The direct call lets the inliner take the target (a message without a
// location, hence line 0).
// { dg-message "Inlined encode/\\d+ into run" "" { target *-*-* } 0 }
// { dg-prune-output "Inlined " }
// { dg-final { scan-wpa-ipa-dump "hierarchy Codec: closed \\(hidden visibility\\)\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "  type Unused: closed \\(hidden visibility\\) instances=no" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "  type Rot: closed \\(hidden visibility\\) instances=yes" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "hierarchy Never: closed \\(hidden visibility\\)\n  type Never: closed \\(hidden visibility\\) instances=no" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=run\\(Codec const\\*, int\\) otr=Codec token=2 \[^\n\]* complete 1: Rot::encode\\(int\\) const\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=poke\\(Never const\\*\\) otr=Never token=0 \[^\n\]* complete 0:\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "verify: checked=\\d+ differences=0" "tigdevirt" } }
// { dg-final { scan-json closed-hidden-stats.json hierarchies {{"closed": 2, "open": 0, "partly_closed": 0, "open_by_dynamic_exports": 0}} } }
// { dg-final { scan-json closed-hidden-stats.json devirtualized.full 3 } }
// { dg-final { scan-json closed-hidden-stats.json devirtualized.unreachable 1 } }
