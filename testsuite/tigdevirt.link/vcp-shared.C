// Virtual constant propagation in a -shared LTO output (whole-program
// mode): the hidden hierarchy gets its values next to its vtables, the
// exported one is left alone (open hierarchy) and keeps its layout; the
// program linked against the library derives from the exported class.
// { dg-do run }
// { dg-shared-library "vcp-shared.cc" "-O2 -flto -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" link }
#include <cstdio>
#include "vcp-shared-api.h"
struct Mine : Api
{
  int code (int k) const override { return 100 + k; }
};
int
main ()
{
  Api *v[] = { make_api (0), make_api (1), new Mine };
  printf ("%d %d\n", api_sum (v, 3), internal_sum ());
  return 0;
}
// { dg-output "121 100" }
// { dg-final { scan-wpa-ipa-dump "caller=api_sum\[^\n\]* incomplete " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "vcp \\d+ not applied: open hierarchy\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ virtual-const-prop 8 bits at bit \\d+\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "vtable _ZTVN12_GLOBAL__N_15ShapeE\[^ \]*: 8 bytes added " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "vtable _ZTV3Api\[^ \]*: \\d+ bytes added" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "vtable _ZTV3Two\[^ \]*: \\d+ bytes added" "tigdevirt" } }
