// The plugin library: derives from Greeter, built without LTO.
#include "greeter.h"
struct Extra : Greeter
{
  const char *greet () const override { return "extra"; }
};
extern "C" Greeter *make_greeter () { return new Extra; }
