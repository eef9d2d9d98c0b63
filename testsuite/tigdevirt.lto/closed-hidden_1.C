#include "closed-hidden.h"
Codec::~Codec () {}
const char *Codec::name () const { return "codec"; }
int Rot::encode (int x) const { return x + 13; }
const char *Rot::name () const { return "rot"; }
int Unused::encode (int x) const { return -x; }
const char *Unused::name () const { return "unused"; }
int Never::f () const { return 42; }
// noipa: only the closed hierarchy, not the type this factory returns
// (allocation-types.h), is what the calls on its object are decided by.
__attribute__ ((noipa)) Codec *make_codec () { return new Rot; }
