/* vptr-walk.h - what the files of vptr-reuse.h share: which loads are
   vptr and slot loads, and the walk of one function that reuses
   (vptr-reuse.cc) and hoists (vptr-hoisting.cc) them.  Internal to those
   files.  */

#ifndef TIGDEVIRT_VPTR_WALK_H
#define TIGDEVIRT_VPTR_WALK_H

#include "vptr-reuse.h"

namespace tigdevirt {
namespace vptr {

/* At most this many distinct vptr references per function are tracked
   (the walk costs statements times references).  */
const unsigned max_refs = 64;

/* Is STMT a load the pass may move or replace: `name = REF', nothing
   volatile, no throw, its result in no abnormal PHI?  */
bool plain_load_p (gimple *stmt);

/* Is STMT `lhs = REF' where REF ends in a vptr field, of an object the
   walk can name again: fields of a dereferenced SSA pointer or of a
   declared object, no array index, nothing volatile?  */
bool vptr_load_p (gimple *stmt);

/* The SSA pointer a vptr reference dereferences, or null (a declared
   object).  */
tree object_pointer (tree ref);

/* Is SSA name NAME, a pointer, a vptr value: loaded from a vptr field?  */
bool vptr_value_p (tree name);

/* If STMT loads a slot, `lhs = MEM[v + off]' with V a vptr value (maybe
   through `t = v + off'), set V and OFF.  Vtables are never written.  */
bool slot_load_p (gimple *stmt, tree *v, HOST_WIDE_INT *off);

/* Does NAME hold a vptr or a slot loaded from an object (what a
   speculative guard tests)?  */
bool vtable_value_p (tree name);

/* A reference's value on entry to or after a statement: unknown yet
   (TOP, the walk is optimistic on back edges), an SSA name, or none
   (KILLER: the statement that may have changed the type, if known).  */
struct avail
{
  tree value = NULL_TREE;	/* null: TOP; error_mark_node: none.  */
  gimple *killer = nullptr;
  bool operator== (const avail &o) const
  { return value == o.value && killer == o.killer; }
};

class reuse_walk
{
public:
  reuse_walk (function *fun, const type_change_facts &changes)
    : fun (fun), changes (changes) {}
  unsigned run ();

private:
  function *fun;
  const type_change_facts &changes;
  std::vector<tree> refs;
  std::vector<ao_ref> aorefs;
  std::map<gimple *, unsigned> group_of;
  /* The alias oracle's answers, asked again on every round of the walk
     and by the hoisting: per call, whether it may change types at all;
     per statement and reference, kills'.  Statements removed are vptr
     and slot loads, which write nothing and are never asked about.  */
  std::map<gimple *, const char *> call_answer;
  std::map<std::pair<gimple *, unsigned>, const char *> kill_answer;
  unsigned reused = 0, slots = 0, hoisted = 0, kept = 0, versioned = 0;

  int group (tree ref);
  const char *kills (gimple *stmt, unsigned g);
  void transfer (gimple *stmt, std::vector<avail> &state, bool apply,
		 std::vector<std::pair<gimple *, tree>> *repl);
  void reuse_vptrs ();
  void reuse_slots ();
  void hoist ();
  void hoist_from (class loop *loop);
};

} // namespace vptr
} // namespace tigdevirt

#endif
