// Shared by likely-type_*: D2::f is reached by four classes with objects,
// D1::f and D3::f by one each.
struct B
{
  virtual int f (int x) const = 0;
  virtual ~B () {}
};
struct D1 : B { int k; D1 (int k); int f (int x) const override; };
struct D2 : B { int f (int x) const override; };
struct D2a : D2 {};
struct D2b : D2 {};
struct D2c : D2 {};
struct D3 : B { int f (int x) const override; };
B *make_other (int kind);
void sink (B *);
