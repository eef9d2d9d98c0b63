// A filter that keeps its step function in a private field, stored only
// by its constructor (types.C) with one function: the field is proved
// (src/calls/field-pointer-proof.h) and the call direct.
typedef int (*StepFn) (int, int);
class Filter
{
public:
  Filter ();
  int apply (int acc, int x) const { return fn (acc, x) + bias; }
private:
  StepFn fn;
  int bias;
};
