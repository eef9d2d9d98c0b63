// Second TU of harness-lto: the definitions the virtual call reaches.
#include "harness-lto.h"

struct Derived : Base
{
  int value () const override { return 42; }
};

int Base::value () const { return 0; }
Base::~Base () {}

// noipa: the plugin would otherwise prove the type make_derived returns
// (allocation-types.h) and leave GCC's devirt no polymorphic call to see.
__attribute__ ((noipa)) Base *
make_derived ()
{
  return new Derived;
}
