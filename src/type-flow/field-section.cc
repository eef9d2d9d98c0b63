/* field-section.cc - the pointer fields' records of field-types.h
   streamed from the compile step to the link, and joined there.

   Section ".gnu.lto_tigdevirt_fields..." (lto-section.h): "TGDVFS06",
   uleb count of fields, each: the class's name (lstr), the field's
   position in bits (i64), its name for the dump ("C::f", lstr), uleb
   flags (1: this unit defines every function that may name the field;
   2: a store not proved or the address taken, followed by the reason's
   index, uleb; 4: the field is protected; 8: public, 16: protected, in
   a class local to the unit, where derived classes are the unit's too;
   32: private, in a class other units may define members of; 64: a
   field of function-pointer type), uleb count of what the
   stores store, each a uleb kind and then for a class (0) its name
   (lstr) and where the field's pointee sits in it (i64), for a factory's
   result (1) the function's assembler name (lstr); for a function-pointer
   field a public function (2) by its assembler name (lstr), a function
   local to the unit (3) by its symtab encoder reference (uleb).  Then a uleb count
   and the ODR names (lstr) of the classes derived from a class with a
   protected pointer field that this unit closes.  Then the classes this
   unit defines some but not all of the functions of that may name their
   members (field-cover.cc): a uleb count, each its ODR name (lstr), the
   hash of the list of those functions (i64), their number (uleb, not 0)
   and a bit per function, whether this unit walked it, 8 to a uleb,
   low bit first.  The field's class is
   named by streamed_holder_key, a stored class by streamed_class_name (type-
   graph.h): another unit's class of the same ODR name is the same class;
   a local class's name ("@...") is taken with the unit that wrote it
   (link_local_key), so a class of an anonymous namespace never shares
   its records with another unit's class of that name.
   Only the derived classes of protected fields need a name unique in
   the link (the local ones are left out: not closed).  */

#include "field-state.h"
#include "lto-section.h"
#include "type-graph.h"
#include "allocation-types.h"

