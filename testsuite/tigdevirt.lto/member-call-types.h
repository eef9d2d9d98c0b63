// The classes of member-call-types*_0.C: a final class reached through
// its base's non-virtual and inherited virtual methods (GCC PR 89989 and
// PR 92054), a final class with the base at an offset, and the cases the
// member call must not be trusted beyond; a class that is not final.
struct Base
{
  virtual int f (int x) const;
  virtual int h (int x) const { return f (x) * 2; }
  int caller (int x) const { return f (x) + 3; }
  int twice (int x) const { return caller (x) + caller (x + 1); }
  // The call on OTHER is not a call on the object.
  int with (const Base *other, int x) const { return f (x) + other->f (x); }
  virtual ~Base () {}
};

struct D final : Base
{
  int f (int x) const override;
};

struct E : Base
{
  int f (int x) const override;
};

struct Other
{
  virtual int g () const;
  virtual ~Other () {}
};

// Base at offset 8.
struct M final : Other, Base
{
  int f (int x) const override;
};

// A final class holding a member object of the base's class: a call on
// the member is not a call on a Holder.
struct Holder final : Base
{
  E part;
  int f (int x) const override;
};

// Not final: the member call states "an N or derived", which narrows the
// call's context to N's subtree.
struct N : Base
{
  int f (int x) const override;
};
struct NN : N
{
  int f (int x) const override;
};

int use_caller (const D *d, int x);
int use_nonfinal (const N *n, int x);
const N *opaque_n (int i);
int use_inherited (const D &d, int x);
int use_chain (const D *d, int x);
int use_offset (const M *m, int x);
int use_with (const D *d, const Base *other, int x);
int use_member (const Holder *h, int x);
const D *opaque_d ();
const M *opaque_m ();
const Base *opaque_e ();
const Holder *opaque_holder ();
