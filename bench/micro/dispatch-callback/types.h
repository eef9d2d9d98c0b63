// A solver that picks its row solver once, in its constructor, by the
// machine it runs on (as Bullet's btSequentialImpulseConstraintSolver
// picks a SIMD or a scalar one), and keeps it in a private field.  Both
// row solvers are too large to inline.
typedef float (*RowFn) (float *, const float *, int);
class Solver
{
public:
  explicit Solver (int features);
  float solve (float *rows, const float *rhs, int n) const
  {
    return row (rows, rhs, n);
  }
private:
  RowFn row;
};
