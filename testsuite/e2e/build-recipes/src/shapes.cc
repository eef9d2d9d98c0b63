// The library: its public shapes, and a private hierarchy only it sees
// (anonymous namespace: closed to any other code).
#include "shapes.h"

namespace {

struct Circle final : Shape
{
  explicit Circle (long r) : r (r) {}
  long area () const override { return 3 * r * r; }
  std::string name () const override { return "circle"; }
  long r;
};

struct Square : Shape
{
  explicit Square (long s) : s (s) {}
  long area () const override { return s * s; }
  std::string name () const override { return "square"; }
  long sides () const override { return 4; }
  long s;
};

struct Step
{
  virtual ~Step () = default;
  virtual long apply (long x) const = 0;
};

struct Twice : Step
{
  long apply (long x) const override { return 2 * x + 1; }
};

struct Shift : Step
{
  long apply (long x) const override { return (x >> 1) ^ 0x55; }
};

// The step a mix starts with: always a Twice, which only the link can
// prove to the calls on what it returns.
__attribute__ ((noinline)) Step *
first_step ()
{
  return new Twice;
}

} // namespace

std::unique_ptr<Shape>
make_shape (const std::string &kind, long size)
{
  if (kind == "circle")
    return std::make_unique<Circle> (size);
  return std::make_unique<Square> (size);
}

long
total_area (const std::vector<std::unique_ptr<Shape>> &shapes)
{
  long sum = 0;
  for (const auto &s : shapes)
    sum += s->area () + s->sides ();
  return sum;
}

long
library_mix (long n)
{
  Step *first = first_step ();
  Shift shift;
  const Step *steps[] = { first, &shift };
  long x = n;
  for (long i = 0; i < n; i++)
    x = (first->apply (x) + steps[i & 1]->apply (x)) & 0xffffff;
  delete first;
  return x;
}

// A hierarchy of the library's own, hidden from its users, whose objects
// reach the library through an opaque handle: no compiler can know their
// class, and -fsuggest-final suggests declaring Dial final
// (build-recipes.sh: the suggestions under libtool).
struct __attribute__ ((visibility ("hidden"))) Gauge
{
  virtual ~Gauge ();
  virtual long read (long x) const;
};

struct __attribute__ ((visibility ("hidden"))) Dial : Gauge
{
  long read (long x) const override;
};

Gauge::~Gauge () {}
long Gauge::read (long x) const { return x; }
long Dial::read (long x) const { return 3 * x; }

void *
make_dial ()
{
  return new Dial;
}

long
dial_read (const void *dial, long x)
{
  return static_cast<const Dial *> (dial)->read (x);
}
