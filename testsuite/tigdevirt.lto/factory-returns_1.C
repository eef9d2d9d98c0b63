#include "factory-returns.h"

long Volt::read (long x) { return x + k; }
long Amp::read (long x) { return 2 * x; }
void report (Meter *) {}
Meter *
make (int k)
{
  if (k > 3)
    {
      report (nullptr);
      return new Volt (k);
    }
  return new Volt (1);
}
Meter *
either (int k)
{
  if (k > 3)
    return new Volt (k);
  return new Amp;
}
Meter *
maybe (int k)
{
  if (k > 30)
    return nullptr;
  return new Volt (k);
}
