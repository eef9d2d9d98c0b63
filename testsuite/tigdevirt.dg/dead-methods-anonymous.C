// A hierarchy in an anonymous namespace is closed within its unit: a
// compilation without LTO removes the method no call reaches
// (Circle::perimeter) from the object, with its slot, and keeps the one
// only a pointer to member function reaches (Circle::corners) and the one
// only called directly (Shape::perimeter).  The output is unchanged.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized" }
#include <cstdio>

namespace {
struct Shape
{
  virtual ~Shape () {}
  virtual int area () const { return 1; }
  // Called directly (below): kept.  noipa: from GCC 14, IPA's return
  // value ranges let GCC fold a call of a noinline function that returns
  // a constant, and then nothing calls it.
  __attribute__ ((noipa)) virtual int perimeter () const { return 2; }
  virtual int corners () const { return 0; }
};
struct Circle : Shape
{
  int area () const override { return 3; }
  __attribute__ ((noinline)) int perimeter () const override // { dg-message "optimized: removing virtual method \\(anonymous namespace\\)::Circle::perimeter\\(\\) const: no call can reach it \\(hierarchy of \\(anonymous namespace\\)::Shape, closed: anonymous namespace\\); 1 vtable slot cleared" }
  { std::puts ("unreachable"); return 6; }
  int corners () const override { return 7; }
};
}

__attribute__ ((noinline)) Shape *
make (int i)
{
  return i ? new Circle : new Shape;
}

int
main (int argc, char **)
{
  int (Shape::*corners) () const = &Shape::corners;
  int total = 0;
  for (int i = 0; i < 2; i++)
    {
      Shape *s = make (i + argc - 1);
      total = total * 100 + s->area () * 10 + (s->*corners) ();
      delete s;
    }
  Shape plain;
  total += plain.perimeter ();
  std::printf ("%d\n", total);
  return 0;
}
// { dg-output "1039" }
// { dg-prune-output "optimized: " }
// { dg-final { scan-ipa-dump "dead-method \\(anonymous namespace\\)::Circle::perimeter\\(\\) const hierarchy=\\(anonymous namespace\\)::Shape slots=1 " "tigdevirt" } }
// { dg-final { scan-ipa-dump-times "dead-method " 1 "tigdevirt" } }
// { dg-final { defined-symbol-not "(anonymous namespace)::Circle::perimeter() const" } }
// { dg-final { defined-symbol "(anonymous namespace)::Circle::corners() const" } }
// { dg-final { defined-symbol "(anonymous namespace)::Shape::perimeter() const" } }
