#include "closed-hidden.h"
Codec::~Codec () {}
const char *Codec::name () const { return "codec"; }
int Rot::encode (int x) const { return x + 13; }
const char *Rot::name () const { return "rot"; }
int Unused::encode (int x) const { return -x; }
const char *Unused::name () const { return "unused"; }
int Never::f () const { return 42; }
Codec *make_codec () { return new Rot; }
