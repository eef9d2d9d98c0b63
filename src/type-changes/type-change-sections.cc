/* type-change-sections.cc - the sections of type-changes.h.

   Section ".gnu.lto_tigdevirt_tchanges..." (compile step -> link):
   "TGDVTC01", u32 count, then per function with a body: LEB128 symtab
   encoder reference, LEB128 reason (0: none).
   Section ".gnu.lto_tigdevirt_tfacts..." (WPA -> LTRANS): "TGDVTF03",
   u32 flags (1: EXTERNAL may change types, 2: strict-vtable-pointers may
   be trusted), u32 count and the LEB128 encoder references of the
   functions that keep types, u32 count of classes, then per class its
   key (the vtable's assembler name, lstr), LEB128 count, and per slot
   LEB128 token and LEB128 flags (1: keeps types).  */

#include "type-change-state.h"
#include "lto-section.h"

namespace tigdevirt {

using namespace tchange;

namespace {

const section_format records_format
  = {"tigdevirt_tchanges", "TGDVTC01", "type-change records"};
const section_format facts_format
  = {"tigdevirt_tfacts", "TGDVTF03", "type-change facts"};

} // anon namespace

void
write_type_changes (const type_change_facts &facts)
{
  const tables &tab = facts.tables ();
  if (in_lto_p)
    return;
  section_writer records;
  uint32_t n = 0;
  for_each_streamed_body ([&] (int i, cgraph_node *node)
    {
      const unsigned char *why = tab.local.get (node);
      if (!why)
	return;
      records.uleb (i);
      records.uleb (node_reasons::reason (why));
      n++;
    });
  section_writer head;
  head.u32 (n);
  write_section (records_format, {&head, &records}, true);
}

namespace {

bool
read_records (tables &tab, lto_file_decl_data *file, section_reader &in)
{
  uint32_t n = 0;
  bool ok = in.u32 (n);
  lto_symtab_encoder_t encoder = file->symtab_node_encoder;
  for (uint32_t i = 0; ok && i < n; i++)
    {
      uint32_t ref, why;
      ok = in.uleb (ref) && in.uleb (why) && why < r_count
	   && (int) ref < lto_symtab_encoder_size (encoder);
      if (!ok)
	break;
      cgraph_node *node
	= dyn_cast<cgraph_node *> (lto_symtab_encoder_deref (encoder, ref));
      if (!node)
	continue;
      /* A body that several objects have (a comdat): any record that
	 says it may change types wins.  */
      if (!tab.local.get (node) || why)
	tab.local.put (node, why);
    }
  return ok && in.at_end ();
}

} // anon namespace

void
read_type_changes (type_change_facts &facts)
{
  tables &tab = facts.tables ();
  read_sections (records_format, [&tab] (lto_file_decl_data *file,
					  section_reader &in)
    {
      return read_records (tab, file, in);
    });
}

void
write_type_change_facts (const type_change_facts &facts)
{
  const tables &tab = facts.tables ();
  if (!tab.have_facts)
    return;
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  section_writer funcs;
  uint32_t nfuncs = 0;
  for (int i = 0; i < lto_symtab_encoder_size (encoder); i++)
    {
      cgraph_node *node
	= dyn_cast<cgraph_node *> (lto_symtab_encoder_deref (encoder, i));
      if (node && tab.keeping.contains (fact_node (node)->decl))
	{
	  funcs.uleb (i);
	  nfuncs++;
	}
    }
  section_writer head;
  head.u32 ((tab.external_changes ? 1 : 0) | (tab.strict_ok ? 2 : 0));
  head.u32 (nfuncs);
  section_writer out;
  out.u32 (tab.slots.size ());
  for (auto &c : tab.slots)
    {
      out.lstr (c.first);
      out.uleb (c.second.size ());
      for (auto &s : c.second)
	{
	  out.uleb (s.first);
	  out.uleb (s.second);
	}
    }
  section_writer fields;
  fields.u32 (tab.contained.size ());
  for (auto &f : tab.contained)
    {
      fields.lstr (f.first);
      fields.i64 (f.second);
    }
  write_section (facts_format, {&head, &funcs, &out, &fields}, !flag_wpa);
}

namespace {

bool
read_facts (tables &tab, lto_file_decl_data *file, section_reader &in)
{
  uint32_t flags = 0, n = 0;
  bool ok = in.u32 (flags) && in.u32 (n);
  lto_symtab_encoder_t encoder = file->symtab_node_encoder;
  std::set<tree> got;
  for (uint32_t i = 0; ok && i < n; i++)
    {
      uint32_t ref;
      ok = in.uleb (ref) && (int) ref < lto_symtab_encoder_size (encoder);
      if (!ok)
	break;
      if (cgraph_node *node = dyn_cast<cgraph_node *>
	    (lto_symtab_encoder_deref (encoder, ref)))
	got.insert (node->decl);
    }
  std::map<std::string, std::map<HOST_WIDE_INT, unsigned>> got_slots;
  ok = ok && in.u32 (n);
  for (uint32_t i = 0; ok && i < n; i++)
    {
      std::string key;
      uint32_t m;
      ok = in.lstr (key) && in.uleb (m);
      for (uint32_t j = 0; ok && j < m; j++)
	{
	  uint32_t token, f;
	  ok = in.uleb (token) && in.uleb (f);
	  got_slots[key][token] = f;
	}
    }
  std::set<std::pair<std::string, HOST_WIDE_INT>> got_fields;
  ok = ok && in.u32 (n);
  for (uint32_t i = 0; ok && i < n; i++)
    {
      std::string key;
      HOST_WIDE_INT pos;
      ok = in.lstr (key) && in.i64 (pos);
      got_fields.insert ({key, pos});
    }
  if (!ok || !in.at_end ())
    return false;
  tab.have_facts = true;
  tab.contained.insert (got_fields.begin (), got_fields.end ());
  tab.external_changes = flags & 1;
  tab.strict_ok = flags & 2;
  for (tree fn : got)
    tab.keeping.add (fn);
  tab.slots.swap (got_slots);
  return true;
}

} // anon namespace

void
read_type_change_facts (type_change_facts &facts)
{
  tables &tab = facts.tables ();
  read_sections (facts_format, [&tab] (lto_file_decl_data *file,
					section_reader &in)
    {
      return read_facts (tab, file, in);
    });
}

} // namespace tigdevirt
