// -fplugin-arg-tigdevirt-suggest-final in one translation unit: a class
// with no derived class that calls go through is suggested, at its name,
// with a fix-it after the name (after the template arguments of a
// specialization); its methods' suggestions are replaced by it.  Classes
// in namespaces, nested classes, a class template with two
// specializations (one suggestion for the template), multiple
// inheritance.  A class with a derived class is not suggested, but its
// method that no class overrides is.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final -fdiagnostics-parseable-fixits -fplugin-arg-tigdevirt-dump" }
#include <cstdio>

namespace geo {
struct Shape
{
  virtual ~Shape () {}
  virtual int area () const = 0;
};

struct Square : Shape	// { dg-warning "declaring 'geo::Square' 'final' would make 2 polymorphic calls direct; no class in this translation unit derives from it" }
{
  int s = 3;
  int area () const override { return s * s; }
};

struct Outer
{
  struct Inner : Shape	// { dg-warning "declaring 'geo::Outer::Inner' 'final' would make 1 polymorphic call direct" }
  {
    int area () const override { return 7; }
  };
};

template <typename T>
struct Box : Shape	// { dg-warning "declaring 'geo::Box' 'final' would make 2 polymorphic calls direct" }
{
  T v = 2;
  int area () const override { return (int) v * 10; }
};

template <>
struct Box<char> : Shape // { dg-warning "declaring 'geo::Box<char>' 'final' would make 1 polymorphic call direct" }
{
  int area () const override { return 99; }
};

struct Base : Shape	// { dg-bogus "declaring 'geo::Base' 'final'" }
{
  int area () const override { return 1; } // { dg-warning "declaring 'geo::Base::area\\(\\) const' 'final' would make 1 polymorphic call direct; no class in this translation unit overrides it" }
};
struct Derived : Base {};

struct Named
{
  virtual const char *name () const { return "named"; }
  virtual ~Named () {}
};

struct Both : Named, Shape // { dg-warning "declaring 'geo::Both' 'final' would make 2 polymorphic calls direct" }
{
  int area () const override { return 5; }
  const char *name () const override { return "both"; }
};
} // namespace geo

using namespace geo;

__attribute__ ((noipa)) int sq (Square *s) { return s->area () + s->area (); }
__attribute__ ((noipa)) int in (Outer::Inner *i) { return i->area (); }
__attribute__ ((noipa)) int bi (Box<int> *b) { return b->area (); }
__attribute__ ((noipa)) int bl (Box<long> *b) { return b->area (); }
__attribute__ ((noipa)) int bc (Box<char> *b) { return b->area (); }
__attribute__ ((noipa)) int ba (Base *b) { return b->area (); }
__attribute__ ((noipa)) int both (Both *b)
{
  return b->area () + b->name ()[0];
}

int
main ()
{
  Square s;
  Outer::Inner i;
  Box<int> b1;
  Box<long> b2;
  Box<char> b3;
  Derived d;
  Both x;
  std::printf ("%d %d %d %d %d %d %d\n", sq (&s), in (&i), bi (&b1), bl (&b2),
	       bc (&b3), ba (&d), both (&x));
  return 0;
}

// { dg-output "18 7 20 20 99 1 103" }
// The fix-its: after the name, after a specialization's arguments.
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-types.C\":\\\{20:14-20:14\\\}:\" final\"\n" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-types.C\":\\\{28:15-28:15\\\}:\" final\"\n" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-types.C\":\\\{35:11-35:11\\\}:\" final\"\n" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-types.C\":\\\{42:17-42:17\\\}:\" final\"\n" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-types.C\":\\\{59:12-59:12\\\}:\" final\"\n" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-types.C\":\\\{49:29-49:29\\\}:\" final\"\n" }
// Ranked: most calls first (equal weights here), then by name; the
// methods of suggested classes are replaced by their class's suggestion.
// { dg-final { scan-ipa-dump "suggest-final class geo::Both calls=2\[^\n\]*\nsuggest-final class geo::Box calls=2\[^\n\]*\nsuggest-final class geo::Square calls=2\[^\n\]*\nsuggest-final method geo::Base::area\\(\\) const calls=1\[^\n\]*\nsuggest-final class geo::Box<char> calls=1\[^\n\]*\nsuggest-final class geo::Outer::Inner calls=1" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final-hidden method geo::Square::area\\(\\) const calls=2\[^\n\]*: replaced by the suggestion for geo::Square" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "suggest-final class geo::Base " "tigdevirt" } }
