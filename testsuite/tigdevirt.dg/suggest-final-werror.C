// The suggestions are GCC's own warnings: -Werror=suggest-final-types
// makes them errors, -Wno-suggest-final-methods turns the methods' off.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final -Werror=suggest-final-types -Wno-suggest-final-methods" }

struct Base
{
  virtual ~Base () {}
  virtual int f () { return 0; }
  virtual int g () { return 0; }
};

struct Leaf : Base	// { dg-error "declaring 'Leaf' 'final' would make 1 polymorphic call direct" }
{
  int f () override { return 1; }
};

struct Mid : Base
{
  int g () override { return 2; }	// { dg-bogus "declaring 'Mid::g" }
};
struct Bottom : Mid {};

int leaf (Leaf *l) { return l->f (); }
int mid (Mid *m) { return m->g (); }

// { dg-message "some warnings being treated as errors" "" { target *-*-* } 0 }
