// Shared by array-types_*.C: automatic arrays of one class, indexed by a
// value the compiler does not know.
// No virtual destructor: the arrays' destruction at the end of their
// scope makes no calls, so the indirect calls counted are the program's.
struct Shape
{
  virtual int sides () const = 0;
};
struct Tri : Shape { int sides () const override; };
struct Quad : Shape { int sides () const override; };
struct Tagged { virtual int tag () const; long payload = 7; };
// Shape is not at offset 0.
struct Labelled : Tagged, Shape { int sides () const override; };

unsigned opaque (unsigned);
void observe (Shape *);
extern int observed;

// With a virtual destructor: the loop that destroys an array walks a
// pointer over its elements and calls the destructor through it.
struct Cell
{
  virtual int value () const;
  virtual ~Cell ();
};
struct Plain : Cell { int value () const override; ~Plain () override; };
struct Fancy : Cell { int value () const override; ~Fancy () override; };
extern int destroyed;
