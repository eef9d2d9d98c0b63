// Shared declarations for vcp-uniform_*.C: every override returns 4.
struct Codec
{
  virtual ~Codec ();
  virtual int block (int bits) const;
  int state;
};
struct Rle : Codec { int block (int bits) const override; };
struct Lz : Codec { int block (int bits) const override; };
Codec *make_codec (int k);
