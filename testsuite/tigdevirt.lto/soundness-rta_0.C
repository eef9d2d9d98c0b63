// Rapid type analysis in closed hierarchies must keep a class whose
// vtable is installed while other code can run (also g++.dg/ipa/devirt-23.C
// in whole-program mode): GCC's call contexts say
// "not in construction" for a call in an ordinary method, even when that
// method is called from a constructor or destructor (Node::announce,
// Shape::show).  Node and Shape have no objects of their own, yet their
// methods run during construction and destruction.  Quiet's constructor
// calls nothing, so Quiet can be dropped.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "soundness-rta.h"

// The constructors are in soundness-rta_1.C: not inlined here before the
// link-time analysis sees them.
Node *make_leaf () { return new Leaf; }
Shape *make_square () { return new Square; }
Quiet *make_loud () { return new Loud; }

__attribute__ ((noinline)) const char *
kind_of (const Node *n)
{
  return n->kind ();
}

// What level_of receives is hidden from the plugin's type flow
// (allocation-types.h, param-types.h), so that only the classes that have
// objects decide its target list.
__attribute__ ((noipa)) static Quiet *
hide (Quiet *q)
{
  return q;
}

__attribute__ ((noinline)) int
level_of (const Quiet *q)
{
  return q->level ();
}

int
main ()
{
  Node *n = make_leaf ();
  printf ("now %s\n", kind_of (n));
  delete n;
  Shape *s = make_square ();
  printf ("%d sides\n", s->sides ());
  delete s;
  Quiet *q = make_loud ();
  printf ("level %d\n", level_of (hide (q)));
  delete q;
  return 0;
}
// { dg-output "node built\n\[^\n\]*leaf built\n\[^\n\]*now leaf\n\[^\n\]*leaf destroyed\n\[^\n\]*node destroyed\n\[^\n\]*showing shape\n\[^\n\]*4 sides\n\[^\n\]*level 11" }
// { dg-final { scan-wpa-ipa-dump "  type Node: closed \\(hidden visibility\\) instances=yes \\(Node::(~)?Node\\(\\) makes calls\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "  type Shape: closed \\(hidden visibility\\) instances=yes \\(Shape::Shape\\(\\) makes calls\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "  type Quiet: closed \\(hidden visibility\\) instances=no \\(vtable only installed during construction or destruction\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=level_of\\(Quiet const\\*\\) \[^\n\]* complete 1: Loud::level\\(\\) const\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Node::announce\\(char const\\*\\) const \[^\n\]* complete 2: Leaf::kind\\(\\) const Node::kind\\(\\) const( callers=(Node\\|Leaf|Leaf\\|Node) calls=0)?\n" "tigdevirt" } }
