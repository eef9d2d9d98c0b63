// Calls through function pointers held in fields (src/calls/field-pointers.h):
// a codec that keeps its step function in a member, set by its constructor
// (types.C), a table of operations set by a static initializer, and a
// std::function member assigned a lambda.
#include <functional>
typedef int (*StepFn) (int, int);
class Codec
{
public:
  explicit Codec (int mode);
  int step (int acc, int x) const { return fn (acc, x); }
private:
  StepFn fn;
};
struct Ops { int (*load) (int); int (*store) (int); };
const Ops *ops_for (int kind);
struct Hook { std::function<int (int)> f; };
void set_hook (Hook &h, int k);
