// GCC PR 92054: a final class's inherited virtual method calling another
struct Base {
  virtual int f (int) const;
  virtual int h (int x) const { return f (x) * 2; }
  virtual ~Base () {}
};
struct D final : Base { int k = 2; int f (int) const override; };
struct E : Base { int f (int) const override; };
Base *make_other (int);
void opaque (const void *);
const D *opaque_d ();
