// Guards that compare the object's vptr with the address point of the
// one class whose slot holds the target (-fplugin-arg-tigdevirt-guard=vptr
// forces them wherever one class reaches a target; the default asks for
// a share of 90%): through the primary vptr, through the vptr of a second
// base (Circle seen as Named) and through a virtual base (Left seen as
// Node).  Default visibility: the lists are incomplete, the indirect call
// stays for other classes, and the results are those of the program
// without the plugin.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-guard=vptr -fplugin-arg-tigdevirt-stats=vptr-guard.json" }
#include <cstdio>
#include "dispatch.h"

// Four targets: three guards and a direct call.
__attribute__ ((noinline)) int
total_area (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area ();
  return sum;
}

// Two targets through the second base of Circle: a guard on the thunk.
__attribute__ ((noinline)) int
total_length (Named **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += __builtin_strlen (v[i]->name ());
  return sum;
}

// Three targets through a virtual base.
__attribute__ ((noinline)) int
total_weight (Node **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->weight ();
  return sum;
}

// Called from Node's constructor: while a Left, Right or Both is being
// built, the object is still a Node.
int Node::describe () const { static int calls; calls += weight (); return calls; }

int
main ()
{
  Shape *s[8];
  Named *m[6];
  Node *n[8];
  for (int i = 0; i < 8; i++)
    s[i] = make_shape (i, i + 1);
  for (int i = 0; i < 6; i++)
    m[i] = make_named (i);
  for (int i = 0; i < 8; i++)
    n[i] = make_node (i, i + 1);
  int a = 0, l = 0, w = 0;
  for (int r = 0; r < 100; r++)
    {
      a += total_area (s, 8);
      l += total_length (m, 6);
      w += total_weight (n, 8);
    }
  printf ("%d %d %d %d\n", a, l, w, n[0]->describe ());
  return 0;
}
// { dg-output "28600 3300 129600 37" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[^\n\]*area\[^\n\]* guards=vptr,vptr,vptr\[;)\]" "tigdevirt" } }
// Node::weight is reached by Node and Right: no single address point.
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative Node::weight\\(\\) const, \[^\n\]* guards=fnptr,vptr,vptr\[;)\]" "tigdevirt" } }
// Circle's vptr for its Named base is its second address point.
// { dg-final { scan-ipa-dump "vptr guard of call \\d+ in total_length\[^\n\]*: vptr == &_ZTV6Circle/\\d+ \\+ 64 for " "tigdevirt" } }
// { dg-final { scan-ipa-dump "vptr guard of call \\d+ in total_area\[^\n\]*: vptr == &_ZTV3Tri/\\d+ \\+ 16 for " "tigdevirt" } }
// The partitions' counts (docs/stats-format.md, FILE.ltrans).
// { dg-final { scan-json-at-least vptr-guard.json.ltrans vptr_guards 2 } }
