// A class of an anonymous namespace built in reused storage (placement
// new into a new-expression's object, reached again through the old
// pointer, as programs that break the object-lifetime rule do): the
// placement census names local classes too (unit_class_key), so by
// default the rule is not applied to their hierarchy and the call after
// the rebuild reaches Mul's method, in every partition mode.  Before
// local classes were named in the census, a proof of Add from the
// new-expression would have made it a direct call of Add's.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>

int run_placed (int);

int
main (int argc, char **)
{
  printf ("%d\n", run_placed (argc + 4));
}
// { dg-output "715(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "types \\d+: \\(anonymous namespace\\)::Add from the new-expression not used: some class is built in reused storage" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full \\(anonymous namespace\\)::Add::apply" "tigdevirt" } }
