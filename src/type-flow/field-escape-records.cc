/* field-escape-records.cc - compile time: which functions name each
   pointer field (the front end), this unit's records of the fields and
   methods (field-escape-state.h) and the keys that name functions in
   them at the link.  See field-escapes.h for the rule.  */

#include "field-state.h"
#include "type-graph.h"

namespace tigdevirt {

using namespace escapes;

namespace {

/* Is F a field of a class pointing to a class, that code outside the
   link cannot name: private or protected, or of a class local to this
   unit (field-types.h)?  */

bool
hidden_class_pointer_field_p (tree f)
{
  return class_pointer_field_p (f)
	 && (TREE_PRIVATE (f) || TREE_PROTECTED (f)
	     || unit_local_class_p (TYPE_MAIN_VARIANT (DECL_CONTEXT (f))));
}

std::string
asm_name (tree fndecl)
{
  return IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));
}

} // anon namespace

std::string
escapes::tagged_name (tree fndecl)
{
  return (TREE_PUBLIC (fndecl) ? "P" : "L") + asm_name (fndecl);
}

std::string
escapes::key_of (const std::string &tagged, const void *file)
{
  std::string name = tagged.substr (1);
  if (tagged[0] != 'L' || !file)
    return name;
  char unit[32];
  snprintf (unit, sizeof unit, "\x01%p", file);
  return name + unit;
}

std::string
escapes::key_of_node (const tables &tab, cgraph_node *node)
{
  std::string name = mangled_name_of (node->decl);
  if (node->lto_file_data)
    {
      std::string local = key_of ("L" + name, node->lto_file_data);
      if (tab.methods.count (local))
	return local;
    }
  return name;
}

void
note_field_mention (field_records &fields, tree t, tree fndecl)
{
  if (TREE_CODE (t) == COMPONENT_REF
      && hidden_class_pointer_field_p (TREE_OPERAND (t, 1)))
    fields.tables ().escapes.mentions[TREE_OPERAND (t, 1)].insert (fndecl);
}

void
escapes::close_field_mentions (tables &tab)
{
  for (auto &m : tab.mentions)
    {
      tree f = m.first;
      tree pointee = TYPE_MAIN_VARIANT (TREE_TYPE (TREE_TYPE (f)));
      /* A class never completed here may be polymorphic: followed.  */
      if (COMPLETE_TYPE_P (pointee)
	  && !(TYPE_BINFO (pointee)
	       && polymorphic_type_binfo_p (TYPE_BINFO (pointee))))
	continue;
      if (!fixed_position_p (f))
	continue;
      field_record &r = tab.unit_fields[f];
      for (tree fn : m.second)
	{
	  r.named_in.insert (tagged_name (fn));
	  tab.named_by[tagged_name (fn)].push_back (f);
	}
    }
  tab.mentions.clear ();
}

void
escapes::unit_field_escapes (const tables &tab, keyed_fields &fields,
			     std::map<std::string, method_record> &methods,
			     bool for_section)
{
  for (auto &e : tab.unit_fields)
    {
      tree f = e.first;
      tree record = TYPE_MAIN_VARIANT (DECL_CONTEXT (f));
      std::string key = for_section ? streamed_holder_key (record)
				    : unit_holder_key (record);
      if (!key.empty ())
	fields[{key, int_bit_position (f)}] = e.second;
    }
  methods = tab.unit_methods;
}

void
escapes::publish_field_escapes (tables &tab)
{
  /* Once: asked only after every function's walk (at IPA time).  */
  if (tab.published)
    return;
  tab.published = true;
  keyed_fields f;
  std::map<std::string, method_record> m;
  unit_field_escapes (tab, f, m);
  auto keys = [] (const name_set &tagged)
    {
      name_set out;
      for (const std::string &t : tagged)
	out.insert (key_of (t, nullptr));
      return out;
    };
  for (auto &e : f)
    {
      field_record &r = tab.fields[e.first];
      r.escapes = e.second.escapes;
      r.callees = keys (e.second.callees);
      r.named_in = keys (e.second.named_in);
      r.seen = keys (e.second.seen);
    }
  for (auto &e : m)
    {
      method_record &r = tab.methods[key_of (e.first, nullptr)];
      r.escapes = e.second.escapes;
      r.callees = keys (e.second.callees);
    }
}

} // namespace tigdevirt
