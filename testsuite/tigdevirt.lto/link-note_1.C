struct Shape { virtual int area () const = 0; virtual ~Shape () {} };
struct Square final : Shape { int area () const override { return 4; } };

Shape *
make_square ()
{
  return new Square;
}
