// The classes of field-contained-reuse_0.C: strategies in private pointer
// fields, defined in field-contained-reuse_1.C.  make_at builds a Quad in
// storage it receives: it changes types, and by default code outside the
// link may call it through a vtable.
#ifndef FIELD_CONTAINED_REUSE_H
#define FIELD_CONTAINED_REUSE_H
struct Step
{
  virtual int step (int) const;
  virtual int size () const;
  virtual Step *make_at (void *mem) const;
  virtual ~Step ();
};
int remake ();
struct Lin : Step { int step (int) const override; int size () const override; };
struct Quad : Step { int step (int) const override; int size () const override; };

// A Lin or a Quad, whose objects reach no code outside the link.
class Pair
{
  Step *s;
public:
  explicit Pair (bool quad);
  ~Pair ();
  int run (int n) const;
};

// The same, but its object is given to code outside the link.
class Shown
{
  Step *s;
public:
  explicit Shown (bool quad);
  ~Shown ();
  int run (int n) const;
};
#endif
