// Shared by field-pointer-params_*.C: an engine whose constructor, in
// the second unit, stores the function its caller passes into a
// private field, and a stepper that passes its own parameter on to it.
struct State { long v; };
typedef long (*StepFn) (State &, long);

class Engine
{
public:
  explicit Engine (StepFn f);
  long run (State &s, int n);
private:
  StepFn step;
};

long drive (StepFn f, State &s, int n);
long step_passed (State &, long);
