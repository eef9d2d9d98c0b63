/* type-names.cc - the names of classes and functions.  See
   type-names.h.  */

#include "type-graph.h"

namespace tigdevirt {

std::string
demangle (const std::string &mangled, int options)
{
  char *d = cplus_demangle_v3 (mangled.c_str (), options);
  if (!d)
    return std::string ();
  std::string s (d);
  free (d);
  return s;
}

bool
in_anonymous_namespace (tree type)
{
  tree name = TYPE_NAME (type);
  if (!name || TREE_CODE (name) != TYPE_DECL)
    return false;
  if (DECL_ASSEMBLER_NAME_SET_P (name))
    return !strcmp (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (name)),
		    "<anon>");
  return TYPE_STUB_DECL (type) && !TREE_PUBLIC (TYPE_STUB_DECL (type));
}

bool
function_local (tree type)
{
  tree name = TYPE_NAME (type);
  return name && TREE_CODE (name) == TYPE_DECL
	 && decl_function_context (name) != NULL_TREE;
}

/* "ns::Outer::Inner" from the declaration contexts, for compilations where
   no mangled name is available.  Template arguments are not shown.  */

static std::string
qualified_name (tree type)
{
  std::string s;
  tree name = TYPE_NAME (type);
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  s = name && TREE_CODE (name) == IDENTIFIER_NODE
      ? IDENTIFIER_POINTER (name) : "<unnamed>";
  for (tree ctx = TYPE_CONTEXT (type); ctx;)
    {
      if (TREE_CODE (ctx) == NAMESPACE_DECL)
	{
	  if (!DECL_NAME (ctx))
	    s = "(anonymous namespace)::" + s;
	  else if (strcmp (IDENTIFIER_POINTER (DECL_NAME (ctx)), "::"))
	    s = std::string (IDENTIFIER_POINTER (DECL_NAME (ctx))) + "::" + s;
	  ctx = DECL_CONTEXT (ctx);
	}
      else if (TYPE_P (ctx))
	{
	  tree n = TYPE_NAME (ctx);
	  if (n && TREE_CODE (n) == TYPE_DECL)
	    n = DECL_NAME (n);
	  if (n && TREE_CODE (n) == IDENTIFIER_NODE)
	    s = std::string (IDENTIFIER_POINTER (n)) + "::" + s;
	  ctx = TYPE_CONTEXT (ctx);
	}
      else if (TREE_CODE (ctx) == FUNCTION_DECL)
	{
	  s = function_name_of (ctx) + "::" + s;
	  break;
	}
      else
	break;
    }
  return s;
}

const char *
odr_name (tree type)
{
  tree name = TYPE_NAME (type);
  if (!name || TREE_CODE (name) != TYPE_DECL
      || !DECL_ASSEMBLER_NAME_SET_P (name))
    return nullptr;
  const char *s = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (name));
  return strcmp (s, "<anon>") ? s : nullptr;
}

const char *
link_odr_name (tree type)
{
  /* odr_name first: GCC 11's type_in_anonymous_namespace_p reads
     TYPE_NAME without checking it (a field's stored class can be
     unnamed).  */
  const char *s = odr_name (type);
  return s && !type_in_anonymous_namespace_p (type) ? s : nullptr;
}

