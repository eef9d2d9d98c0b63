struct Shape
{
  virtual int area (int x) const = 0;
  virtual int side (int x) const = 0;
  virtual ~Shape () {}
};
int build (const Shape *s, int x);
int setup (const Shape *s, int x);
