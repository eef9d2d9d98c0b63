// Two interfaces for guess-undefined*.C: Shape's method is pure virtual
// (GCC 11 to 16 guess the one other target), Tool's is defined only in
// the main unit (GCC 16 guesses every target with a body here, up to 3).
struct Shape
{
  virtual int area () const = 0;
  virtual ~Shape () {}
};

struct Tool
{
  virtual int use (int x) const;
  virtual ~Tool () {}
};

int area_of (const Shape *s);
int use_of (const Tool *t, int x);
