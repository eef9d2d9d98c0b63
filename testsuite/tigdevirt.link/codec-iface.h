// An interface implemented only in a shared library of the link
// (libshared-codec.so): the program has no symbol of it at all.
struct Codec
{
  virtual ~Codec () {}
  virtual int encode (int x) const = 0;
};
Codec *make_codec ();
