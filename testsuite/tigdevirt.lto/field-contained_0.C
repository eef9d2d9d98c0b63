// A private pointer field whose objects no code outside the link can
// reach (field-escapes.h), by default: Keeper's every store stores a Sq,
// and every use of a pointer to one is in the link (the virtual calls,
// Shape::twice on it, operator delete), as is every method a Sq reaches,
// each keeping its `this'; so nothing can build another object in its
// storage, and the C++ object-lifetime rule carries the stored class
// across calls although hierarchies are open and Rebuilt builds a Ci in
// reused storage: Keeper::run's calls are direct, in every partition
// mode.  Not contained, where the stored class stays the likely type:
// Giver's objects (Leaker::area stores `this' in a global), Peeked's (an
// inline member returning the field is compiled by no unit of the link),
// Rebuilt's (morph builds a Ci in the object's storage: the program
// checks that run then calls Ci::area), Lender's (passed to a function)
// and Stamper's (Stamped::area passes `this' to Mark::note, a member
// function of a class without virtual methods, which the walk does not
// follow).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "field-contained.h"

int
main ()
{
  Keeper k;
  int a = k.run (10);
  k.renew ();
  int b = k.run (5);
  Giver g;
  int c = g.run (4);
  Peeked p;
  int d = p.run (4);
  Rebuilt r;
  int e = r.run (4);
  r.morph ();
  int f = r.run (4);
  Lender l;
  int h = l.run (4);
  Stamper st;
  int m = st.run (4);
  std::printf ("%d %d %d %d %d %d %d %d %d %d\n", a, b, c, d, e, f, h,
	       last_seen != 0, m, marks);
  return 0;
}
// { dg-output "855 90 10 14 14 42 84 1 24 4(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump "caller=Keeper::run\\(int\\) const otr=Shape token=0 context=\\\[outer=Sq offset=0 in-construction=no derived=no\\\] complete 1: Sq::area\\(int\\) const field=Sq calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Sq from every store to the field it was loaded from, across calls by the C\\+\\+ object-lifetime rule \\(no code outside the link reaches the field's objects, and none in it builds another object in their storage\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Leaker from every store to the field it was loaded from not used: code outside the link may construct the classes, and the field's objects may reach it: Leaker::area\\(int\\) const, a method its objects reach, may pass its object to other code" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Sq from every store to the field it was loaded from not used: code outside the link may construct the classes, and the field's objects may reach it: Peeked::peek\\(\\) const names it, and no unit of the link compiles it \\(code outside the link may run it\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Sq from every store to the field it was loaded from not used: code outside the link may construct the classes, and the field's objects may reach it: a pointer to its objects escapes \\(in Rebuilt::morph\\(\\), it is passed to another function\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Ci from every store to the field it was loaded from not used: code outside the link may construct the classes, and the field's objects may reach it: a pointer to its objects escapes \\(in Lender::run\\(int\\) const, it is passed to another function\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "types \\d+: Stamped from every store to the field it was loaded from not used: code outside the link may construct the classes, and the field's objects may reach it: Stamped::area\\(int\\) const, a method its objects reach, may pass its object to other code" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=Giver::run\\(int\\) const \[^\n\]*likely=Leaker field=Leaker\\? calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "caller=Rebuilt::run\\(int\\) const \[^\n\]*derived=no" "tigdevirt" } }
