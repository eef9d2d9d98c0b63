// Shared by profile-rank_* and profile-dispatch_*: an interface with four
// implementations, made by a factory in another translation unit.
struct Op
{
  virtual long apply (long x) const = 0;
  virtual ~Op () {}
};
struct Add : Op { long apply (long x) const override; };
struct Mul : Op { long apply (long x) const override; };
struct Xor : Op { long apply (long x) const override; };
struct Neg : Op { long apply (long x) const override; };
Op *make_op (int kind);
