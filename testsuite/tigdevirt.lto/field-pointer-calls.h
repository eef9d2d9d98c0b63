// Shared by field-pointer-calls_*.C: a solver that calls its row function
// through a function pointer held in a private field.
struct Body { long v; };
typedef long (*RowFn) (Body &, const Body &, long);
typedef long (*OddFn) (long);

class Solver
{
public:
  explicit Solver (int mode);
  void set_row (RowFn f) { row = f; }
  long iterate (Body *b, int n, int iters);
private:
  RowFn row;
};

RowFn pick (int k);
long odd (long);
