/* closed-hierarchies.h - which class hierarchies no outside code can extend.

   A type's target lists are complete only if no code outside this LTO unit
   can derive from it.  Each type is judged on its own, then openness flows
   from derived types to their bases (code that can derive from D derives,
   through D, from every base of D).

   A type is closed by its own rule when
     - C++ proves it: final, anonymous namespace, function-local; or
     - at link time (WPA, or -flto-partition=none), it has hidden visibility
       by its own declaration, or by -fvisibility=hidden with the key
       function of it or of a base in the link (another library cannot
       then have its vtable: link-view.h), or the user asserts
       whole-program visibility
       (-fplugin-arg-tigdevirt-whole-program-visibility), and the linker
       resolutions show no vtable, VTT, typeinfo, constructor, destructor or
       virtual method of the type reachable from outside the IR (exported
       dynamically, defined or referenced by a non-LTO object or a shared
       library of the link);
   and it is open when listed in -fplugin-arg-tigdevirt-open-hierarchies=FILE
   or, for the link-time rules, when it belongs to the C++ runtime (std::,
   __gnu_cxx::, __cxxabiv1::).  A hierarchy (a connected component of the
   inheritance graph) is reported closed when all of its types are.  */

#ifndef TIGDEVIRT_CLOSED_HIERARCHIES_H
#define TIGDEVIRT_CLOSED_HIERARCHIES_H

#include "type-graph.h"

namespace tigdevirt {

struct closure_counts
{
  unsigned hierarchies_closed = 0;
  unsigned hierarchies_open = 0;
  unsigned hierarchies_partly = 0;
  unsigned types_closed = 0;
  unsigned types_open = 0;
  unsigned types_constructions_known = 0;
  unsigned types_not_instantiated = 0;
  /* Types closed only by the whole-program assertion.  */
  unsigned types_closed_by_assertion = 0;
  /* At link time: types whose only outside reach is the dynamic symbol
     table of the program (-rdynamic, --export-dynamic), and the
     hierarchies not closed for that reason alone.  */
  unsigned types_open_exported = 0;
  unsigned hierarchies_open_exported = 0;
};

class hierarchy_closure
{
public:
  /* Decide every type of G (sets derivations_known, constructions_known,
     closure_reason), then run rapid type analysis on the closed ones.  */
  void compute (type_graph &g);

  void dump (FILE *f, bool details) const;
  const closure_counts &counts () const { return n; }

  /* In whole-program mode, when the program can load code at run time,
     warn once and name the hierarchies only the assertion closed.  */
  void warn_runtime_loading () const;

  /* In whole-program mode, when an executable's dynamic exports kept
     hierarchies open, say so in one line (and why: -rdynamic).  */
  void note_dynamic_exports () const;

  struct hierarchy
  {
    poly_type *root;
    std::vector<poly_type *> types;
    unsigned closed = 0;
    /* Some type is closed only by the whole-program assertion and no type
       is in the open list.  */
    bool by_assertion = false;
    /* Only dynamic exports of the program keep it open.  */
    bool open_by_export = false;
    bool all_closed () const { return closed == types.size (); }
  };
  /* Every hierarchy (connected component), valid after compute.  */
  const std::vector<hierarchy> &all () const { return hierarchies; }

  /* At link time: why code outside the LTO unit may derive from T by the
     linker's resolutions ("typeinfo for C exported dynamically", "no
     symbol in the LTO unit"), or null.  Whatever its visibility: a class
     whose symbols only the IR reaches has no derived class elsewhere.  */
  const char *outside_reach_of (const poly_type *t) const;

private:
  std::vector<hierarchy> hierarchies;
  std::map<const poly_type *, std::string> outside;
  closure_counts n;
};

/* Is NAME (as type_name_of prints it) a class of the C++ runtime (std::,
   __gnu_cxx::, __cxxabiv1::)?  Outside the user's hierarchies: always
   open at link time, never suggested final.  */
bool runtime_class_name (const std::string &name);

} // namespace tigdevirt

#endif
