// Classes of an anonymous namespace under -flto (type-graph.h,
// unit_class_key): each unit's class of that name is another class, so
// the facts a unit streams name a local class by the symbol-table entry
// of its vtable, and a local class whose pointer fields a unit records
// is keyed with that unit at the link.  Units 1 and 2 each define
// (anonymous namespace)::Impl (area x + 1 and 2x) and Holder (a private
// field every store to which stores a new Impl): each Holder's call
// gets its own unit's Impl and becomes the direct call of that Impl's
// method in whole-program mode, in every partition mode; `measure' is
// called with one object of each Impl: the set of the two, not one.
// Unit 1's Calc holds an Op of a hierarchy local to that unit (closed),
// whose stores store an Add: direct by default too
// (anonymous-classes-default_0.C).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility" }
#include "anonymous-classes-main.h"
// { dg-output "55 90 55 90 65 1(\n|\r\n|\r)" }
// { dg-final { scan-wpa-ipa-dump-times "caller=\\(anonymous namespace\\)::Holder::run\\(int\\) const otr=Shape token=0 context=\\\[outer=\\(anonymous namespace\\)::Impl offset=0 in-construction=no derived=no\\\] complete 1: \\(anonymous namespace\\)::Impl::area\\(int\\) const field=\\(anonymous namespace\\)::Impl calls=" 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=measure\\(Shape const\\*, int\\) otr=Shape token=0 \[^\n\]* complete 2: \\(anonymous namespace\\)::Impl::area\\(int\\) const \\(anonymous namespace\\)::Impl::area\\(int\\) const\[^\n\]* callers=\\(anonymous namespace\\)::Impl\\|\\(anonymous namespace\\)::Impl calls=" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "caller=\\(anonymous namespace\\)::Calc::run\\(int\\) const \[^\n\]*field=\\(anonymous namespace\\)::Add calls=" "tigdevirt" } }
