// The classes of field-contained_0.C: strategies held in private pointer
// fields, by default (hierarchies open).  Members are defined in
// field-contained_1.C.
#ifndef FIELD_CONTAINED_H
#define FIELD_CONTAINED_H
struct Shape
{
  virtual int area (int) const;
  virtual ~Shape ();
  int twice (int x) const;	// Non-virtual: calls area on its `this'.
};
struct Sq : Shape { int area (int) const override; };
struct Ci : Shape { int area (int) const override; };
// Its area gives `this' away.
struct Leaker : Shape { int area (int) const override; };
extern const Shape *last_seen;

// Every use of its objects is in the link: contained.
class Keeper
{
  Shape *s;
public:
  Keeper ();
  ~Keeper ();
  void renew ();
  int run (int n) const;
};

// Its objects' method stores `this' in a global: they escape.
class Giver
{
  Shape *s;
public:
  Giver ();
  int run (int n) const;
};

// An inline member no unit of the link compiles: code outside the link
// may run it and pass the object on.
class Peeked
{
  Shape *s;
public:
  Peeked ();
  Shape *peek () const { return s; }
  int run (int n) const;
};

// A member builds another class in the object's storage.
class Rebuilt
{
  Shape *s;
public:
  Rebuilt ();
  void morph ();
  int run (int n) const;
};

// Its objects' area passes `this' to a member function of a class
// without virtual methods (not walked: the object escapes).
struct Mark { void note () const; };
extern int marks;
struct Stamped : Mark, Shape { int area (int) const override; };
class Stamper
{
  Shape *s;
public:
  Stamper ();
  int run (int n) const;
};

// Passes its object to a function.
int measure (const Shape *p, int x);
class Lender
{
  Shape *s;
public:
  Lender ();
  int run (int n) const;
};
#endif
