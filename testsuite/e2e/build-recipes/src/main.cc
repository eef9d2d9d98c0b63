// The program: shapes of its own beside the library's, and a hierarchy
// of its own that no other code sees.
#include <cstdio>
#include <cstdlib>
#include "shapes.h"

namespace {

struct Triangle : Shape
{
  Triangle (long b, long h) : b (b), h (h) {}
  long area () const override { return b * h / 2; }
  std::string name () const override { return "triangle"; }
  long sides () const override { return 3; }
  long b, h;
};

struct Counter
{
  virtual ~Counter () = default;
  virtual void add (long v) = 0;
  virtual long total () const = 0;
};

struct Plain : Counter
{
  void add (long v) override { sum += v; }
  long total () const override { return sum; }
  long sum = 0;
};

struct Scaled : Counter
{
  void add (long v) override { sum += 3 * v; }
  long total () const override { return sum / 3; }
  long sum = 0;
};

// Only the link sees that the counter is always a Plain.
__attribute__ ((noinline)) Counter *
make_counter ()
{
  return new Plain;
}

__attribute__ ((noinline)) void
count (Counter &c, const std::vector<std::unique_ptr<Shape>> &shapes)
{
  for (const auto &s : shapes)
    c.add (s->area () * 10 + s->sides ());
}

} // namespace

int
main (int argc, char **argv)
{
  long n = argc > 1 ? std::atol (argv[1]) : 10;
  std::vector<std::unique_ptr<Shape>> shapes;
  for (long i = 1; i <= n; i++)
    {
      shapes.push_back (make_shape (i % 3 ? "square" : "circle", i));
      if (i % 4 == 0)
	shapes.push_back (std::make_unique<Triangle> (i, i + 1));
    }
  Counter *c = make_counter ();
  for (const auto &s : shapes)
    c->add (s->area ());
  Scaled scaled;
  count (scaled, shapes);
  std::printf ("%zu shapes, first %s, last %s\n", shapes.size (),
	       shapes.front ()->name ().c_str (),
	       shapes.back ()->name ().c_str ());
  std::printf ("total area %ld, counted %ld and %ld, mix %ld\n",
	       total_area (shapes), c->total (), scaled.total (),
	       library_mix (n * 100));
  delete c;
  return 0;
}
