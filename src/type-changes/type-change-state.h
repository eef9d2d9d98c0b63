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

/* Each function's own reason, by its node's uid: one byte per node
   (the reason plus one; 0: no record).  A cgraph node's uid is never
   another's (cgraph_max_uid only grows), so a node GCC removes leaves
   an entry no node reads.  At the link it holds every unit's copy of
   each comdat body, read before GCC merges them: bench/scale/shapes'
   headers-100 (100 units, 6,000 inline functions of one header in
   each) took 16 MB in the hash map this replaces, 0.6 MB here.  */
class node_reasons
{
  static_assert (r_count < 255, "a reason plus one fits a byte");
  std::vector<unsigned char> m_why;
public:
  /* NODE's reason, or null when nothing recorded one.  */
  const unsigned char *get (cgraph_node *node) const
  {
    unsigned uid = node->get_uid ();
    return uid < m_why.size () && m_why[uid] ? &m_why[uid] : nullptr;
  }
  static unsigned reason (const unsigned char *r) { return *r - 1u; }
  void put (cgraph_node *node, unsigned why)
  {
    unsigned uid = node->get_uid ();
    if (uid >= m_why.size ())
      m_why.resize (uid + 1 + uid / 2);
    m_why[uid] = why + 1;
  }
};

/* The tables of one run (type_change_facts holds one; the plugin owns
   that and hands it to the passes that fill and read it).  */
struct tables
{
  /* Compile time and link: each function's own reason (node_reasons).  */
  node_reasons local;

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

/* Compile time (type-changes/type-change-walk.cc): why statement STMT of the
   current function may change the dynamic type of an object it did not
   create (r_none if it cannot).  */
unsigned stmt_changes (gimple *stmt);

} // namespace tchange
} // namespace tigdevirt

#endif
