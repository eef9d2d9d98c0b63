// The call of loader-pages_0.C's Op.
struct Op { virtual int apply (int) const = 0; virtual ~Op () {} };
int
run (const Op &op, int x)
{
  return op.apply (x);
}
