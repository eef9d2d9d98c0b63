/* final-suggestions.h - which classes and methods, declared `final',
   would let any C++ compiler make the program's calls direct.

   -fplugin-arg-tigdevirt-suggest-final[=types,methods,FILE].  For every
   polymorphic call whose target list under C++ rules alone (what GCC
   sees without the plugin) is not already one complete target, ask what
   `final' would change:
     class C, the call's outer type, has no derived class: C final means
       C's dynamic type is exactly C;
     method M, in the outer type's slot, is overridden by no class: M
       final means no derived class can change the slot;
   either way the list becomes the outer type's own slot (plus the
   vtables of construction): one complete target or not.  Both give the
   same list, so one `final' is all a call can need.  Calls are counted
   per call edge and weighed by GCC's count (measured under
   -fprofile-use, else its static estimate).

   A suggestion is per declaration: every specialization of a class
   template, every unit's copy of a header's class, share one.  It is
   made only if every class (method) with that declaration qualifies:
   no derived class (overrider) in the program, none possible outside it
   by the linker's resolutions.  A class suggestion that gains every call
   of one of its methods replaces the method's.  Suggestions are ranked
   by weighted gain, then calls; warned about at the declaration under
   -Wsuggest-final-types/-Wsuggest-final-methods with a fix-it inserting
   `final' (declaration-sites.h), with notes naming the hottest calls;
   filtered by the threshold, the user's suppression file and
   `#pragma GCC diagnostic ignored' at the declaration; cut at the limit
   with one summary line.  docs/final-suggestions.md has the JSON
   report's format.  */

#ifndef TIGDEVIRT_FINAL_SUGGESTIONS_H
#define TIGDEVIRT_FINAL_SUGGESTIONS_H

#include "call-sites.h"
#include "closed-hierarchies.h"
#include "target-list.h"
#include "declaration-sites.h"

namespace tigdevirt {

/* What report () made, for the statistics (stats.h): suggestions made,
   shown and the calls they gain, hidden ones by why, candidates not
   suggested.  */
struct final_counts
{
  unsigned suggestions = 0;
  unsigned shown = 0;
  unsigned long calls = 0;
  std::map<std::string, unsigned> hidden;
  unsigned rejected = 0;
};

class final_advisor
{
public:
  /* DECLS: the run's class and method declarations, where the
     suggestions go.  */
  final_advisor (const type_graph &g, target_cache &cache,
		 declaration_table &decls)
    : g (g), cache (cache), decls (decls) {}

  /* Call C, whose list under C++ rules is CXX.  */
  void note_call (const call_site &c, const target_list &cxx);

  /* Decide, warn, write the report; what it made.  Then keep GCC's own
     -Wsuggest-final-* warnings (weaker, and for the same declarations)
     from coming a second time.  */
  final_counts report (const hierarchy_closure &closure);

  struct gained_call
  {
    const call_site *call;
    double weight;
    bool measured;
    cgraph_node *target;
  };

private:
  const type_graph &g;
  target_cache &cache;
  declaration_table &decls;
  std::vector<gained_call> calls;
  /* Indexes into CALLS, by the class or method whose `final' gains
     them.  */
  std::map<poly_type *, std::vector<unsigned>> by_class;
  std::map<tree, std::vector<unsigned>> by_method;
};

} // namespace tigdevirt

#endif
