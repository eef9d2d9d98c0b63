struct Shape { virtual int area () const = 0; virtual ~Shape () {} };
struct Square final : Shape { int area () const override { return 9; } };

Shape *
make_shape ()
{
  return new Square;
}
