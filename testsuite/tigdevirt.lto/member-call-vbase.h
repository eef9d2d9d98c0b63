// Classes of member-call-vbase_0.C: Base is a virtual base of D (final)
// and of M (not final).
struct Base {
  virtual int f (int x) const { return x; }
  virtual ~Base () {}
  int caller (int x) const { return f (x) + 3; }
};
struct D final : virtual Base {
  int k = 5;
  int f (int x) const override { return x * 2 + k; }
};
struct M : virtual Base { int f (int x) const override { return x * 7; } };
struct MM : M { int f (int x) const override { return x * 11; } };
int use_d (const D *d, int x);
int use_m (const M *m, int x);
