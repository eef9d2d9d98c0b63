/* field-gc.cc - the trees the pointer fields' records hold, kept alive
   through GCC's collections (compat/gc-marking.h says why): the front
   end records fields, classes and functions that GCC may drop before
   the analysis pass streams the records, and a dropped one's memory is
   reused.  A record of code GCC dropped stays as it was made: it may
   only say less than the unit proves, never more.  */

#include "field-state.h"

namespace tigdevirt {

using namespace field;

namespace {

void
keep_fact (const field_fact &fact)
{
  for (const field_fact::stored &s : fact.classes)
    {
      keep_tree (s.type);
      keep_tree (s.factory);
    }
}

} // anon namespace

void
keep_field_trees (const field_records &fields)
{
  const tables &tab = fields.tables ();
  for (auto &e : tab.unit_fields)
    {
      keep_tree (e.first);
      for (auto &c : e.second.classes)
	keep_tree (c.first);
      keep_trees (e.second.factories);
      keep_trees (e.second.functions);
    }
  for (auto &e : tab.unit_functions)
    {
      keep_tree (e.first);
      for (const stored_function &f : e.second)
	keep_tree (f.decl);
    }
  keep_trees (tab.walked);
  for (auto &d : tab.unit_derived)
    keep_tree (d.first);
  /* seen_with_call lives within one body's walk (note_field_walk_end).  */
  for (auto &e : tab.unit_covers)
    keep_tree (e.first);
  for (auto &e : tab.unit_facts)
    {
      keep_tree (e.first.first);
      keep_fact (e.second.first);
    }
  for (auto &e : tab.link_fields)
    keep_fact (e.second.fact);

  const escapes::tables &esc = tab.escapes;
  for (auto &e : esc.mentions)
    {
      keep_tree (e.first);
      keep_trees (e.second);
    }
  for (auto &e : esc.unit_fields)
    keep_tree (e.first);
  for (auto &e : esc.named_by)
    keep_trees (e.second);
}

} // namespace tigdevirt
