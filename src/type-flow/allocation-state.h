/* allocation-state.h - what the files of allocation-types.h share: the
   tables of one compile or link's proofs (held by allocation_facts,
   which the pass owns and hands down), and the walk that makes them.

   allocation-types.h proves a call's dynamic type from the construction
   that made its object; the work is split by stage:
     allocation-walk.cc     compile time: the walk back over the memory
                            states from a pointer to its construction;
     allocation-proofs.cc   compile time: what each function proves with
                            it (calls, returns, arguments, global stores);
     allocation-section.cc  the proofs streamed from compile to link;
     allocation-resolve.cc  link time: proofs joined through the call
                            graph (factories, global variables, PHIs);
     allocation-types.cc    the tables of one run (allocation_facts),
                            forgotten with the edges and nodes they name.
   Internal to those files; the rest of the plugin uses allocation-types.h.  */

#ifndef TIGDEVIRT_ALLOCATION_STATE_H
#define TIGDEVIRT_ALLOCATION_STATE_H

#include "allocation-types.h"
#include "field-types.h"

namespace tigdevirt {
namespace alloc {

/* Every store of a function to a global pointer variable (its decl):
   the stored value's proof, or null (not proved; STORED_NULL: a null
   pointer, which no call is made through).  */
struct global_store
{
  tree var;
  enum { unknown, null, proved, in_cdtor } kind = unknown;
  allocation_proof value;
};

/* The tables of one compile or link (allocation_facts holds one; the
   pass owns that and hands it down).  */
struct tables
{
  /* Per indirect edge, per (direct edge, argument), per function.  */
  std::map<cgraph_edge *, allocation_proof> proofs;
  std::map<std::pair<cgraph_edge *, int>, allocation_proof> arg_proofs;
  std::map<cgraph_node *, allocation_proof> return_proofs;
  std::map<cgraph_node *, std::vector<global_store>> global_stores;
  /* The alternatives of PHI proofs (allocation_proof::any_of), kept as
     long as the proofs: most proofs have none, and a pointer keeps them
     small.  */
  std::deque<std::vector<allocation_proof>> alternative_lists;
  /* The direct edges some proof names as the call that returned it.  */
  std::set<cgraph_edge *> factory_calls;
  /* What each function returns, once resolved (resolve_return); a
     function being resolved is in the map unresolved, so a cycle proves
     nothing.  Forgotten when a node or a factory's edge goes, whose
     address a new one may reuse.  */
  std::map<cgraph_node *, std::pair<bool, proved_type>> returned;
  /* What each global pointer variable holds, once resolved
     (resolve_global).  */
  std::map<varpool_node *, std::pair<bool, proved_type>> global_types;
  /* Each class's destructors in the link, once listed (DESTRUCTORS_LISTED),
     and why each class's may call back (destructor_reentry; null: they
     do not).  */
  std::map<poly_type *, std::vector<cgraph_node *>> destructors;
  bool destructors_listed = false;
  std::map<poly_type *, const char *> reentry_why;
  /* Why a global variable's class is not proved (unresolved_stored).  */
  std::map<tree, const char *> global_why;
  /* Why a field's fact, proved by its stores, resolves to no class (a
     factory's returns prove none, too many classes).  */
  std::map<const field_fact *, const char *> field_why;
  /* The fields whose objects resolution found contained
     (contained_fields).  */
  std::set<std::pair<std::string, HOST_WIDE_INT>> contained_found;
  /* The call graph's removal hooks that forget what names a removed edge
     or node (watch_edges), removed with the tables.  */
  cgraph_edge_hook_list *edge_hook = nullptr;
  cgraph_node_hook_list *node_hook = nullptr;

  ~tables ();
};

/* Keep the alternatives V of a PHI proof as long as T.  */
const std::vector<allocation_proof> *
keep_alternatives (tables &t, std::vector<allocation_proof> &&v);

/* Note the factory calls P names, so that their removal is seen.  */
void note_factory_calls (tables &t, const allocation_proof &p);

/* Watch the call graph's removals once T has proofs to forget.  */
void watch_edges (tables &t);

/* Can a destructor of class C (or of a base of it) run code that loads
   a pointer to the object again and calls through it, while the object
   is being destroyed ([class.cdtor]: such a call goes to the
   destructor's own class, not to C)?  Null if not: every such
   destructor in the link calls only functions defined in the link, GCC
   builtins and leaf functions, none of them through a pointer; else
   why.  */
const char *destructor_reentry (tables &t, poly_type *c, type_graph &g);

/* The walk (allocation-walk.cc).  */

/* Through SSA copies and pointer conversions (GCC's walk_ssa_copies is
   not exported).  */
tree strip_copies (tree op);

/* The address PTR is, through copies and one assignment (an ADDR_EXPR),
   or null.  */
tree address_of (tree ptr);

struct walk_state
{
  /* The SSA name operator new or a factory returned; the factory's
     call, or null.  */
  tree instance;
  gimple *source = nullptr;
  bool source_reached = false;
  HOST_WIDE_INT offset;		/* Bits: the called subobject's vptr.  */
  tree otr_type;
  tree type = NULL_TREE;	/* The class found, and its offset.  */
  HOST_WIDE_INT type_offset = 0;
  unsigned calls = 0;
  bool failed = false;
};

/* Record that the object has class TYPE with the called subobject at
   OFFSET bits (GCC's record_known_type).  */
void record_type (walk_state &w, tree type, HOST_WIDE_INT offset);

/* Set OUT's class to TYPE, the called subobject at OFFSET bits.  */
void set_class (allocation_proof &out, tree type, HOST_WIDE_INT offset);

/* The proof for the object pointer PTR points to at statement AT of the
   current function, spending *BUDGET alias-walk steps.  */
bool prove_value (tables &t, tree ptr, tree otr_type, gimple *at,
		  unsigned *budget, allocation_proof &out, int depth = 0);

} // namespace alloc
} // namespace tigdevirt

#endif
