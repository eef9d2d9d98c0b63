// Method suggestions: every class here has a derived class, so only
// methods no class overrides can be final.  The warning points at the
// declaration in the class (not at the out-of-class definition) with the
// fix-it after the qualifiers and `override'.  A method some class
// overrides is not suggested.  GCC's own -Wsuggest-final-* warnings, on
// the command line too, do not come a second time.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final=methods -Wsuggest-final-types -Wsuggest-final-methods -fdiagnostics-parseable-fixits -fplugin-arg-tigdevirt-dump" }
#include <cstdio>

struct Filter
{
  virtual ~Filter () {}
  virtual int apply (int x) const = 0;
  virtual int operator() (int x) const { return apply (x); }
  virtual int weight () const { return 1; }
};

struct Scale : Filter
{
  int apply (int x) const override;  // { dg-warning "declaring 'Scale::apply\\(int\\) const' 'final' would make 2 polymorphic calls direct; no class in this translation unit overrides it" }
  int operator() (int x) const override // { dg-warning "declaring 'Scale::operator\\(\\)\\(int\\) const' 'final' would make 1 polymorphic call direct" }
  {
    return apply (x) + 1;
  }
  int weight () const override { return 2; }	// { dg-bogus "declaring 'Scale::weight" }
};

int Scale::apply (int x) const { return 3 * x; }

struct Heavy : Scale
{
  int weight () const override { return 5; }
};

__attribute__ ((noipa)) int
use (const Scale *s, int x)
{
  return s->apply (x) + (*s) (x) + s->weight ();
}

int
main ()
{
  Scale s;
  Heavy h;
  std::printf ("%d %d\n", use (&s, 2), use (&h, 2));
  return 0;
}

// { dg-output "15 18" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-methods.C\":\\\{21:35-21:35\\\}:\" final\"\n" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-methods.C\":\\\{22:40-22:40\\\}:\" final\"\n" }
// GCC's own "Declaring method ... final" warnings would be excess errors.
// { dg-final { scan-ipa-dump "suggest-final-rejected method Scale::weight\\(\\) const calls=1: Heavy overrides it" "tigdevirt" } }
