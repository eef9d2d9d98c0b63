// The link of a shared library whose class C overrides B::g in its second
// base (a thunk calling C::g through GCC's local alias `*.LTHUNK0', whose
// context is a namespace): -fsuggest-final's link-time report took that
// alias for the method and crashed in lto1 (Debian's libcrypto++.so).
// The report now names C::g, rejected since the library exports C.
// tigdevirt.dg/suggest-final-thunk-alias.C is the compile for fat objects.
// { dg-do link }
// { dg-options "-flto -fno-devirtualize -shared -fPIC -fplugin-arg-tigdevirt-suggest-final -fplugin-arg-tigdevirt-dump" }

struct A { virtual ~A () {} virtual int f () { return 1; } };
struct B { virtual ~B () {} virtual int g (); };
struct C : A, B { int g () override; int h (); };

int B::g () { return 2; }
int C::g () { return 3; }
int C::h () { B *b = this; return b->g (); }
// { dg-final { scan-wpa-ipa-dump "suggest-final-rejected method C::g\\(\\) calls=1: code outside the LTO unit may derive from C" "tigdevirt" } }
