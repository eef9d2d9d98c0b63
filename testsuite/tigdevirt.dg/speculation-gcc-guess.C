// A call GCC alone speculates keeps GCC's guard, first, with GCC's share.
// Of the three targets of total()'s call only Plain::weight is likely to
// GCC (Heavy::weight is cold, Never::weight noreturn), so GCC's
// ipa-devirt would guard it with 80% of the call; the static weights (one
// class each, and the unknown classes of the open hierarchy) give it a
// third.  The plugin speculates the call itself, so GCC leaves it alone:
// the decision must carry GCC's guess (source=gcc-guess, share 0.80) and
// the code must compare with Plain::weight first.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
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
// { dg-final { scan-ipa-dump "decision \\d+ speculative Plain::weight\\(int\\) const\[^\n\]*\\(source=gcc-guess frequency=\[0-9.\]+ shares=0\\.80 " "tigdevirt" } }
// { dg-final { guard-order total "Plain::weight(int) const" } }
