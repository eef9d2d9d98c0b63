#include "suggest-final.h"

namespace media {
int Rle::encode (int x) const { return x * 2; }
int Rle::decode (int x) const { return x; }
__attribute__ ((noipa)) int run_rle (Rle *r, int x) { return r->decode (r->encode (x)) + r->decode (0); }
__attribute__ ((noipa)) int run_delta (Delta *d, int x) { return d->decode (x) + d->encode (x) - x; }
}
