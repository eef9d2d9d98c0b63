// Second TU of harness-lto: the definitions the virtual call reaches.
#include "harness-lto.h"

struct Derived : Base
{
  int value () const override { return 42; }
};

int Base::value () const { return 0; }
Base::~Base () {}

Base *
make_derived ()
{
  return new Derived;
}
