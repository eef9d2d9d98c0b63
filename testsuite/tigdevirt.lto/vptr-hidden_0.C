// Code outside the link calls back only what it can reach: with
// whole-program visibility no code outside knows Node's classes, so it
// cannot call clone (), the only function that may change types, which
// only their vtables hold; a vptr load is reused across fflush ().  A
// store to a field that holds no vptr (set_anchor ()) changes no type.
// The program prints what GCC alone prints.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump=details -fopt-info-loop-optimized-missed -fchecking" }
// Only the vptr remarks are checked here.
// { dg-prune-output "(virtual constant propagation|devirtualiz|unique-return|removing virtual method|not inlinable|Inlined |object-lifetime rule|call is cold|vectoriz|clobbers memory|unrolled|peeled|not affine|loop versioned)" }
// { dg-final { scan-wpa-ipa-dump "Type changes: \[^\n\]*code outside the link may not; \[^\n\]*; \[1-9\]\[0-9\]* virtual methods hidden from outside code" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "may change types: clone/\[0-9\]+: stores to the vptr of an object it did not create" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "may change types: \[^\n\]*set_anchor" "tigdevirt" } }
#include <cstdio>
#include <cstdlib>
#include "vptr-hidden.h"

__attribute__ ((noinline)) int
across_library (Node *p)
{
  int s = p->get (1);
  fflush (stdout);
  s += p->get (2); // { dg-message "optimized: vptr load reused" }
  return s;
}

__attribute__ ((noinline)) int
across_field_store (Node *p, Body *b, int k)
{
  int s = p->get (1);
  set_anchor (b, k);
  s += p->get (2); // { dg-message "optimized: vptr load reused" }
  return s;
}

__attribute__ ((noinline)) int
copied (const Node *p)
{
  alignas (Body) static char buf[sizeof (Body)];
  Node *q = p->clone (buf);
  int s = q->get (5);
  q->~Node (); // { dg-message "optimized: vptr load reused" }
  return s;
}

int
main (int argc, char **)
{
  Node *n = make (argc - 1), *l = make (argc), *b = make (argc + 1);
  int r[6];
  r[0] = across_library (l);
  r[1] = across_library (n);
  r[2] = across_field_store (b, static_cast<Body *> (b), 1);
  r[3] = copied (l);
  r[4] = copied (b);
  r[5] = copied (n);
  static const int want[6] = { 11, 5, 23, 16, 25, 6 };
  for (int i = 0; i < 6; i++)
    if (r[i] != want[i])
      {
	fprintf (stderr, "result %d: %d, want %d\n", i, r[i], want[i]);
	abort ();
      }
  printf ("ok\n");
  return 0;
}