namespace {

/* The class name vtable VTABLE's mangled name gives ("_ZTV" stripped),
   or empty.  */

std::string
vtable_class_name (tree vtable)
{
  if (!vtable || !VAR_P (vtable) || !DECL_ASSEMBLER_NAME_SET_P (vtable))
    return std::string ();
  std::string m = mangled_name_of (vtable);
  return m.compare (0, 4, "_ZTV") == 0 && m.size () > 4 ? m.substr (4)
							: std::string ();
}

/* The vtable of class TYPE (its BINFO's address point), or null.  */

tree
class_vtable (tree type)
{
  type = TYPE_MAIN_VARIANT (type);
  if (!TYPE_BINFO (type) || !BINFO_VTABLE (TYPE_BINFO (type)))
    return NULL_TREE;
  address_point ap = decode_address_point (BINFO_VTABLE (TYPE_BINFO (type)));
  return ap.valid () ? ap.vtable : NULL_TREE;
}

std::string
unit_tag (lto_file_decl_data *file)
{
  char buf[32];
  snprintf (buf, sizeof buf, "@%p", (void *) file);
  return buf;
}

/* At the link: the local classes the units' records named, by their
   link_local_key; null where two classes would share a key.  */
std::map<std::string, tree> local_classes;

/* Is class TYPE one free_lang_data would have named had the unit
   reached it, and did not (streamed_holder_key)?  */

bool
class_unreached_p (tree type)
{
  type = TYPE_MAIN_VARIANT (type);
  tree name = TYPE_NAME (type);
  /* need_assembler_name_p's conditions for a TYPE_DECL (static in
     tree.cc, the same in GCC 11 to 17): where one fails, free_lang_data
     leaves a reached class unnamed too, and the record stays.  */
  return !in_lto_p && RECORD_OR_UNION_TYPE_P (type)
	 && name && TREE_CODE (name) == TYPE_DECL && DECL_NAME (name)
	 && TYPE_NAME (TREE_TYPE (name)) == name
	 && !TYPE_ARTIFICIAL (type) && TYPE_CXX_ODR_P (type)
	 && type_with_linkage_p (type)
	 && !variably_modified_type_p (type, NULL_TREE)
	 && !DECL_ASSEMBLER_NAME_SET_P (name);
}

} // anon namespace

std::string
unit_class_key (tree type)
{
  type = TYPE_MAIN_VARIANT (type);
  if (const char *s = link_odr_name (type))
    return s;
  std::string n = vtable_class_name (class_vtable (type));
  return n.empty () ? n : "@" + n;
}

std::string
unit_holder_key (tree type)
{
  type = TYPE_MAIN_VARIANT (type);
  std::string s = unit_class_key (type);
  if (!s.empty ())
    return s;
  char buf[32];
  snprintf (buf, sizeof buf, "@#%u", TYPE_UID (type));
  return buf;
}

std::string
streamed_holder_key (tree type)
{
  std::string key = unit_holder_key (type);
  if (key.compare (0, 2, "@#") == 0 && class_unreached_p (type))
    return std::string ();
  return key;
}

std::string
streamed_class_name (tree type, const std::string &key,
		     lto_symtab_encoder_t encoder)
{
  if (key.empty () || key[0] != '@')
    return key;
  tree vtable = type ? class_vtable (type) : NULL_TREE;
  varpool_node *v = vtable ? varpool_node::get (vtable) : nullptr;
  int ref = v ? lto_symtab_encoder_lookup (encoder, v) : LCC_NOT_FOUND;
  return ref == LCC_NOT_FOUND ? std::string ()
	 : "@=" + std::to_string (ref);
}

std::string
link_local_key (const std::string &name, lto_file_decl_data *file)
{
  if (name.empty () || name[0] != '@')
    return name;
  if (name.compare (0, 2, "@=") != 0)
    return name + unit_tag (file);
  /* A class's vtable, by the unit's symbol table.  */
  char *end;
  unsigned long ref = strtoul (name.c_str () + 2, &end, 10);
  if (*end || end == name.c_str () + 2
      || ref >= (unsigned long) lto_symtab_encoder_size
				  (file->symtab_node_encoder))
    return std::string ();
  varpool_node *v = dyn_cast<varpool_node *>
    (lto_symtab_encoder_deref (file->symtab_node_encoder, ref));
  tree c = v ? DECL_CONTEXT (v->decl) : NULL_TREE;
  if (!v || !DECL_VIRTUAL_P (v->decl) || !c || TREE_CODE (c) != RECORD_TYPE)
    return std::string ();
  c = TYPE_MAIN_VARIANT (c);
  std::string n = vtable_class_name (v->decl);
  if (n.empty () || link_odr_name (c))
    return std::string ();
  std::string key = "@" + n + unit_tag (file);
  auto ins = local_classes.emplace (key, c);
  if (!ins.second && ins.first->second != c)
    ins.first->second = NULL_TREE;
  return key;
}

