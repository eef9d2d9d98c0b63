// Dispatch in inlined copies.  GCC expands a speculative call itself, at
// once, in every copy of a body it inlines (and in a body also inlined
// elsewhere), where the plugin's dispatch cannot act first; after that
// expansion, the last resort of each such copy becomes a direct call when
// GCC's compares leave one target of the complete list; where they leave
// two (GCC's inliner drops the guards of targets it will not inline at
// the recursion's deeper levels), one compare of ours and two direct
// calls (before 2026-12-07 the indirect call stayed: 1,802 indirect calls
// executed on GCC 12, now 2; GCC alone 17,302).
// Hidden visibility closes the hierarchies, so the lists are complete;
// the program's results are GCC alone's, exceptions included.  Before
// this, the helper's inlined copies kept their indirect call (as GCC
// alone does) and the recursive evaluator's loop one per inlined copy
// (19 on GCC 12, against GCC alone's 1; now about half).  The
// evaluator's guards to Add and Mul make its calls recursive, which the
// plugin no longer guards by default (recursive-guards.h); the option
// keeps them, so that the copies are made (recursive-dispatch.C is the
// default's test).
// { dg-do run }
// { dg-options "-fvisibility=hidden -DHIDDEN_BY_PRAGMA -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-stats=dispatch-inlined.json -fplugin-arg-tigdevirt-recursive-guards=1" }
#include <cstdio>
#include "dispatch-inlined.h"

static Expr *trees[12];
static long thrown;

__attribute__ ((noinline)) long
hot_eval (int n)
{
  long sum = 0;
  for (int i = 0; i < n; i++)
    try
      {
	sum += trees[i]->eval ();
      }
    catch (const std::runtime_error &)
      {
	thrown++;
      }
  return sum;
}

__attribute__ ((noinline)) int
hot_tags (Tag **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += tag_of (v[i]);
  return s;
}

__attribute__ ((noinline)) int
hot_tags_twice (Tag **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 2 * tag_of (v[i]);
  return s;
}

int
main ()
{
  unsigned seed = 3;
  for (Expr *&t : trees)
    t = build (seed, 8);
  int (*volatile keep) (const Tag *) = tag_of;
  Tag *tags[9];
  for (int i = 0; i < 9; i++)
    tags[i] = make_tag (i);
  long e = 0;
  int t = 0;
  for (int r = 0; r < 50; r++)
    {
      e += hot_eval (12);
      t += hot_tags (tags, 9) + hot_tags_twice (tags, 9);
    }
  printf ("%ld %ld %d %d\n", e, thrown, t, keep (tags[0]));
  return 0;
}
// { dg-output "45150 300 7650 7" }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in \[^\n\]* after GCC's expansion: the last resort calls eval" "tigdevirt_dispatch2" } }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in \[^\n\]* after GCC's expansion: the last resort calls _ZThn" "tigdevirt_dispatch2" } }
// { dg-final { scan-tree-dump-not "dispatch of call \\d+ in \[^\n\]* given up: a guarded target is not compared" "tigdevirt_dispatch2" } }
// The partitions' counts (docs/stats-format.md, FILE.ltrans).
// { dg-final { scan-json-at-least dispatch-inlined.json.ltrans dispatches_in_copies 1 } }
// { dg-final { scan-tree-dump "dispatch of call \\d+ in \[^\n\]* after GCC's expansion: a compare of ours for eval" "tigdevirt_dispatch2" } }
// { dg-final { scan-json-at-least dispatch-inlined.json.ltrans dispatch_compares_added 1 } }
// { dg-final { indirect-calls hot_eval 0 } }
// { dg-final { indirect-calls hot_tags 0 } }
// { dg-final { indirect-calls hot_tags_twice 0 } }
