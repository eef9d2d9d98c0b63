// The program of the shared-output tests, linked against the library.
#include <cstdio>
#include "shared-api.h"
struct Mine : Api
{
  int version () const override { return 7; }
};
__attribute__ ((noinline)) int
version_of (const Api *a)
{
  return a->version ();
}
int
main ()
{
  Api *theirs = make_api ();
  Api *mine = new Mine;
  printf ("%d %d %d\n", version_of (theirs), version_of (mine), internal_sum ());
  delete theirs;
  delete mine;
  return 0;
}
