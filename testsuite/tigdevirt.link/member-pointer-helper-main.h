// main of member-pointer-*.C.
#include <cstdio>
#include "member-pointer-helper.h"

Gauge::~Gauge () {}
int Gauge::read () const { return 1; }
int Gauge::by_pointer () const { return 2; }
int Dial::read () const { return 10; }
int Dial::by_pointer () const { return 20; }
Gauge *make_gauge (int i) { return i ? new Dial : new Gauge; }

int
main (int argc, char **)
{
  int sum = 0;
  for (int i = 0; i < 2; i++)
    {
      Gauge *g = make_gauge (i + argc - 1);
      sum += g->read () + through_pointer (g);
      delete g;
    }
  std::printf ("%d\n", sum);
  return 0;
}
