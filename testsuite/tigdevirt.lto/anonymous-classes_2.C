#include "anonymous-classes.h"

namespace {

/* The same names as in unit 1; other classes.  */
struct Impl final : Shape
{
  int area (int x) const override { return 2 * x; }
};

class Holder
{
  Shape *s;
public:
  Holder ();
  ~Holder ();
  int run (int) const;
};

Holder::Holder () : s (new Impl) {}
Holder::~Holder () { delete s; }

__attribute__ ((noinline)) int
Holder::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->area (i);
  return a;
}

} // anon namespace

Shape *make_second () { return new Impl; }
int run_second (int n) { Holder h; return h.run (n); }
