// Shared by likely-type-dispatch_*: a closed hierarchy (whole-program
// visibility) whose calls have complete lists of three targets.
struct B
{
  virtual int f (int x) const = 0;
  virtual int g (int x) const = 0;
  virtual ~B () {}
};
struct D1 : B { int f (int x) const override; int g (int x) const override; };
struct D2 : B { int f (int x) const override; int g (int x) const override; };
struct D3 : B { int f (int x) const override; int g (int x) const override; };
B *make_d2 (int k);
B *make_any (int k);
B *make_in_place ();
