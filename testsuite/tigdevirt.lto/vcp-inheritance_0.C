// Virtual constant propagation and the vtables it cannot use: a call
// through a second base (Doc's Printable vptr points into the middle of
// Doc's vtable group) and a hierarchy with virtual bases (construction
// vtables) are left alone with the reason; the program gives the results
// it gives without the plugin.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fplugin-arg-tigdevirt-dump -fopt-info-ipa-missed" }
#include <cstdio>
#include "vcp-inheritance.h"

__attribute__ ((noinline)) int
printed (Printable **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i]->pages (3); // { dg-message "missed: no virtual constant propagation for call in printed\\(Printable\\*\\*, int\\): secondary vtable" }
  return s;
}

__attribute__ ((noinline)) int
weighed (Node **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i]->weight (7); // { dg-message "missed: no virtual constant propagation for call in weighed\\(Node\\*\\*, int\\): virtual inheritance" }
  return s;
}

int
main ()
{
  Printable *p[6];
  Node *w[8];
  for (int i = 0; i < 6; i++)
    p[i] = make_printable (i);
  for (int i = 0; i < 8; i++)
    w[i] = make_node (i);
  printf ("%d %d\n", printed (p, 6), weighed (w, 8));
  return 0;
}
// { dg-output "78 140" }
// { dg-prune-output "missed: " }
// { dg-final { scan-wpa-ipa-dump "virtual constants: uniform-return=0 unique-return=0 virtual-const-prop=0 vtables-grown=0 bytes-added=0\n" "tigdevirt" } }
