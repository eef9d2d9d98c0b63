// Shared by field-pointer-outside.C (the LTO unit) and
// field-pointer-outside-lib.cc (an object compiled without LTO and
// without the plugin).
typedef long (*StepFn) (long, long);

long step_add (long, long);
long step_fast (long, long);	// Defined outside the link only.

// The LTO unit's code stores step_add only; use_fast, inline, is called
// (and inlined) only by the outside object, which stores step_fast, a
// function the link does not have: not proved.
class Filter
{
public:
  Filter ();
  void use_fast () { step = step_fast; }
  long run (int n);
private:
  StepFn step;
};

// Stored by the link's code only; the outside object copies a Plain with
// its implicit copy members, which store the field from another Plain's:
// still step_add, proved.
class Plain
{
public:
  Plain ();
  long run (int n);
private:
  StepFn step;
};

void outside (Filter *f, Plain *to, const Plain *from);
