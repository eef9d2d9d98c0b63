// Shared declarations for closed-hidden_*.C.
struct Codec
{
  virtual ~Codec ();
  virtual int encode (int x) const = 0;
  virtual const char *name () const;
};
struct Rot : Codec
{
  int encode (int x) const override;
  const char *name () const override;
};
// Defined, never constructed: rapid type analysis drops its methods.
struct Unused : Codec
{
  int encode (int x) const override;
  const char *name () const override;
};
// A hierarchy without objects: a call on it cannot happen.
struct Never
{
  virtual int f () const;
};
Codec *make_codec ();