namespace tigdevirt {

using namespace field;

namespace {

const section_format format
  = {"tigdevirt_fields", "TGDVFS06", "pointer-field data"};


/* A unit's record of one field, as read.  */
struct unit_entry
{
  std::string odr, name;
  HOST_WIDE_INT pos;
  uint32_t flags, why = 0;
  std::vector<field_fact::stored> classes;
  std::vector<stored_function> functions;
};

/* More functions than this stored in one field: refused.  */
const unsigned max_field_functions = 16;

bool
read_section (tables &tab, lto_file_decl_data *file, section_reader &in)
{
  bool &malformed = tab.malformed;
  /* Read whole before any record is joined: a unit's refusals cut off
     by malformed data would prove what it refused.  */
  uint32_t n;
  if (!in.uleb (n) || n > in.left ())
    return malformed = true, false;
  std::vector<unit_entry> entries (n);
  for (unit_entry &e : entries)
    {
      uint32_t nclasses;
      if (!in.lstr (e.odr) || !in.i64 (e.pos) || !in.lstr (e.name)
	  || !in.uleb (e.flags) || e.flags > 127
	  || ((e.flags & 2) && !in.uleb (e.why)) || !in.uleb (nclasses)
	  || nclasses > ((e.flags & 64) ? max_field_functions
			 : max_type_set))
	return malformed = true, false;
      if (e.flags & 64)
	{
	  lto_symtab_encoder_t encoder = file->symtab_node_encoder;
	  e.functions.resize (nclasses);
	  for (stored_function &f : e.functions)
	    {
	      uint32_t kind, ref;
	      if (!in.uleb (kind) || kind < 2 || kind > 3
		  || (kind == 2 && (!in.lstr (f.name) || f.name.empty ()))
		  || (kind == 3
		      && (!in.uleb (ref)
			  || ref >= (uint32_t) lto_symtab_encoder_size
					       (encoder))))
		return malformed = true, false;
	      if (kind == 3)
		{
		  /* GCC 16's encoder also holds toplevel asm: no function.  */
		  cgraph_node *n = dyn_cast<cgraph_node *>
		    (lto_symtab_encoder_deref (encoder, ref));
		  if (!n)
		    return malformed = true, false;
		  f.order = n->order;
		}
	    }
	  e.odr = link_local_key (e.odr, file);
	  continue;
	}
      e.classes.resize (nclasses);
      for (field_fact::stored &s : e.classes)
	{
	  uint32_t kind;
	  if (!in.uleb (kind) || kind > 1
	      || (kind == 0 && (!in.lstr (s.odr) || !in.i64 (s.offset)))
	      || (kind == 1 && (!in.lstr (s.factory_name)
				|| s.factory_name.empty ())))
	    return malformed = true, false;
	  /* A class that is not one any more is no class (never
	     proved).  */
	  if (kind == 0 && (s.odr = link_local_key (s.odr, file)).empty ())
	    s.odr = "@";
	}
      e.odr = link_local_key (e.odr, file);
    }
  uint32_t nclosed;
  if (!in.uleb (nclosed) || nclosed > in.left ())
    return malformed = true, false;
  std::vector<std::string> closed (nclosed);
  for (std::string &c : closed)
    if (!in.lstr (c))
      return malformed = true, false;
  std::vector<std::pair<std::string, accessor_cover>> covers;
  if (!read_class_covers (in, covers) || !in.at_end ())
    return malformed = true, false;
  tab.link_closed_derived.insert (closed.begin (), closed.end ());
  for (auto &c : covers)
    join_class_cover (tab, c.first, c.second);
  for (unit_entry &e : entries)
    {
      link_record &r = tab.link_fields[{e.odr, e.pos}];
      r.name = e.name;
      r.closed |= e.flags & 1;
      r.is_protected |= (e.flags & 4) != 0;
      r.closable |= (e.flags & 36) != 0;
      r.access = (e.flags & 20) ? "protected"
		 : (e.flags & 8) ? "public" : "private";
      r.fact.is_protected = r.is_protected;
      r.function_field |= (e.flags & 64) != 0;
      if ((e.flags & 2) && !r.why)
	/* An index this reader does not know: the vaguest reason.  */
	r.why = refusal_text (e.why < nrefusals ? refusal (e.why)
			      : refusal::not_shown);
      for (const field_fact::stored &s : e.classes)
	if (!r.why && !add_class (r.fact, s))
	  r.why = refusal_text (refusal::too_many);
      for (const stored_function &f : e.functions)
	{
	  if (r.why)
	    break;
	  bool known = false;
	  for (const stored_function &o : r.functions)
	    known |= f.name.empty () ? o.order == f.order : o.name == f.name;
	  if (known)
	    continue;
	  if (r.functions.size () >= max_field_functions)
	    r.why = refusal_text (refusal::too_many_functions);
	  else
	    r.functions.push_back (f);
	}
    }
  return true;
}

} // anon namespace

void
write_field_types (const field_records &fields)
{
  if (in_lto_p)
    return;
  const tables &tab = fields.tables ();
  section_writer out;
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  uint32_t n = 0;
  /* In the fields' DECL_UID order, not their addresses': the same
     compile writes the same bytes.  */
  std::vector<const std::pair<const tree, unit_record> *> order;
  for (auto &e : tab.unit_fields)
    order.push_back (&e);
  std::sort (order.begin (), order.end (), [] (auto *a, auto *b)
    { return DECL_UID (a->first) < DECL_UID (b->first); });
  for (auto *entry : order)
    {
      auto &e = *entry;
      tree f = e.first;
      tree record = TYPE_MAIN_VARIANT (DECL_CONTEXT (f));
      std::string odr = streamed_holder_key (record);
      if (odr.empty () || !fixed_position_p (f)
	  || (!e.second.polymorphic && !e.second.function_field))
	continue;
      bool refused = e.second.refused;
      refusal why = e.second.why;
      /* A function-pointer field's functions: a public one by its
	 assembler name (the link finds the copy that prevails), a local
	 one by this unit's symbol.  A local function this output does not
	 hold is referred to by none of its code, so no store of it runs
	 (another unit's code cannot name it); a public one without a name
	 cannot be found.  */
      std::vector<std::pair<const char *, int>> functions;
      if (e.second.function_field)
	for (tree fn : e.second.functions)
	  {
	    if (TREE_PUBLIC (fn) || DECL_EXTERNAL (fn))
	      {
		if (DECL_ASSEMBLER_NAME_SET_P (fn))
		  functions.push_back
		    ({IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn)), -1});
		else if (!refused)
		  refused = true, why = refusal::no_link_name;
	      }
	    else if (cgraph_node *n = cgraph_node::get (fn))
	      {
		int ref = lto_symtab_encoder_lookup (encoder, n);
		if (ref != LCC_NOT_FOUND)
		  functions.push_back ({nullptr, ref});
	      }
	  }
      if (functions.size () > max_field_functions && !refused)
	refused = true, why = refusal::too_many_functions;
      /* The field, its flags and why it is refused.  */
      auto head = [&] (uint32_t kind_flag)
	{
	  out.lstr (odr);
	  out.i64 (int_bit_position (f));
	  out.lstr (unit_field_name (tab, f));
	  out.uleb ((e.second.closed ? 1 : 0) | (refused ? 2 : 0)
		    | (e.second.is_protected ? 4 : 0)
		    | (!e.second.unit_local || TREE_PRIVATE (f) ? 0
		       : TREE_PROTECTED (f) ? 16 : 8)
		    | (!e.second.unit_local && TREE_PRIVATE (f) ? 32 : 0)
		    | kind_flag);
	  if (refused)
	    out.uleb (unsigned (why));
	};
      if (e.second.function_field)
	{
	  head (64);
	  out.uleb (refused ? 0 : functions.size ());
	  if (!refused)
	    for (auto &fn : functions)
	      {
		if (fn.first)
		  {
		    out.uleb (2);
		    out.lstr (fn.first);
		  }
		else
		  {
		    out.uleb (3);
		    out.uleb (fn.second);
		  }
	      }
	  n++;
	  continue;
	}
      std::vector<std::pair<std::string, HOST_WIDE_INT>> classes;
      for (auto &c : e.second.classes)
	if (std::string name = streamed_class_name
	      (c.first, unit_class_key (c.first), encoder); !name.empty ())
	  classes.push_back ({name, c.second});
	else if (!refused)
	  refused = true, why = refusal::no_link_name;
      std::vector<const char *> factories;
      for (tree fn : e.second.factories)
	/* A factory GCC dropped before free_lang_data named it has no
	   name, and the front end that would mangle one is gone.  */
	if (DECL_ASSEMBLER_NAME_SET_P (fn))
	  factories.push_back (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn)));
	else if (!refused)
	  refused = true, why = refusal::no_link_name;
      if (classes.size () + factories.size () > max_type_set && !refused)
	refused = true, why = refusal::too_many;
      head (0);
      out.uleb (refused ? 0 : classes.size () + factories.size ());
      if (!refused)
	{
	  for (auto &c : classes)
	    {
	      out.uleb (0);
	      out.lstr (c.first);
	      out.i64 (c.second);
	    }
	  for (const char *fn : factories)
	    {
	      out.uleb (1);
	      out.lstr (fn);
	    }
	}
      n++;
    }
  std::vector<const char *> closed;
  for (auto &d : tab.unit_derived)
    if (d.second)
      if (const char *name = link_odr_name (d.first))
	closed.push_back (name);
  out.uleb (closed.size ());
  for (const char *name : closed)
    out.lstr (name);
  write_class_covers (tab, out);
  section_writer head;
  head.uleb (n);
  write_section (format, {&head, &out}, true);
}

void
read_field_types (field_records &fields)
{
  tables &tab = fields.tables ();
  read_sections (format, [&tab] (lto_file_decl_data *file, section_reader &in)
		 { return read_section (tab, file, in); });
  close_by_covers (tab);
  if (tab.malformed)
    for (auto &e : tab.link_fields)
      e.second.why = "some unit's pointer-field data were malformed";
}

unsigned
field_records_joined (const field_records &fields)
{
  return fields.tables ().link_fields.size ();
}

} // namespace tigdevirt
