// Loading the plugin makes the dynamic loader read cc1plus's symbol
// tables to bind it; the plugin then drops those pages from the
// process's resident set (loader-pages.h): the dump says how much, and
// a program compiled after that runs as it should (the pages come back
// unchanged whenever a lookup needs them: the exception below unwinds
// through dl_iterate_phdr, which reads the program headers there).
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include <stdexcept>

struct Shape { virtual int sides () const = 0; virtual ~Shape () {} };
struct Square : Shape { int sides () const override { return 4; } };

__attribute__ ((noinline)) int
count (const Shape &s)
{
  if (s.sides () > 3)
    throw std::runtime_error ("many");
  return s.sides ();
}

int
main ()
{
  Square q;
  try { count (q); }
  catch (const std::exception &e) { printf ("%s %d\n", e.what (), q.sides ()); }
  return 0;
}
// { dg-output "many 4" }
// { dg-final { scan-ipa-dump "loader pages: released=\[1-9\]\[0-9\]*KB" "tigdevirt" } }
