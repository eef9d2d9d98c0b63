// Built without LTO, linked into the program as a shared library.
#include "codec-iface.h"
struct Rot13 : Codec
{
  int encode (int x) const override { return x + 13; }
};
Codec *make_codec () { return new Rot13; }
