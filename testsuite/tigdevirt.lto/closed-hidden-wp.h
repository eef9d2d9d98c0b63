// Shared declarations for closed-hidden-wp_*.C.  No class here has a key
// function (every virtual method is inline): under -fvisibility=hidden
// alone another library could derive from its own copy of Shape, so by
// default the hierarchy stays open (tigdevirt.link/hidden-foreign.C).
struct Shape
{
  virtual ~Shape () {}
  virtual int area () const = 0;
};
struct Sq : Shape
{
  explicit Sq (int s) : s (s) {}
  int area () const override { return s * s; }
  int s;
};
struct Tri : Shape
{
  Tri (int b, int h) : b (b), h (h) {}
  int area () const override { return b * h / 2; }
  int b, h;
};
Shape *make_shape (int k);
