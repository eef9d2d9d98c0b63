// helper-members*_0.C: a virtual call in a small helper of another unit
// (call_f), inlined into a loop that calls it on two member objects of
// different classes, and called once more on a factory's object.
struct Base
{
  virtual int f (int x) const = 0;
  virtual ~Base () {}
};
struct D1 : Base { int k; int f (int x) const override; };
struct D2 : Base { int k; int f (int x) const override; };
struct D3 : Base { int f (int x) const override; };
struct Holder { D1 m; D2 n; };
int call_f (const Base &b, int x);
Base *make (int);
