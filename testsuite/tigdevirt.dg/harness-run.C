// Harness self-test: dg-do run, the program's output checked with
// dg-output, an IPA dump of a single TU found and scanned, and a file the
// compiler writes under a name the test gives (as the plugin's stats file
// will be) scanned with scan-file and deleted afterwards.
// { dg-do run }
// { dg-options "-fdump-ipa-devirt -fdump-ipa-inline=harness-run.inline.txt" }

#include <cstdio>

struct Shape
{
  virtual int sides () const = 0;
  virtual ~Shape () {}
};

struct Square final : Shape
{
  int sides () const override { return 4; }
};

__attribute__ ((noipa)) static int
count (const Shape &s)
{
  return s.sides ();
}

int
main ()
{
  Square sq;
  std::printf ("sides=%d\n", count (sq));
  std::printf ("done\n");
  return 0;
}

// { dg-output "sides=4\n" }
// { dg-output "done" }
// { dg-final { scan-ipa-dump "1 polymorphic calls" "devirt" } }
// { dg-final { scan-ipa-dump-times "Procesing function" 1 "devirt" } }
// { dg-final { scan-file harness-run.inline.txt "IPA function summary for int main" } }
// { dg-final { scan-file-not harness-run.inline.txt "inlined into int main" } }
