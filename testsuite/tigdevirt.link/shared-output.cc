// Built with -flto -shared and the plugin.  Api is exported: code linked
// against the library can derive from it.  Internal is hidden: nothing
// outside the library can see it.
#include "shared-api.h"
Api::~Api () {}
int Api::version () const { return 1; }
struct V2 : Api
{
  int version () const override { return 2; }
};
Api *make_api () { return new V2; }

namespace impl {
struct __attribute__ ((visibility ("hidden"))) Internal
{
  virtual ~Internal () {}
  virtual int value () const = 0;
};
struct __attribute__ ((visibility ("hidden"))) Three : Internal
{
  int value () const override { return 3; }
};
__attribute__ ((noinline, visibility ("hidden"))) int
value_of (const Internal *i)
{
  return i->value ();
}
}
int internal_sum () { impl::Three t; return impl::value_of (&t) + 4; }
