// A small program's room above speculation-growth% is for the calls of its
// loops; a call whose runs nothing counts (its function is called through
// a pointer) keeps it only where more than the static ranking orders its
// targets.  once()'s call runs once per call of once(), which only a
// pointer calls, once per run (the pointer calls of its type run once: no
// more than the floor, program-counts.h), and its four targets have a
// share of one class each (too many for GCC 16's own guess): the room
// would rest on a floor of one run and on static shares, two guesses at
// once (Debian's libetonyek: 30 such calls in CppUnit test methods made a
// test program's .text 1.25x).  many()'s call, in a loop, keeps the room;
// so does guessed()'s, which GCC alone would guard (Heavy::weight is cold,
// Never::weight noreturn).  The program prints what it prints without the
// plugin.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include <cstdlib>

struct Shape { virtual int area () const = 0; virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area () const override { return s * s; } };
struct Circle : Shape { int r; Circle (int x) : r (x) {} int area () const override { return 3 * r * r; } };
struct Tri : Shape { int b; Tri (int x) : b (x) {} int area () const override { return b * b / 2; } };
struct Hex : Shape { int h; Hex (int x) : h (x) {} int area () const override { return 5 * h * h / 2; } };

struct Item { virtual int weight (int) const = 0; virtual ~Item () {} };
struct Plain : Item { int weight (int x) const override; };
struct Heavy : Item { __attribute__ ((cold)) int weight (int x) const override; };
struct Never : Item { __attribute__ ((noreturn)) int weight (int x) const override; };
int Plain::weight (int x) const { return x + 1; }
int Heavy::weight (int x) const { return x * 100; }
int Never::weight (int) const { abort (); }

struct Args { Shape *s; Item *i; int n; };

static int once (const Args &a, int k) { return a.s->area () + k; }
static int
many (const Args &a)
{
  int r = 0;
  for (int k = 0; k < a.n; k++)
    r += a.s->area () + k;
  return r;
}
static long guessed (const Args &a) { return a.i->weight (a.n); }

int (*volatile many_p) (const Args &) = many;
int (*volatile once_p) (const Args &, int) = once;
long (*volatile guessed_p) (const Args &) = guessed;

__attribute__ ((noinline)) Shape *
shape (int k)
{
  if (k == 0)
    return new Square (k + 2);
  if (k == 1)
    return new Circle (k + 2);
  if (k == 2)
    return new Tri (k + 2);
  return new Hex (k + 2);
}

__attribute__ ((noinline)) Item *
item (int k)
{
  if (k == 1)
    return new Heavy;
  if (k == 2)
    return new Never;
  return new Plain;
}

int
main (int argc, char **)
{
  long sum = 0;
  for (int k = 0; k < 4; k++)
    {
      Args a = { shape (k), item (argc - 1 + k % 2), 10 };
      sum = sum * 7 + many_p (a);
      delete a.s;
      delete a.i;
    }
  /* once and guessed: once per run, through pointers of their own types.  */
  Args a = { shape (argc + 2), item (argc - 1), 10 };
  sum = sum * 7 + once_p (a, argc) + guessed_p (a);
  delete a.s;
  delete a.i;
  printf ("%ld\n", sum);
  return 0;
}
// { dg-output "322984" }
// { dg-final { scan-ipa-dump-times "decision \\d+ speculative \[^\n\]*fewer targets: over the speculation budget: a small program's extra room is not for a call whose runs nothing counts and whose targets only the static ranking orders\\)" 1 "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ speculative \[A-Za-z\]+::area\\(\\) const, \[A-Za-z\]+::area\\(\\) const, \[A-Za-z\]+::area\\(\\) const\[^\n\]* \\(source=static frequency=(\[2-9\]|\\d\\d)" "tigdevirt" } }
// { dg-final { scan-ipa-dump "decision \\d+ speculative Plain::weight\\(int\\) const \\(source=gcc-guess frequency=1\\.00 " "tigdevirt" } }
// { dg-final { scan-ipa-dump "speculation extra room: room=\\d+ used=\\d+ calls-without=1\n" "tigdevirt" } }
