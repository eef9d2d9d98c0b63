/* field-queries.cc - what the proofs ask of the pointer fields: the
   classes a field holds and how to name it, from this unit's records (a
   compile without -flto) or from the link's join of every unit's
   (field-section.cc).  See field-types.h for the rule.  */

#include "field-state.h"
#include "type-graph.h"

namespace tigdevirt {

using namespace field;

namespace {

/* This unit's record of the field at POS bits of RECORD, or null.  */

const std::pair<const tree, unit_record> *
unit_field_at (const tables &tab, tree record, HOST_WIDE_INT pos)
{
  for (auto &e : tab.unit_fields)
    if (TYPE_MAIN_VARIANT (DECL_CONTEXT (e.first)) == record
	&& fixed_position_p (e.first)
	&& int_bit_position (e.first) == pos)
      return &e;
  return nullptr;
}

/* This unit's fact for the field at POS bits of RECORD, into FACT: null,
   or why it is not proved.  */

const char *
unit_fact (const tables &tab, tree record, HOST_WIDE_INT pos,
	   field_fact &fact)
{
  auto *e = unit_field_at (tab, record, pos);
  if (!e || !e->second.closed)
    return "some function that may store to it is not in this unit, or "
	   "it is public in a class code outside the unit may name";
  if (e->second.refused)
    return refusal_text (e->second.why);
  /* Classes derived from its own, anywhere, may store to it.  */
  if (e->second.is_protected)
    return "it is protected, and not at the link: classes derived from "
	   "its class may store to it";
  for (auto &c : e->second.classes)
    {
      field_fact::stored s;
      s.type = c.first;
      s.offset = c.second;
      if (!add_class (fact, s))
	return refusal_text (refusal::too_many);
    }
  for (tree fn : e->second.factories)
    {
      field_fact::stored s;
      s.factory = fn;
      if (!add_class (fact, s))
	return refusal_text (refusal::too_many);
    }
  return fact.classes.empty () ? "only null pointers are stored to it"
	 : nullptr;
}

} // anon namespace

const field_fact *
field_fact_for (field_records &fields, tree record, const std::string &odr,
		HOST_WIDE_INT pos, const char **why)
{
  tables &tab = fields.tables ();
  const char *dummy;
  const char *&reason = why ? *why : dummy;
  if (!record)
    {
      auto it = tab.link_fields.find ({odr, pos});
      if (it == tab.link_fields.end () || !it->second.closed)
	return reason = "some function that may store to it is not in the "
			"link, or it is public in a class code outside the "
			"link may name", nullptr;
      if ((reason = it->second.why))
	return nullptr;
      return it->second.fact.classes.empty ()
	     ? (reason = "only null pointers are stored to it", nullptr)
	     : &it->second.fact;
    }
  auto memo = tab.unit_facts.find ({record, pos});
  if (memo == tab.unit_facts.end ())
    {
      auto &m = tab.unit_facts[{record, pos}];
      m.second = unit_fact (tab, record, pos, m.first);
      memo = tab.unit_facts.find ({record, pos});
    }
  reason = memo->second.second;
  return reason ? nullptr : &memo->second.first;
}

const std::vector<stored_function> *
function_field_targets (field_records &fields, tree record,
			const std::string &odr, HOST_WIDE_INT pos,
			bool *is_protected, const char **why)
{
  tables &tab = fields.tables ();
  *is_protected = false;
  if (!record)
    {
      auto it = tab.link_fields.find ({odr, pos});
      if (it == tab.link_fields.end () || !it->second.closed
	  || !it->second.function_field)
	return *why = "some function that may store to it is not in the "
		      "link, or it is public in a class code outside the "
		      "link may name", nullptr;
      if ((*why = it->second.why))
	return nullptr;
      *is_protected = it->second.is_protected;
      return it->second.functions.empty ()
	     ? (*why = "only null pointers are stored to it", nullptr)
	     : &it->second.functions;
    }
  auto *e = unit_field_at (tab, record, pos);
  if (!e || !e->second.closed || !e->second.function_field)
    return *why = "some function that may store to it is not in this "
		  "unit, or it is public in a class code outside the unit "
		  "may name", nullptr;
  if (e->second.refused)
    return *why = refusal_text (e->second.why), nullptr;
  /* Classes derived from its own, anywhere, may store to it.  */
  if (e->second.is_protected)
    return *why = "it is protected, and not at the link: classes derived "
		  "from its class may store to it", nullptr;
  if (e->second.functions.empty ())
    return *why = "only null pointers are stored to it", nullptr;
  /* In the unit the functions are the declarations themselves.  */
  auto &memo = tab.unit_functions[e->first];
  if (memo.empty ())
    for (tree fn : e->second.functions)
      {
	stored_function f;
	f.decl = fn;
	memo.push_back (f);
      }
  return &memo;
}

bool
function_field_may_prove (const field_records &fields, tree f)
{
  const tables &tab = fields.tables ();
  auto it = tab.unit_fields.find (f);
  if (it == tab.unit_fields.end ())
    return TREE_PRIVATE (f) || TREE_PROTECTED (f);
  return !it->second.refused
	 && (TREE_PRIVATE (f) || TREE_PROTECTED (f) || it->second.unit_local);
}

std::string
field_label (const field_records &fields, tree record,
	     const std::string &odr, HOST_WIDE_INT pos)
{
  const tables &tab = fields.tables ();
  const char *access = "private";
  std::string name;
  if (!record)
    {
      auto it = tab.link_fields.find ({odr, pos});
      if (it != tab.link_fields.end ())
	access = it->second.access;
      name = it == tab.link_fields.end () ? odr : it->second.name;
    }
  else
    {
      auto *e = unit_field_at (tab, record, pos);
      if (e)
	access = TREE_PROTECTED (e->first) ? "protected"
		 : TREE_PRIVATE (e->first) ? access : "public";
      name = e ? unit_field_name (tab, e->first) : type_name_of (record);
    }
  return std::string (access) + " field " + name;
}

const char *
protected_field_open (const field_records &fields, const type_graph &g,
		      const std::string &odr, poly_type **root)
{
  poly_type *c = *root = g.lookup_odr (odr);
  if (!c)
    return "it is protected, and its class has no virtual method (the "
	   "link does not list the classes derived from it)";
  for (poly_type *d : g.all_derived (c))
    if (d->odr.empty () || !closed_derived_at_link (fields, d->odr))
      return "it is protected, and no unit defines every function that "
	     "may name it of a class derived from its class";
  return nullptr;
}

bool
closed_derived_at_link (const field_records &fields, const std::string &odr)
{
  return fields.tables ().link_closed_derived.count (odr);
}

} // namespace tigdevirt
