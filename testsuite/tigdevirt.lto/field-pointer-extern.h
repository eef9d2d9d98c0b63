// Shared by field-pointer-extern_*.C: a holder whose constructor, in the
// second unit, stores functions defined in the first unit and an inline
// function both units define.
typedef long (*OpFn) (long);

long op_a (long);
long op_b (long);

inline long
op_inline (long x)
{
  return x * 5 + 3;
}

class Holder
{
public:
  explicit Holder (int mode);
  long run (long x, int n);
private:
  OpFn op;
};

OpFn inline_op ();
