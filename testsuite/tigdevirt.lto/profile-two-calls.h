// Shared by profile-two-calls_*: a shape with two methods and four
// implementations, made by a factory in another translation unit.
struct Shape
{
  virtual long area (long s) const = 0;
  virtual long edges () const = 0;
  virtual ~Shape () {}
};
struct Square : Shape { long area (long s) const override; long edges () const override; };
struct Tri : Shape { long area (long s) const override; long edges () const override; };
struct Hex : Shape { long area (long s) const override; long edges () const override; };
struct Dot : Shape { long area (long s) const override; long edges () const override; };
Shape *make_shape (int kind);
