// Shared by field-pointer-dispatch_*.C: classes whose private
// function-pointer field holds one of a few functions.
typedef long (*StepFn) (long, long);

long f_add (long, long);
long f_sub (long, long);
long f_mix (long, long);
extern long big_calls;

class Three
{
public:
  explicit Three (int k);
  long run (int n);
private:
  StepFn step;
};

class Big
{
public:
  explicit Big (bool m);
  long run (int n);
private:
  StepFn step;
};
