// Classes of the suggest-final_*.C program, included by both units: one
// suggestion per declaration, however many units see it.
#include <cstdio>

namespace media {
struct Codec
{
  virtual ~Codec () {}
  virtual int encode (int x) const = 0;
  virtual int decode (int x) const { return x; }
};

struct Rle : Codec	// { dg-warning "declaring 'media::Rle' 'final' would make 3 polymorphic calls direct; no class in the program derives from it" }
{
  int encode (int x) const override;
  int decode (int x) const override;
};

struct Delta : Codec
{
  int encode (int x) const override { return x - 1; }
};

struct Delta2 : Delta
{
  int encode (int x) const override { return x - 2; }
};

template <typename T>
struct Box : Codec	// { dg-warning "declaring 'media::Box' 'final' would make 2 polymorphic calls direct; no class in the program derives from it" }
{
  T v = 3;
  int encode (int x) const override { return x + (int) v; }
};

int run_rle (Rle *r, int x);
int run_delta (Delta *d, int x);
int run_box (Box<int> *b, int x);
int run_box2 (Box<long> *b, int x);
} // namespace media
