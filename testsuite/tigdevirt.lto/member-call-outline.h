// The classes of member-call-outline*_0.C: member functions of the base
// left out of line (noinline), called on objects whose classes the
// member calls state but that are not final.
struct Base
{
  virtual int f (int x) const;
  // Overridden in N and Other, not in NN.
  virtual int g (int x) const;
  // Called on an N and on an NN: every caller states an N or derived.
  __attribute__ ((noinline)) int caller (int x) const;
  // Called on an N and on an Other: the callers' meet is a Base.
  __attribute__ ((noinline)) int mixed (int x) const;
  // Called on a Base: nothing stated beyond GCC's own context.
  __attribute__ ((noinline)) int plain (int x) const;
  // Called on an N and on an NN, calling g: N::g is its only target in
  // N's subtree.
  __attribute__ ((noinline)) int gcaller (int x) const;
  virtual ~Base () {}
};

struct N : Base
{
  int f (int x) const override;
  int g (int x) const override;
};
struct NN : N
{
  int f (int x) const override;
};
struct Other : Base
{
  int f (int x) const override;
  int g (int x) const override;
};

int use_n (const N *n, int x);
int use_nn (const NN *n, int x);
int use_mixed (const N *n, const Other *o, int x);
int use_plain (const Base *b, int x);
int use_gn (const N *n, int x);
int use_gnn (const NN *n, int x);
const N *opaque_n ();
const NN *opaque_nn ();
const Other *opaque_other ();
const Base *opaque_base ();
