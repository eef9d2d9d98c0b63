// Cross-TU program: the call sites are in this file and in cross-tu_1.C,
// the overriders in cross-tu_1.C and cross-tu_2.C.  Only the link-time
// analysis sees all of them; the verdict and the dump must be the same
// under every partitioning mode.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify -fplugin-arg-tigdevirt-stats=cross-tu-stats.json -fopt-info-ipa-optimized" }
#include <cstdio>
#include "hierarchy.h"

__attribute__ ((noinline)) int
total_legs (Animal **zoo, int n)
{
  int legs = 0;
  for (int i = 0; i < n; i++)
    legs += zoo[i]->legs (); // { dg-message "optimized: speculatively devirtualizing call in total_legs\\(Animal\\*\\*, int\\) to Animal::legs\\(\\) const, Bird::legs\\(\\) const" }
  return legs;
}

int
main ()
{
  Animal *zoo[3] = { make_animal (0), make_animal (1), make_animal (0) };
  char buf[64];
  for (Animal *a : zoo)
    {
      describe (a, buf);
      printf ("%s\n", buf);
    }
  printf ("legs %d\n", total_legs (zoo, 3));
  for (Animal *a : zoo)
    delete a; // { dg-message "optimized: speculatively devirtualizing call in main to Bird::~Bird\\(\\) \\\[deleting\\\], Dog::~Dog\\(\\) \\\[deleting\\\]" }
  return 0;
}
// { dg-output "woof/4\n\[^\n\]*tweet/2\n\[^\n\]*woof/4\n\[^\n\]*legs 10" }
// Exact locations at link time (written by the plugin at compile time).
// { dg-final { scan-wpa-ipa-dump "call \\d+ cross-tu_0.C:15:26 caller=total_legs" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "call \\d+ cross-tu_1.C:10:\\d+ caller=describe" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=total_legs\\(Animal\\*\\*, int\\) otr=Animal token=3 context=\\\[outer=Animal offset=0 in-construction=no derived=maybe\\\] incomplete 2: Animal::legs\\(\\) const Bird::legs\\(\\) const" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=describe\\(Animal const\\*, char\\*\\) otr=Animal token=2 .* incomplete 2: Bird::sound\\(\\) const Dog::sound\\(\\) const \\(\\+pure\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "type \\d+ Animal derivations=open vtable=\\w+\n  derived: \\d+:(Dog|Bird) \\d+:(Dog|Bird)\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "verify: checked=\\d+ differences=0" "tigdevirt" } }
// The same decisions whatever the partitioning (they are taken at WPA, or in
// the single lto1 of -flto-partition=none).  The static weights give the
// shares; GCC 16, which speculates up to three likely targets itself,
// would guard both targets of the first three calls: gcc-guess there.
// { dg-final { scan-wpa-ipa-dump "decision 0 speculative Animal::legs\\(\\) const, Bird::legs\\(\\) const \\(source=(static|gcc-guess) \[^\n\]*\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision 1 speculative Animal::legs\\(\\) const, Bird::legs\\(\\) const \\(source=(static|gcc-guess) \[^\n\]*\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision 2 speculative Bird::sound\\(\\) const, Dog::sound\\(\\) const \\(source=(static|gcc-guess) \[^\n\]*\n" "tigdevirt" } }
// The deleting destructors (implicit, artificial functions) are guarded
// like other methods.
// { dg-final { scan-wpa-ipa-dump "decision 3 speculative Bird::~Bird\\(\\) \\\[deleting\\\], Dog::~Dog\\(\\) \\\[deleting\\\] \\(source=static " "tigdevirt" } }
// { dg-prune-output "optimized:  Inlined" }
// { dg-prune-output "optimized: converting indirect call" }
// { dg-final { scan-json cross-tu-stats.json polymorphic_types 3 } }
// { dg-final { scan-json cross-tu-stats.json verify.differences 0 } }
