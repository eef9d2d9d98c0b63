// Loaded with dlopen: derives from the executable's Filter.
#include "filter.h"
struct Doubler : Filter
{
  int apply (int x) const override { return 2 * x; }
};
extern "C" Filter *make_filter () { return new Doubler; }
