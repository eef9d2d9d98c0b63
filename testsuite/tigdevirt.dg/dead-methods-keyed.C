// GCC's own early removal still happens with the plugin loaded: Keyed's
// key function (Keyed::key) is defined in another unit, so its vtable is
// emitted there, and this unit drops the inline virtual method nothing
// here calls (Keyed::spare) while keeping the one it calls directly.
// The anonymous-namespace hierarchy next to it loses its dead method
// (Local::unused) to the plugin.
// { dg-do compile }
// { dg-options "-O2 -fopt-info-ipa-optimized" }
struct Keyed
{
  virtual void key ();
  virtual int spare () const { return 41; }
  // noipa: from GCC 14, IPA's return value ranges let GCC fold a call of
  // a noinline function that returns a constant (and then drop it).
  __attribute__ ((noipa)) virtual int used () const { return 42; }
};

namespace {
struct Local
{
  virtual ~Local () {}
  virtual int get () const { return 1; }
  virtual int unused () const { return 2; } // { dg-message "optimized: removing virtual method \\(anonymous namespace\\)::Local::unused\\(\\) const" }
};
}

__attribute__ ((noinline)) Local *make_local () { return new Local; }

int
probe (Keyed &k)
{
  Local *l = make_local ();
  int r = k.Keyed::used () + l->get ();
  delete l;
  return r;
}
// { dg-prune-output "optimized: " }
// { dg-final { scan-assembly "_ZNK5Keyed4usedEv:" } }
// { dg-final { scan-assembly-not "_ZNK5Keyed5spareEv:" } }
// { dg-final { scan-assembly-not "_ZNK12_GLOBAL__N_15Local6unusedEv:" } }
