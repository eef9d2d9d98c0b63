// Calls through function-pointer fields, each the only function stored
// there at run time: a codec's step (one of two its constructor may
// store), a table of operations' two (fast and slow tables), a
// std::function's invoker.  GCC alone calls each indirectly; the plugin
// guards the stored functions and inlines them.
#include "../common.h"
#include "types.h"
static Codec *codec;
static const Ops *ops;
static Hook hook;
void setup ()
{
  codec = new Codec (0);
  ops = ops_for (0);
  set_hook (hook, 3);
}
HOT long
hot_loop ()
{
  long n = 0;
  int acc = 0;
  for (int i = 0; i < 1000; i++)
    {
      acc = codec->step (acc, i);
      n += ops->store (ops->load (i)) + hook.f (i) + acc;
    }
  return n;
}
int main (int argc, char **argv) { return bench_main (argc, argv); }
