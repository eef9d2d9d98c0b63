// The main unit of guess-undefined*.C: the only objects of the program.
#include <cstdio>
#include "guess-undefined.h"

struct Square : Shape
{
  int side;
  explicit Square (int s) : side (s) {}
  int area () const override { return side * side; }
};

int
Tool::use (int x) const
{
  return x + 1;
}

int
main ()
{
  Square sq (3);
  Tool t;
  std::printf ("guess %d %d\n", area_of (&sq), use_of (&t, 4));
  return 0;
}
