// std::unique_ptr fields whose stores the front end must not miss
// (field-unique-ptr.cc in src/type-flow), under the C++ object-lifetime rule
// (strict mode, where a wrong proof would be a direct call to the wrong
// class): each class stores a Linear in its constructor, then a Twice by
// a path other than a call on the field: through a reference bound to
// it, placement new into its storage, std::exchange, a const reference
// cast back, a pointer from std::addressof, a function of the program
// given a const reference, a structured binding, a move from another
// field, `swap', a const_cast of what std::addressof (std::as_const (s))
// or std::min returns (the standard library given a const reference,
// handing it back).  Each is not proved, and the program checks that run
// reaches Twice::step (the last two were made direct to Linear::step
// before the standard library's functions returning the reference were
// told apart).  A lambda's store and a conditional of two
// std::make_unique are proved as the set of both classes; Engine, whose
// every store stores a Linear, is direct.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-strict-vtable-pointers=1 -std=c++17" }
#include <algorithm>
#include <cstdio>
#include <memory>
#include <new>
#include <utility>

struct Strategy { virtual int step (int) const; virtual ~Strategy (); };
struct Linear : Strategy { int step (int) const override; };
struct Twice : Strategy { int step (int) const override; };
int Strategy::step (int x) const { return -x; }
Strategy::~Strategy () {}
int Linear::step (int x) const { return x + 1; }
int Twice::step (int x) const { return 2 * x; }

#define RUN \
  int run (int n) const \
  { int r = 0; for (int i = 0; i < n; i++) r += s->step (i); return r; }

struct Engine
{ Engine () : s (std::make_unique<Linear> ()) {} void m () { s.reset (new Linear); } RUN
private: std::unique_ptr<Strategy> s; };
struct RefBind
{ RefBind () : s (std::make_unique<Linear> ()) {}
  void m () { auto &r = s; r = std::make_unique<Twice> (); } RUN
private: std::unique_ptr<Strategy> s; };
struct Placed
{ Placed () : s (std::make_unique<Linear> ()) {}
  void m () { s.~unique_ptr (); new (&s) std::unique_ptr<Strategy> (new Twice); } RUN
private: std::unique_ptr<Strategy> s; };
struct Exchanged
{ Exchanged () : s (std::make_unique<Linear> ()) {}
  void m () { std::exchange (s, std::make_unique<Twice> ()); } RUN
private: std::unique_ptr<Strategy> s; };
struct ConstCast
{ ConstCast () : s (std::make_unique<Linear> ()) {}
  void m () { const auto &c = s; const_cast<std::unique_ptr<Strategy> &> (c).reset (new Twice); } RUN
private: std::unique_ptr<Strategy> s; };
struct Addressed
{ Addressed () : s (std::make_unique<Linear> ()) {}
  void m () { auto *p = std::addressof (s); p->reset (new Twice); } RUN
private: std::unique_ptr<Strategy> s; };
void peek (const std::unique_ptr<Strategy> &c)
{ const_cast<std::unique_ptr<Strategy> &> (c).reset (new Twice); }
struct Peeked
{ Peeked () : s (std::make_unique<Linear> ()) {} void m () { peek (s); } RUN
private: std::unique_ptr<Strategy> s; };
struct Bound
{ Bound () : s (std::make_unique<Linear> ()) {}
  void m () { auto &[p] = *this; p = std::make_unique<Twice> (); } RUN
private: std::unique_ptr<Strategy> s; };
struct FromField
{ FromField () : s (std::make_unique<Linear> ()), t (std::make_unique<Twice> ()) {}
  void m () { s = std::move (t); } RUN
private: std::unique_ptr<Strategy> s, t; };
struct Swapped
{ Swapped () : s (std::make_unique<Linear> ()), t (std::make_unique<Twice> ()) {}
  void m () { s.swap (t); } RUN
private: std::unique_ptr<Strategy> s, t; };
struct AsConst
{ AsConst () : s (std::make_unique<Linear> ()) {}
  void m ()
  { const_cast<std::unique_ptr<Strategy> *> (std::addressof (std::as_const (s)))
      ->reset (new Twice); } RUN
private: std::unique_ptr<Strategy> s; };
struct MinMax
{ MinMax () : s (std::make_unique<Linear> ()) {}
  /* Of two equal arguments std::min returns the first: the field.  */
  void m ()
  { const_cast<std::unique_ptr<Strategy> &> (std::min (s, s)).reset (new Twice); } RUN
private: std::unique_ptr<Strategy> s; };
struct Lambda
{ Lambda () : s (std::make_unique<Linear> ()) {}
  void m () { auto f = [this] { s = std::make_unique<Twice> (); }; f (); } RUN
private: std::unique_ptr<Strategy> s; };
struct Either
{ Either () : s (std::make_unique<Linear> ()) {}
  void m (bool t)
  { s = t ? std::unique_ptr<Strategy> (std::make_unique<Twice> ())
	  : std::make_unique<Linear> (); } RUN
private: std::unique_ptr<Strategy> s; };

template<typename T> int
check (int m = 1)
{
  T o;
  int before = o.run (4);
  if constexpr (std::is_same_v<T, Either>)
    o.m (m);
  else
    o.m ();
  return before * 100 + o.run (4);
}

int
main ()
{
  std::printf ("%d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
	       check<Engine> (), check<RefBind> (), check<Placed> (),
	       check<Exchanged> (), check<ConstCast> (), check<Addressed> (),
	       check<Peeked> (), check<Bound> (), check<FromField> (),
	       check<Swapped> (), check<AsConst> (), check<MinMax> (),
	       check<Lambda> (), check<Either> ());
  return 0;
}
// { dg-output "1010 1012 1012 1012 1012 1012 1012 1012 1012 1012 1012 1012 1012 1012(\n|\r\n|\r)" }
// { dg-final { scan-ipa-dump "caller=Engine::run\\(int\\) const otr=Strategy token=0 context=\\\[outer=Linear offset=0 in-construction=no derived=no\\\] complete 1: Linear::step\\(int\\) const field=Linear calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field RefBind::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Placed::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Exchanged::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field ConstCast::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Addressed::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Peeked::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Bound::s, not proved: a structured binding names it" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field FromField::s, not proved: a store stores a pointer that is neither" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field Swapped::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field AsConst::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: loaded from private field MinMax::s, not proved: its address is taken" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=Lambda::run\\(int\\) const otr=Strategy token=0 \[^\n\]* field=Linear\\|Twice calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "caller=Either::run\\(int\\) const otr=Strategy token=0 \[^\n\]* field=Linear\\|Twice calls=" "tigdevirt" } }
