// Shared by field-pointer-proof_*.C: classes that hold a function
// pointer in a field and call through it in a loop.
typedef long (*StepFn) (long, long);

long step_add (long, long);
long step_mul (long, long);
long step_user (long, long);

// Private, stored by its constructor (the other unit) with one function:
// proved, the call direct.
class Engine
{
public:
  Engine ();
  long run (int n);
private:
  StepFn step;
};

// Two functions stored: a complete list, the call dispatched.
class Dual
{
public:
  explicit Dual (bool m);
  long run (int n);
private:
  StepFn step;
};

// A setter storing its parameter: code anywhere may call it with any
// function (main stores step_user).
class Settable
{
public:
  Settable ();
  void set (StepFn f) { step = f; }
  long run (int n);
private:
  StepFn step;
};

// Its address escapes: main stores step_user through it.
class Exposed
{
public:
  Exposed ();
  StepFn *slot () { return &step; }
  long run (int n);
private:
  StepFn step;
};

// Public: any code may store to it (main does).
struct Open
{
  Open ();
  long run (int n);
  StepFn step;
};

// A default member initializer, and a copy from another object's field:
// both keep the one function.
class Copied
{
public:
  Copied () {}
  Copied (const Copied &o) : step (o.step) {}
  long run (int n);
private:
  StepFn step = step_mul;
};

// Protected: a derived class (field-pointer-proof_0.C's unit) stores
// step_user: by default the derived classes are not known, so not
// proved; in whole-program mode Derived's store is joined: two
// functions.
class Base
{
public:
  Base ();
  virtual ~Base () {}
  long run (int n);
protected:
  StepFn step;
};

class Derived : public Base
{
public:
  Derived ();
};

// Protected, and its derived class stores nothing: proved in
// whole-program mode only (by default code outside the link may derive
// from Quiet and store to the field).
class Quiet
{
public:
  Quiet ();
  virtual ~Quiet () {}
  long run (int n);
protected:
  StepFn step;
};

class Kid : public Quiet
{
public:
  Kid ();
  virtual ~Kid () {}
};

// Its address escapes from a member defined in the main unit, which
// stores nothing to the field itself: that unit's refusal must reach the
// link (main stores step_user through it).
class Leaky
{
public:
  Leaky ();
  StepFn *slot ();
  long run (int n);
private:
  StepFn step;
};

// The other unit's definitions (each test's _1.C includes them).
#ifdef FIELD_POINTER_PROOF_DEFS
long step_add (long a, long b) { return a + b; }
long step_mul (long a, long b) { return (a * b) % 1000003 + 1; }
__attribute__ ((noinline)) long step_user (long a, long b) { return a - b + 7; }

Engine::Engine () : step (step_add) {}
Dual::Dual (bool m) : step (step_add) { if (m) step = step_mul; }
Settable::Settable () : step (step_add) {}
Exposed::Exposed () : step (step_add) {}
Open::Open () : step (step_add) {}
Base::Base () : step (step_add) {}
Quiet::Quiet () : step (step_mul) {}
Kid::Kid () {}
Leaky::Leaky () : step (step_add) {}
#endif

// The main program (each test's _0.C includes it).
#ifdef FIELD_POINTER_PROOF_MAIN
#include <cstdio>

#define RUN(C)						\
  __attribute__ ((noinline)) long C::run (int n)	\
  {							\
    long s = 1;						\
    for (int i = 0; i < n; i++)				\
      s = step (s, i);					\
    return s;						\
  }
RUN (Engine)
RUN (Dual)
RUN (Settable)
RUN (Exposed)
RUN (Open)
RUN (Copied)
RUN (Base)
RUN (Quiet)
RUN (Leaky)

StepFn *Leaky::slot () { return &step; }

Derived::Derived () { step = step_user; }

volatile int flag = 1;

int
main ()
{
  Engine e;
  Dual d (flag);
  Settable s;
  if (flag)
    s.set (step_user);
  Exposed x;
  if (flag)
    *x.slot () = step_user;
  Open o;
  if (flag)
    o.step = step_user;
  Copied c0;
  Copied c (c0);
  Derived dv;
  Base &b = dv;
  Kid k;
  Leaky l;
  if (flag)
    *l.slot () = step_user;
  printf ("%ld %ld %ld %ld %ld %ld %ld %ld %ld\n", e.run (100), d.run (100),
	  s.run (100), x.run (100), o.run (100), c.run (100), b.run (100),
	  k.run (100), l.run (100));
  return 0;
}
#endif
