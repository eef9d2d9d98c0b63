namespace {
struct Op { virtual int apply (int x) const { return x * 3; } virtual ~Op () {} };
struct Neg final : Op { int apply (int x) const override { return -x; } };
}

__attribute__ ((noinline)) static int
apply_one (const Op *op, int x)
{
  return op->apply (x);
}

int
other_unit (int x)
{
  Neg n;
  Op o;
  return apply_one (x > 100 ? &o : static_cast<Op *> (&n), x);
}
