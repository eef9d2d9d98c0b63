// The budget is for growth over GCC alone: a guard GCC alone would make
// (its own guess) costs it nothing.  With speculation-growth=0 no growth
// of ours fits, yet total()'s call keeps the guard of Plain::weight, the
// one target GCC's ipa-devirt would guard (Heavy::weight is cold,
// Never::weight noreturn): cutting the call would leave GCC to guard the
// same target, so keeping it changes nothing GCC alone would not.  Before,
// such guards were charged, and on GCC 16, which guesses up to three
// targets, they took most of a program's budget (leveldb's db_bench: 988
// of 1,140 units), leaving its other calls cut.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-speculation-growth=0" }
#include <cstdio>
#include <cstdlib>

struct Item { virtual int weight (int) const = 0; virtual ~Item () {} };
struct Plain : Item { int weight (int x) const override; };
struct Heavy : Item { __attribute__ ((cold)) int weight (int x) const override; };
struct Never : Item { __attribute__ ((noreturn)) int weight (int x) const override; };
int Plain::weight (int x) const { return x + 1; }
int Heavy::weight (int x) const { return x * 100; }
int Never::weight (int) const { abort (); }

__attribute__ ((noinline)) Item *
make (int k)
{
  if (k == 1)
    return new Heavy;
  if (k == 2)
    return new Never;
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
  int k = 0, n = 100;
  asm volatile ("" : "+r" (k), "+r" (n));
  Item *p = make (k);
  Item *h = make (1);
  printf ("%ld %ld\n", total (p, n), total (h, 2));
  delete p;
  delete h;
  return 0;
}
// { dg-output "5050 100" }
// { dg-final { scan-ipa-dump "decision \\d+ speculative Plain::weight\\(int\\) const \\(source=gcc-guess " "tigdevirt" } }
// { dg-final { scan-ipa-dump "speculation: growth-budget=0% program unit-size=\\d+ budget=0 offered=\[1-9]\\d* used=0 calls-kept=1 cut=0 " "tigdevirt" } }
// { dg-final { scan-ipa-dump "speculation not charged: gcc-guesses=\[1-9]\\d*\n" "tigdevirt" } }
// { dg-final { guard-order total "Plain::weight(int) const" } }
