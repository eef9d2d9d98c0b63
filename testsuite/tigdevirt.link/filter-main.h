// The program of the rdynamic-keyfunction tests.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <dlfcn.h>
#include "filter.h"

Filter::~Filter () {}
int Filter::apply (int x) const { return x; }

__attribute__ ((noinline)) int
run (const Filter *f, int x)
{
  return f->apply (x);
}

int
main ()
{
  std::string lib = std::string (getenv ("TIGDEVIRT_TEST_DIR"))
		    + "/librdynamic-doubler.so";
  void *h = dlopen (lib.c_str (), RTLD_NOW);
  if (!h)
    {
      printf ("dlopen: %s\n", dlerror ());
      return 1;
    }
  Filter *plain = new Filter;
  Filter *loaded = ((make_filter_fn *) dlsym (h, "make_filter")) ();
  printf ("%d %d\n", run (plain, 21), run (loaded, 21));
  delete plain;
  delete loaded;
  return 0;
}
