// Every way a virtual method can be reached without a plain virtual call
// naming it, and one method nothing reaches (Shape::never): the programs
// of dead-methods*_0.C.
#include <typeinfo>

extern int trace;

struct Shape
{
  Shape ();
  virtual ~Shape ();
  virtual int area () const;			// plain virtual calls
  virtual int by_pointer () const;		// only a pointer to member
  virtual long by_cast_pointer (int) const;	// only a pointer to member
						// cast to another type
  virtual int in_cdtor () const;		// only from Square's ctor/dtor
  virtual int by_rtti () const;			// only on a typeid- or
						// dynamic_cast-selected object
  virtual int direct () const;			// only as Shape::direct ()
  virtual int never () const;			// nothing: dead
};

struct Square : Shape
{
  Square (int s);
  ~Square ();
  int area () const override;
  int side;
};

// A second base: its method is reached only through the secondary vtable
// (a thunk).
struct Named
{
  virtual ~Named ();
  virtual const char *name () const;
};

struct Widget : Shape, Named
{
  int area () const override;
  const char *name () const override;
};

// Virtual inheritance: the hierarchy is left alone as a whole.
struct Node
{
  virtual ~Node ();
  virtual int weight () const;
  virtual int spare () const;
};
struct Left : virtual Node { int weight () const override; };
struct Right : virtual Node { };
struct Diamond : Left, Right { };

Shape *make_shape (int i);
Named *make_named ();
Node *make_node (int i);
int call_in_cdtor (const Shape *s);
