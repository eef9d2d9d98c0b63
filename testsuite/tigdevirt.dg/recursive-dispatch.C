// A dispatch (a complete list: every target guarded but the last, called
// directly) whose guards would make the call recursive: eval's calls on
// the children of Add, Mul and Neg (four targets: more than GCC 16 guards
// itself, so that no guess of GCC's keeps them).  The recursive guards are dropped
// (recursive-guards.h), and with them the direct call of the last
// target: it would take the calls of the dropped guards, so it is guarded
// too, and the indirect call stays for Add and Mul.  The program prints
// what it prints without the plugin, exception included.
// { dg-do run }
// { dg-options "-O2 -flto -fvisibility=hidden -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include <stdexcept>

#pragma GCC visibility push(hidden)
struct Expr
{
  virtual ~Expr () {}
  virtual long eval () const = 0;
};
struct Lit : Expr
{
  long v;
  Lit (long x) : v (x) {}
  long eval () const override { return v; }
};
struct Add : Expr
{
  Expr *l, *r;
  Add (Expr *a, Expr *b) : l (a), r (b) {}
  long eval () const override { return l->eval () + r->eval (); }
};
struct Mul : Expr
{
  Expr *l, *r;
  Mul (Expr *a, Expr *b) : l (a), r (b) {}
  long eval () const override
  {
    long p = l->eval () * r->eval ();
    if (p < 0)
      throw std::runtime_error ("negative");
    return p;
  }
};
struct Neg : Expr
{
  Expr *e;
  Neg (Expr *a) : e (a) {}
  long eval () const override { return -e->eval (); }
};
#pragma GCC visibility pop

__attribute__ ((noipa)) Expr *
build (unsigned &seed, int depth)
{
  seed = seed * 1103515245 + 12345;
  unsigned k = (seed >> 16) % 4;
  if (depth == 0 || k == 0)
    return new Lit ((long) ((seed >> 8) % 7) - 2);
  Expr *a = build (seed, depth - 1), *b = build (seed, depth - 1);
  if (k == 1)
    return new Add (a, b);
  if (k == 3)
    return new Neg (a);
  return new Mul (a, b);
}

int
main ()
{
  unsigned seed = 5;
  long sum = 0, thrown = 0;
  for (int i = 0; i < 40; i++)
    {
      Expr *e = build (seed, 6);
      try
	{
	  sum += e->eval ();
	}
      catch (const std::runtime_error &)
	{
	  thrown++;
	}
    }
  printf ("%ld %ld\n", sum, thrown);
  return 0;
}
// { dg-final { scan-wpa-ipa-dump "recursive guard dropped: call \\d+ in Add::eval\\(\\) const -> Mul::eval\\(\\) const" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "recursive guard dropped: call \\d+ in Mul::eval\\(\\) const -> Add::eval\\(\\) const" "tigdevirt" } }
// Five calls in Add::eval, Mul::eval and Neg::eval: Lit guarded, nothing
// direct; main's call, outside the recursion, keeps its dispatch.
// { dg-final { scan-wpa-ipa-dump-times "decision \\d+ speculative Lit::eval\\(\\) const \\(source\[^\\n\]*guards=fnptr; fewer targets: the target calls back" 5 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "decision \\d+ speculative \[^\\n\]*\\+ direct Lit::eval" 1 "tigdevirt" } }
// { dg-output "19 19" }
