// A pointer to a virtual member given as a template argument and called
// in the template's body: the front end lowers it there to {__pfn,
// __delta} (the vtable offset plus one) and folds the call into a load
// from the vtable, with no polymorphic call edge and no PTRMEM_CST left.
// The slots it names stay (dead-methods.h): removing Debug::lock and
// Debug::unlock as dead cleared their slots and the program aborted with
// "pure virtual method called" in whole-program mode (Debian's clasp, its
// ClingoPropagatorLock taken through Scoped<..., &Lock::lock, ...>; GCC
// 12 and 16).
// { dg-do run }
// { dg-options "-O2 -flto -fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-dump" }
#include <cstdio>

struct Lock
{
  virtual ~Lock () {}
  virtual void lock () = 0;
  virtual void unlock () = 0;
};

template <class L, void (L::*Enter) (), void (L::*Leave) ()>
struct Scoped
{
  L *l;
  explicit Scoped (L *x) : l (x) { if (l) (l->*Enter) (); }
  ~Scoped () { if (l) (l->*Leave) (); }
};
typedef Scoped<Lock, &Lock::lock, &Lock::unlock> ScopedLock;

struct Debug : Lock
{
  int n = 0;
  void lock () override { n += 1; }
  void unlock () override { n += 10; }
};

__attribute__ ((noipa)) int
work (Lock *l)
{
  ScopedLock s (l);
  return 1;
}

// The same as a function template's argument, and through a constexpr
// variable.
template <void (Lock::*F) ()>
__attribute__ ((noipa)) void
call (Lock *l)
{
  (l->*F) ();
}

constexpr void (Lock::*leave) () = &Lock::unlock;

__attribute__ ((noipa)) void
call_leave (Lock *l)
{
  (l->*leave) ();
}

int
main ()
{
  Debug d;
  work (&d);
  work (&d);
  call<&Lock::lock> (&d);
  call_leave (&d);
  printf ("%d\n", d.n);
  return 0;
}
// { dg-output "33" }
// { dg-final { scan-wpa-ipa-dump "dead-methods kept 2: a pointer to member function names its slot" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "dead-method Debug::(un)?lock" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "dead-method Debug::~Debug\\(\\) \\\[deleting\\\]" "tigdevirt" } }
