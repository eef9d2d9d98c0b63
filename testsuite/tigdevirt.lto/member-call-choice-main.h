// The program of member-call-choice*.
#include "member-call-choice.h"
#include <cstdio>

int
main (int argc, char **)
{
  D d;
  E e;
  printf ("%d %d %d\n", use (argc > 5, &d, &e), use (argc > 0, &d, &e),
	  use_null (argc > 0, &d));
  return 0;
}
