// A virtual call in a small helper of another unit (call_f), inlined
// into a loop over two member objects of different classes: speculated
// in the helper, each inlined copy carries its guards and its fallback;
// versioning the loop on one copy's guards copied the other's fallback
// into every version (5 indirect calls against GCC alone's 2, GCC 12 and
// 16, before guard-versioning.cc counted them).
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
