// GCC PR 89989: a final class reached through an inherited method
struct Base {
  virtual int f (int) const;
  int caller (int x) const { return f (x) + 3; }
  virtual ~Base () {}
};
struct D final : Base { int k = 2; int f (int) const override; };
struct E : Base { int f (int) const override; };
Base *make_other (int);
void opaque (const void *);
const D *opaque_d ();