std::string
type_name_of (tree type)
{
  type = TYPE_MAIN_VARIANT (type);
  if (const char *odr = odr_name (type))
    {
      std::string d = demangle (std::string ("_ZTS") + odr, 0);
      const char prefix[] = "typeinfo name for ";
      if (d.compare (0, sizeof prefix - 1, prefix) == 0)
	return d.substr (sizeof prefix - 1);
      return odr;
    }
  /* Once free_lang_data has run (cc1plus under -flto, before streaming)
     the front end's names are gone but the vtable keeps its mangled name:
     "vtable for (anonymous namespace)::S".  */
  if (!in_lto_p && flag_generate_lto && TYPE_BINFO (type)
      && BINFO_VTABLE (TYPE_BINFO (type)))
    {
      address_point ap = decode_address_point (BINFO_VTABLE (TYPE_BINFO (type)));
      if (ap.valid () && DECL_ASSEMBLER_NAME_SET_P (ap.vtable))
	{
	  std::string d = demangle (mangled_name_of (ap.vtable), 0);
	  const char prefix[] = "vtable for ";
	  if (d.compare (0, sizeof prefix - 1, prefix) == 0)
	    return d.substr (sizeof prefix - 1);
	}
    }
  /* Not at link time: the front end's printer knows template arguments
     and scopes.  */
  if (!in_lto_p && TYPE_NAME (type)
      && TREE_CODE (TYPE_NAME (type)) == TYPE_DECL)
    if (const char *n = lang_hooks.decl_printable_name (TYPE_NAME (type), 2))
      {
	/* Spell anonymous namespaces as the demangler does.  */
	std::string name (n);
	const std::string fe = "{anonymous}", dm = "(anonymous namespace)";
	for (size_t at; (at = name.find (fe)) != std::string::npos;)
	  name.replace (at, fe.size (), dm);
	return name;
      }
  std::string q = qualified_name (type);
  if (in_anonymous_namespace (type)
      && q.find ("(anonymous namespace)") == std::string::npos)
    q = "(anonymous namespace)::" + q;
  return q;
}

std::string
mangled_name_of (tree decl)
{
  std::string asmname = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl));
  /* Drop a leading '*' (user assembler names) and LTO's ".lto_priv.N".  */
  if (!asmname.empty () && asmname[0] == '*')
    asmname.erase (0, 1);
  return asmname.substr (0, asmname.find ('.'));
}

std::string
function_name_of (tree fndecl)
{
  if (!DECL_ASSEMBLER_NAME_SET_P (fndecl))
    return DECL_NAME (fndecl) ? IDENTIFIER_POINTER (DECL_NAME (fndecl))
			      : "<unnamed>";
  std::string base = mangled_name_of (fndecl);
  std::string d = demangle (base, 1 /* DMGL_PARAMS */ | 2 /* DMGL_ANSI */);
  if (!d.empty ())
    return d;
  std::string asmname = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));
  return asmname[0] == '*' ? asmname.substr (1) : asmname;
}

std::string
function_name_from (const std::string &mangled)
{
  std::string d = demangle (mangled, 1 /* DMGL_PARAMS */ | 2 /* DMGL_ANSI */);
  return d.empty () ? mangled : d;
}

std::string
function_label_of (tree fndecl)
{
  std::string name = function_name_of (fndecl);
  if (!DECL_ASSEMBLER_NAME_SET_P (fndecl))
    return name;
  /* The Itanium ABI's destructor variants (also behind a thunk's
     prefix): D0 deleting, D1 complete object, D2 base object.  A
     destructor takes no parameters, so its mangled name ends in Dn + Ev.
     Vtables hold only D0 and D1; where D1 is the same code as D2, GCC
     makes it an alias of D2, and the function a slot reaches is then
     D2's body: the complete destructor still.  */
  std::string m = mangled_name_of (fndecl);
  static const char *const kinds[] = { "deleting", "complete", "complete" };
  if (m.size () > 4 && m.compare (m.size () - 4, 1, "D") == 0
      && m[m.size () - 3] >= '0' && m[m.size () - 3] <= '2'
      && m.compare (m.size () - 2, 2, "Ev") == 0)
    name += std::string (" [") + kinds[m[m.size () - 3] - '0'] + "]";
  return name;
}

tree
local_class_at_link (const std::string &key)
{
  auto l = local_classes.find (key);
  return l == local_classes.end () ? NULL_TREE : l->second;
}

void
keep_local_class_trees ()
{
  for (auto &e : local_classes)
    keep_tree (e.second);
}

} // namespace tigdevirt
