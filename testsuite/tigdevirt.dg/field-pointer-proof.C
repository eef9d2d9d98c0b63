// A call through a function-pointer field every store to which this
// unit sees (field-pointer-proof.h), without -flto: the unit defines
// every member of each class.  Engine's private field is stored only by
// its constructor, with step_add: the call in Engine::run is direct (no
// indirect call left), and so is Helper's, given a static member
// function.  Not proved, each for its reason, and each run called what
// GCC alone calls: a lambda converted to the field's type (Lambda), a
// function of another type stored through a cast (Cast: stored, never
// called), a structured binding to the field (Bound), a pointer to the
// field as a data member (Member), an ifunc, whose symbol is its
// resolver's alias (Ifunc: no list either, the resolver being of another type).
// { dg-do run }
// { dg-options "-O2 -std=gnu++17 -fplugin-arg-tigdevirt-dump -fopt-info-ipa -fplugin-arg-tigdevirt-stats=field-pointer-proof.json" }
#include <cstdio>

typedef long (*StepFn) (long, long);
typedef int (*OtherFn) (int);

__attribute__ ((noinline)) static long
step_add (long a, long b)
{
  return a + b;
}

__attribute__ ((noinline)) static long
step_user (long a, long b)
{
  return a - b + 7;
}

__attribute__ ((noinline)) static int
other (int x)
{
  return x;
}

extern "C" long ifunc_step (long, long)
  __attribute__ ((ifunc ("resolve_step")));
extern "C" StepFn
resolve_step ()
{
  return step_user;
}

volatile int flag = 1;

#define RUN								\
  __attribute__ ((noinline)) long run (int n)				\
  {									\
    long s = 1;								\
    for (int i = 0; i < n; i++)						\
      s = step (s, i);							\
    return s;								\
  }

class Engine
{
public:
  Engine () : step (step_add) {}
  RUN // { dg-message "optimized: calling step_add\\(long, long\\) directly in Engine::run\\(int\\): the only function stored in Engine::step, every store to which is seen" }
private:
  StepFn step;
};

class Helper
{
public:
  Helper () : step (&Helper::half) {}
  RUN // { dg-message "optimized: calling Helper::half\\(long, long\\) directly in Helper::run\\(int\\)" }
private:
  __attribute__ ((noinline)) static long half (long a, long b)
  {
    return a / 2 + b;
  }
  StepFn step;
};

class Lambda
{
public:
  Lambda () : step ([] (long a, long b) { return (a * 3 - b) % 1000; }) {}
  RUN // { dg-message "optimized: speculatively calling \[^\n\]*_FUN\\(long, long\\) directly in Lambda::run\\(int\\): a function stored in Lambda::step" }
private:
  StepFn step;
};

class Cast
{
public:
  Cast () : step (step_add)
  {
    if (!flag)
      step = reinterpret_cast<StepFn> (other);
  }
  RUN
private:
  StepFn step;
};

class Bound
{
public:
  Bound () : step (step_add)
  {
    auto &[s] = *this;
    if (flag)
      s = step_user;
  }
  RUN
private:
  StepFn step;
};

class Member
{
public:
  Member () : step (step_add)
  {
    StepFn Member::*pm = &Member::step;
    if (flag)
      this->*pm = step_user;
  }
  RUN
private:
  StepFn step;
};

class Ifunc
{
public:
  Ifunc () : step (ifunc_step) {}
  RUN
private:
  StepFn step;
};

int
main ()
{
  Engine e;
  Helper h;
  Lambda l;
  Cast c;
  Bound b;
  Member m;
  Ifunc f;
  printf ("%ld %ld %ld %ld %ld %ld %ld\n", e.run (100), h.run (100),
	  l.run (100), c.run (100), b.run (100), m.run (100), f.run (100));
  return 0;
}
// { dg-prune-output "Inlined" }
// GCC 16's own guesses (its remarks under -fopt-info-ipa).
// { dg-prune-output "speculatively turning an indirect call" }
// { dg-output "4951 196 -449 4951 -4249 -4249 -4249" }
// { dg-final { scan-ipa-dump "through Engine::step: step_add\\(long, long\\) \\(1000\\), proved: the only function stored" "tigdevirt" } }
// { dg-final { scan-ipa-dump "through Helper::step: Helper::half\\(long, long\\) \\(1000\\), proved" "tigdevirt" } }
// { dg-final { scan-ipa-dump "through Lambda::step: \[^\n\]*not proved: a store stores a value that is not a known function's address" "tigdevirt" } }
// { dg-final { scan-ipa-dump "through Cast::step: \[^\n\]*not proved: a store stores a function of another type than the field's" "tigdevirt" } }
// { dg-final { scan-ipa-dump "through Bound::step: \[^\n\]*not proved: a structured binding names it" "tigdevirt" } }
// { dg-final { scan-ipa-dump "through Member::step: \[^\n\]*not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "through Ifunc::step: \[^\n\]*proved:" "tigdevirt" } }
// { dg-final { scan-ipa-dump "field pointers: calls=\\d+ speculative=\\d+ guards=\\d+ direct=2" "tigdevirt" } }
// { dg-final { indirect-calls "Engine::run" 0 } }
// { dg-final { indirect-calls "Helper::run" 0 } }
// { dg-final { scan-json field-pointer-proof.json field_pointers.direct 2 } }
