// Classes of arm-alias-sets_0.C.  A has a virtual base and C3 derives
// from A virtually: the accesses of C3's arm reach f through C3's
// virtual-base field, those of C1's and D's through their own classes.
struct P { unsigned tag = 1; };
extern unsigned long g_sum;
unsigned opaque (unsigned);
struct A : virtual P {
  unsigned f = 10, v0 = 39;
  virtual ~A () {}
  virtual void mu1 (unsigned x) { f = f * 2 + x; v0 += 3; g_sum += (f ^ v0) & 255; }
  virtual void mu2 (unsigned x) { f = f * 4 + x; v0 += 5; g_sum += (f ^ v0) & 255; }
};
struct C1 : A {
  unsigned v1 = 6;
  void mu1 (unsigned x) override { f = f * 4 + x; v1 += 11; g_sum += (f ^ v1) & 255; }
};
struct C3 final : virtual A {
  unsigned v3 = 50;
  void mu2 (unsigned x) override;
};
struct B0 { virtual ~B0 () {} unsigned b0 = 1, b1 = 2; };
struct D : B0, A {
  unsigned v4 = 47;
  void mu2 (unsigned x) override;
};
A *make (unsigned k);
unsigned long run (A *p, unsigned i);
unsigned long run_loaded (A *p, unsigned i);
