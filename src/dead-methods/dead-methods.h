/* dead-methods.h - removing virtual methods that no call can reach.

   A live vtable keeps every method it names, so a virtual method no call
   can reach stays in the program (and drags in everything it references)
   as long as its class has objects.  In a hierarchy whose every class is
   closed (closed-hierarchies.h), a method is dead when
     - no polymorphic call's target list contains it (construction and
       destruction contexts included; lists are computed before any
       decision changes the call graph, and a call a decision took keeps
       its targets alive through its new direct edges);
     - nothing calls it directly (its thunks aside, which must be dead
       too) and nothing but vtables of its hierarchy refers to it;
     - no pointer-to-member constant of the program names its slot
       (member-pointers.h);
   and its hierarchy can be seen whole:
     - every object of the link was compiled with the plugin (else a
       pointer to member function might be unrecorded);
     - no virtual inheritance (construction vtables and virtual thunks are
       left alone);
     - for a hierarchy not local to one unit (anonymous namespace; at
       link time also function-local classes, whose vtables may be
       emitted by several units): no symbol code outside the LTO unit can
       reach (a non-LTO object, a shared library, the dynamic symbol table,
       the other side of an undefined reference) has a class of the
       hierarchy in its type, through pointers, references, arrays and
       fields; and the program does not load code at run time (dlopen).
   The dead method's slots in every vtable are replaced by
   __cxa_pure_virtual (a mistake shows as "pure virtual method called",
   never as a jump to garbage) and GCC's unreachable-symbol removal then
   drops its body and everything only it kept alive: at WPA before
   partitioning, in the one lto1 of -flto-partition=none, or in cc1plus
   without -flto.  docs/dead-methods.md has the rules and the reasons.  */

#ifndef TIGDEVIRT_DEAD_METHODS_H
#define TIGDEVIRT_DEAD_METHODS_H

#include "closed-hierarchies.h"
#include "target-list.h"

namespace tigdevirt {

struct dead_method
{
  cgraph_node *node;
  std::vector<cgraph_node *> thunks;
  const poly_type *root;	/* Its hierarchy, for the report.  */
  const char *closure;		/* Why the hierarchy is closed.  */
  unsigned slots = 0;		/* Vtable entries cleared (when applied).  */
  int size = 0;			/* GCC's size estimate of the body.  */
};

struct dead_method_report
{
  /* Why no method was considered at all; null if some were.  */
  const char *disabled = nullptr;
  unsigned hierarchies_considered = 0;
  /* Hierarchies left alone, by reason.  */
  std::map<std::string, unsigned> hierarchies_kept;
  unsigned methods_considered = 0;
  /* Methods kept, by reason.  */
  std::map<std::string, unsigned> methods_kept;
  std::vector<dead_method> removed;
  unsigned slots_cleared = 0;
  unsigned thunks_removed = 0;
  unsigned long size_removed = 0;
};

class dead_method_finder
{
public:
  /* Every call's target list, as computed (before decisions).  SHARED:
     T is a list the target cache keeps, which other calls give again
     (noted once: a base with thousands of classes and thousands of
     calls would insert millions of times).  */
  void note_targets (const target_list &t, bool shared = false);

  /* Decide which methods are dead; changes nothing.  */
  dead_method_report decide (const type_graph &g,
			     const hierarchy_closure &closure) const;

private:
  std::set<cgraph_node *> live;
  std::set<const target_list *> noted;
};

/* Clear the dead methods' slots (counting them in R); GCC's removal of
   unreachable symbols (TODO_remove_functions) then drops their bodies.
   Returns the TODO flags for the pass; R's nodes stay valid until then.  */
unsigned remove_dead_methods (dead_method_report &r);

void dump_dead_methods (FILE *f, const dead_method_report &r);

} // namespace tigdevirt

#endif
