#include <cstdio>
#include "hierarchy.h"

Animal::~Animal () {}
const char *Dog::sound () const { return "woof"; }

__attribute__ ((noinline)) int
describe (const Animal *a, char *buf)
{
  return sprintf (buf, "%s/%d", a->sound (), a->legs ()); // { dg-message "optimized: speculatively devirtualizing call in describe\\(Animal const\\*, char\\*\\) to Animal::legs\\(\\) const, Bird::legs\\(\\) const" }
  // { dg-message "optimized: speculatively devirtualizing call in describe\\(Animal const\\*, char\\*\\) to Bird::sound\\(\\) const, Dog::sound\\(\\) const" "" { target *-*-* } .-1 }
}
