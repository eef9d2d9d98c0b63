/* type-change-state.h - what the files of type-changes.h share: each
   function's own reason to change types (compile time, read at the
   link), and the whole-program facts (computed at WPA, read at LTRANS),
   in the tables of one run.

     type-change-walk.cc      compile time: each body's statements;
     type-change-sections.cc  the records (compile -> link) and the
                              facts (WPA -> LTRANS);
     type-changes.cc          link: the facts over the call graph;
                              LTRANS: the answers for calls.
   Internal to those files; the rest of the plugin uses type-changes.h.  */

#ifndef TIGDEVIRT_TYPE_CHANGE_STATE_H
#define TIGDEVIRT_TYPE_CHANGE_STATE_H

#include "type-changes.h"

namespace tigdevirt {
namespace tchange {

/* Why a function may change types by its own statements.  */
enum reason : unsigned
{
  r_none, r_ctor, r_dtor, r_return_slot, r_vptr_store, r_raw_write,
  r_union, r_asm, r_count
};

enum slot_flags : unsigned { s_keeps = 1 };

/* The tables of one run (type_change_facts holds one; the plugin owns
   that and hands it to the passes that fill and read it).  */
struct tables
{
  /* Compile time and link: each function's own reason.  A hash map: one
     entry per function of the link, kept through the analysis (a
     std::map node costs three times as much; bench/scale measures the
     link's peak memory).  */
  hash_map<cgraph_node *, unsigned> local;
  /* Removes a node GCC removes from LOCAL (watch_local): its address may
     become a new node's, which would take its reason, r_none among them
     (remove_unreachable_nodes runs between the walk and the analysis).  */
  cgraph_node_hook_list *local_hook = nullptr;

  /* The facts: functions (their decls) that keep types, per slot of a
     class (key: the vtable's assembler name) its flags.  A hash set, kept
     from the analysis to the end of the link: a third of a std::set's
     memory.  Mutable: GCC 11's hash_set::contains is not const.  */
  mutable hash_set<tree> keeping;
  std::map<std::string, std::map<HOST_WIDE_INT, unsigned>> slots;
  bool external_changes = true;
  bool strict_ok = false;
  /* The fields whose objects no code outside the link reaches
     (field-escapes.h), by class key and position: no call changes their
     objects' types.  */
  std::set<std::pair<std::string, HOST_WIDE_INT>> contained;
  bool have_facts = false;
};

/* The function a call to NODE runs: through aliases; a clone's origin,
   whose body (and fact) it shares.  */
cgraph_node *fact_node (cgraph_node *node);

/* Before TAB.local is filled: a node GCC removes leaves it.  */
void watch_local (tables &tab);

/* Compile time (type-changes/type-change-walk.cc): why statement STMT of the
   current function may change the dynamic type of an object it did not
   create (r_none if it cannot).  */
unsigned stmt_changes (gimple *stmt);

} // namespace tchange
} // namespace tigdevirt

#endif
