// The second translation unit of vcp-seed*_*.C.
#include "vcp-seed.h"
Base::~Base () {}
bool Base::isDerived () const { return false; }
bool Base::isOfType (Type t) const { return t == kBase; }
bool Derived::isDerived () const { return true; }
bool Derived::isOfType (Type t) const { return t == kDerived; }
bool Other::isOfType (Type t) const { return t == kOther; }
Base *
make (int i)
{
  switch (i % 3)
    {
    case 0: return new Base;
    case 1: return new Derived;
    default: return new Other;
    }
}
