// A class declared with an empty macro after its name (zeromq's
// ZMQ_FINAL in its autotools build) is suggested at the link, in every
// partition mode, with a note at the macro and no fix-it; a plain class
// beside it keeps its fix-it.  The program runs unchanged.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final -fplugin-arg-tigdevirt-dump -fdiagnostics-parseable-fixits" }
// { dg-messages-from "suggest-final-macro.h" }
#include "suggest-final-macro.h"

namespace pipes {
__attribute__ ((noipa)) int run_plain (Plain *p, int x) { return p->read (x); }
}

int
main ()
{
  pipes::Queue<int> q;
  pipes::Plain p;
  std::printf ("%d %d\n", pipes::run_queue (&q, 3), pipes::run_plain (&p, 3));
  return 0;
}

// { dg-output "6 8" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-macro.h\":\\\{24:13-24:13\\\}:\" final\"\n" }
// { dg-final { scan-wpa-ipa-dump "suggest-final class pipes::Queue<int> calls=2 weight=\[0-9.\]* macro\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "suggest-final class pipes::Plain calls=1 weight=\[0-9.\]* fixit\n" "tigdevirt" } }
