// Built with -flto -shared and the plugin in whole-program mode.  Api is
// exported (code linked against the library derives from it): its vtables
// must keep their layout, and calls through it are left alone.  The
// hidden hierarchy is closed: its values are stored next to its vtables.
#include "vcp-shared-api.h"
Api::~Api () {}
int Api::code (int k) const { return k + 1; }
struct Two : Api { int code (int k) const override { return 2 * k; } };
Api *make_api (int i) { return i % 2 ? new Two : new Api; }
__attribute__ ((noinline)) int
api_sum (Api **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i]->code (5);
  return s;
}

namespace {
struct __attribute__ ((visibility ("hidden"))) Shape
{
  virtual ~Shape () {}
  virtual int sides (int scale) const { return 0; }
};
struct __attribute__ ((visibility ("hidden"))) Tri : Shape
{
  int sides (int scale) const override { return 3 * scale; }
};
struct __attribute__ ((visibility ("hidden"))) Quad : Shape
{
  int sides (int scale) const override { return 4 * scale; }
};
__attribute__ ((noinline)) int
sides_of (Shape **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i]->sides (10);
  return s;
}
}
int
internal_sum ()
{
  Shape a; Tri b; Quad c;
  Shape *v[] = { &a, &b, &c, &b };
  return sides_of (v, 4);
}
