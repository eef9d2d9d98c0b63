#include "types.h"
static int plain_step (int acc, int x) { return acc * 31 + x; }
static int mixed_step (int acc, int x) { return (acc ^ (x << 3)) + 7; }
Codec::Codec (int mode)
{
  fn = plain_step;
  if (mode == 1)
    fn = mixed_step;
}
static int load_fast (int x) { return x + 3; }
static int load_slow (int x) { return x * 2 + 1; }
static int store_any (int x) { return x ^ 0x55; }
static const Ops fast_ops = { load_fast, store_any };
static const Ops slow_ops = { load_slow, store_any };
const Ops *ops_for (int kind) { return kind ? &slow_ops : &fast_ops; }
void set_hook (Hook &h, int k) { h.f = [k] (int x) { return x * k + 1; }; }
