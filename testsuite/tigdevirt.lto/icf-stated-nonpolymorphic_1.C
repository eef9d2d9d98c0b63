// The second instantiation of icf-stated-nonpolymorphic_0.C's parser.
#include "icf-stated-nonpolymorphic.h"
int
parse_h2 (int x)
{
  parser<h2> p;
  return p.parse (x);
}
