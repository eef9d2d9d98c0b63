// Complete lists, every target but the last guarded: no indirect call is
// left.  Hidden visibility closes the hierarchies.  Calls through a
// second base (thunks) and through a virtual base, and a call made while
// an object is being built (its list holds the base's method, reached
// through the vptr the constructor installs), all give the same results
// as without the plugin.
// { dg-do run }
// { dg-options "-fvisibility=hidden -DHIDDEN_BY_PRAGMA -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-verify" }
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
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[^\n\]*area\[^\n\]* \\+ direct \[A-Za-z]+::area\\(\\) const \\(" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[^\n\]*name\\(\\) const \\+ direct \[^\n\]*name\\(\\) const \\(" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative \[^\n\]*weight\\(\\) const, \[^\n\]*weight\\(\\) const \\+ direct \[^\n\]*weight\\(\\) const \\(" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "verify: checked=\\d+ differences=0" "tigdevirt" } }
// { dg-final { indirect-calls total_area 0 } }
// { dg-final { indirect-calls total_length 0 } }
// { dg-final { indirect-calls total_weight 0 } }
