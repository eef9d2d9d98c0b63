#include "vcp-uniform.h"
Codec::~Codec () {}
int Codec::block (int bits) const { return bits / 8; }
int Rle::block (int bits) const { return bits > 16 ? 4 : 0; }
int Lz::block (int bits) const { int n = 0; while (bits > 0) { n++; bits -= 8; } return n; }
Codec *make_codec (int k) { if (k % 3 == 0) return new Codec; if (k % 3 == 1) return new Rle; return new Lz; }
