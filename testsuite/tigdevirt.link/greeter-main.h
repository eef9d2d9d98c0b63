// The program of the dlopen-interface tests: one Greeter of its own, one
// from a library loaded at run time.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <dlfcn.h>
#include "greeter.h"

struct Builtin : Greeter
{
  const char *greet () const override { return "builtin"; }
};

__attribute__ ((noinline)) void
say (const Greeter *g)
{
  printf ("%s\n", g->greet ());
}

Greeter *
load_greeter ()
{
  std::string lib = std::string (getenv ("TIGDEVIRT_TEST_DIR"))
		    + "/libdlopen-greeter.so";
  void *h = dlopen (lib.c_str (), RTLD_NOW);
  if (!h)
    {
      printf ("dlopen: %s\n", dlerror ());
      exit (1);
    }
  return ((make_greeter_fn *) dlsym (h, "make_greeter")) ();
}

int
main ()
{
  Greeter *mine = new Builtin;
  Greeter *theirs = load_greeter ();
  say (mine);
  say (theirs);
  delete mine;
  delete theirs;
  return 0;
}
