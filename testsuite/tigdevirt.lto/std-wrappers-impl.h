#include "std-wrappers.h"
const Op &
op_of (const Slot &s)
{
  return std::visit ([] (const auto &o) -> const Op & { return o; }, s);
}
void
refill (Slot &s, int i)
{
  if (i & 1)
    s = Mul (i % 7 + 1);
  else
    s.emplace<Add> (i);
}
void
thrower (int k)
{
  if (k == 0)
    throw Err ();
  if (k == 1)
    throw IoErr ();
  if (k == 2)
    throw NetErr ();
}
std::function<int (int)>
bound (const Op *p)
{
  return std::bind (&Op::apply, p, std::placeholders::_1);
}
