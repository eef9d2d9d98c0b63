// GCC 16 alone speculates up to three likely targets of a call (--param
// max-devirt-targets, default 3), each with 8/10 of the call's count split
// between them.  Of the four targets of total()'s call, Plain::weight and
// Light::weight are likely to GCC (Heavy::weight is cold, Never::weight
// noreturn): GCC 16 would guard both with 40% each, where the static
// weights (one class each, and the unknown classes of the open hierarchy)
// give each a fifth.  The plugin speculates the call itself, so GCC
// leaves it alone: the decision must carry both of GCC's guesses
// (source=gcc-guess, shares 0.40) and compare with them first.  GCC 11
// to 15 guard a call only when one target is likely
// (speculation-gcc-guess.C).
// { dg-do run }
// { dg-require-gcc 16 }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include <cstdlib>

struct Item { virtual int weight (int) const = 0; virtual ~Item () {} };
struct Plain : Item { int weight (int x) const override; };
struct Light : Item { int weight (int x) const override; };
struct Heavy : Item { __attribute__ ((cold)) int weight (int x) const override; };
struct Never : Item { __attribute__ ((noreturn)) int weight (int x) const override; };
int Plain::weight (int x) const { return x + 1; }
int Light::weight (int x) const { return x + 2; }
int Heavy::weight (int x) const { return x * 100; }
int Never::weight (int) const { abort (); }

__attribute__ ((noinline)) Item *
make (int k)
{
  if (k == 1)
    return new Heavy;
  if (k == 2)
    return new Never;
  if (k == 3)
    return new Light;
  return new Plain;
}

__attribute__ ((noinline)) long
total (Item *p, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += p->weight (i);
  return s;
}

int
main ()
{
  int k = 0, n = 100, l = 3;
  asm volatile ("" : "+r" (k), "+r" (n), "+r" (l));
  Item *p = make (k);
  Item *q = make (l);
  Item *h = make (1);
  printf ("%ld %ld %ld\n", total (p, n), total (q, n), total (h, 2));
  delete p;
  delete q;
  delete h;
  return 0;
}
// { dg-output "5050 5150 100" }
// { dg-final { scan-ipa-dump "decision \\d+ speculative Plain::weight\\(int\\) const, Light::weight\\(int\\) const \\(source=gcc-guess frequency=\[0-9.\]+ shares=0\\.40,0\\.40 " "tigdevirt" } }
// { dg-final { guard-order total "Plain::weight(int) const" "Light::weight(int) const" } }
