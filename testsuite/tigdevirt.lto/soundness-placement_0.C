// Placement new and std::launder: the same storage holds objects of
// different dynamic types one after the other.  Calls through a pointer
// obtained from the new expression or laundered must reach the new type.
// { dg-do run }
// { dg-options "-std=gnu++17 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include <new>
#include "soundness.h"

alignas (Leaf) static unsigned char storage[sizeof (Leaf)];

__attribute__ ((noinline)) static int
twice (const Base *b)
{
  return b->value () * 10 + b->value ();
}

int
main ()
{
  Base *p = new (storage) Mid;
  int a = twice (p);
  p->~Base ();
  Base *q = new (storage) Leaf;
  int b = twice (q);
  int c = twice (std::launder (reinterpret_cast<Base *> (storage)));
  q->~Base ();
  new (storage) Base;
  int d = value_of (std::launder (reinterpret_cast<Base *> (storage)));
  std::launder (reinterpret_cast<Base *> (storage))->~Base ();
  printf ("%d %d %d %d\n", a, b, c, d);
  return 0;
}
// { dg-output "22 33 33 1" }
