// Shared by factory-types_*.C: objects made by functions that return
// them (factories, in another unit and not inlined), then handed to code
// in another unit before their virtual calls or passed to a function.
struct Shape
{
  virtual int sides () const = 0;
  virtual ~Shape () {}
};

struct Tri : Shape
{
  int sides () const override;
};

struct Quad : Shape
{
  int sides () const override;
};

// A class whose Shape base is not at offset 0.
struct Tagged
{
  virtual int tag () const;
  long payload = 7;
};

struct Labelled : Tagged, Shape
{
  int sides () const override;
};

// Factories (factory-types_1.C), each kept out of line.
Shape *make_tri ();
Shape *make_again ();		// make_tri's object, after a call
Shape *make_labelled ();	// a Shape at offset 16 of a Labelled
Shape *make_quad ();
Shape *pick (int);		// a Tri or a Quad
// Weak here, returning a Tri; factory-types_2.C's strong definition,
// returning a Quad, is the one the program runs.
Shape *overridden ();

// In another unit: what the calls cross.
void observe (Shape *);
extern int observed;
