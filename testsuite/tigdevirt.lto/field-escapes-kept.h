// The classes of field-escapes-kept_0.C; members in field-escapes-kept_1.C.
#ifndef FIELD_ESCAPES_KEPT_H
#define FIELD_ESCAPES_KEPT_H
struct Shape
{
  virtual int area (int) const;
  virtual ~Shape ();
};
struct Sq : Shape { int area (int) const override; };
struct Ci : Shape { int area (int) const override; };

// A private field every store of which stores a Sq: a query asks where
// its objects go.
class Keeper
{
  Shape *s;
public:
  Keeper ();
  ~Keeper ();
  int run (int n) const;
};

// A public field: code outside the link may store to it, so no query
// asks about it.
struct Open
{
  Shape *s;
  Open ();
  int run (int n) const;
};

// A private field only null is stored to: nothing to ask either.
class Empty
{
  Shape *s;
public:
  Empty ();
  int run (int n) const;
};
#endif
