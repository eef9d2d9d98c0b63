#include <utility>
#include "field-outside-copy.h"

// Not in the link's LTO unit: the implicit copy and move members of Engine
// are instantiated here.
void
outside_copy (Engine *to, const Engine *from)
{
  Engine copy (*from);
  Engine moved (std::move (copy));
  *to = *from;
  *to = std::move (moved);
}

namespace {
struct Twice : Strategy
{
  int step (int x) const override { return 2 * x; }
};
}

Custom &
Custom::operator= (const Custom &)
{
  s = new Twice;
  return *this;
}

void
outside_custom (Custom *to, const Custom *from)
{
  *to = *from;
}
