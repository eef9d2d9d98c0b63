/* link-view.cc - reading linker resolutions.  */

#include "link-view.h"
#include "type-graph.h"

namespace tigdevirt {

bool
have_link_view ()
{
  return in_lto_p && !flag_ltrans && !flag_incremental_link;
}

const char *
outside_reach (symtab_node *n)
{
  switch (n->resolution)
    {
    case LDPR_PREVAILING_DEF_IRONLY:
    case LDPR_RESOLVED_IR:
    case LDPR_PREEMPTED_IR:
      return nullptr;
    case LDPR_PREVAILING_DEF:
      return "referenced from outside the LTO unit";
    case LDPR_PREVAILING_DEF_IRONLY_EXP:
      return "exported dynamically";
    case LDPR_RESOLVED_EXEC:
    case LDPR_PREEMPTED_REG:
      return "defined in a non-LTO object";
    case LDPR_RESOLVED_DYN:
      return "defined in a shared library";
    case LDPR_UNDEF:
      return "undefined in the link";
    case LDPR_UNKNOWN:
    default:
      /* Local symbols have no resolution; a visible one without any means
	 the linker plugin was not used.  */
      if (n->externally_visible || DECL_EXTERNAL (n->decl)
	  || (TREE_PUBLIC (n->decl) && !n->definition))
	return "has no linker resolution";
      return nullptr;
    }
}

std::string
symbol_display_name (symtab_node *n)
{
  return function_name_of (n->decl);
}

namespace {

struct declared_visibility
{
  int data = -1;		/* vtable or typeinfo: 1 hidden, 0 not.  */
  unsigned hidden_methods = 0, other_methods = 0;
  /* The class's vtable or a method of it says hidden by an attribute or
     #pragma GCC visibility, not by -fvisibility=hidden's default (the
     front end marks the vtable and the methods with the class's
     CLASSTYPE_VISIBILITY_SPECIFIED; typeinfo never).  */
  bool hidden_specified = false;
  /* A virtual method of its own, not inline, has its body in the link:
     its key function (the C++ ABI emits the vtable and typeinfo beside
     it, nowhere else).  */
  bool key_function = false;
};
std::map<std::string, declared_visibility> visibility;

bool
hidden_decl (tree decl)
{
  return DECL_VISIBILITY (decl) == VISIBILITY_HIDDEN
	 || DECL_VISIBILITY (decl) == VISIBILITY_INTERNAL;
}

} // anon namespace

void
record_declared_visibility ()
{
  symtab_node *n;
  FOR_EACH_SYMBOL (n)
    {
      tree decl = n->decl;
      if (!TREE_PUBLIC (decl) && !DECL_EXTERNAL (decl))
	continue;
      const char *name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl));
      if (VAR_P (decl))
	{
	  if (!strncmp (name, "_ZTV", 4) || !strncmp (name, "_ZTI", 4)
	      || !strncmp (name, "_ZTS", 4))
	    {
	      declared_visibility &v = visibility[name + 4];
	      v.data = v.data == 1 || hidden_decl (decl);
	      v.hidden_specified |= hidden_decl (decl)
				    && DECL_VISIBILITY_SPECIFIED (decl);
	    }
	  continue;
	}
      if (TREE_CODE (TREE_TYPE (decl)) != METHOD_TYPE
	  || !(DECL_CXX_CONSTRUCTOR_P (decl) || DECL_CXX_DESTRUCTOR_P (decl)
	       || DECL_VIRTUAL_P (decl)))
	continue;
      /* Classes without a name the type graph looks up ("<anon>") are
	 local to their unit anyway.  */
      const char *odr = odr_name (TYPE_METHOD_BASETYPE (TREE_TYPE (decl)));
      if (!odr)
	continue;
      declared_visibility &v = visibility[odr];
      (hidden_decl (decl) ? v.hidden_methods : v.other_methods)++;
      v.hidden_specified |= hidden_decl (decl) && DECL_VISIBILITY_SPECIFIED (decl);
      v.key_function |= DECL_VIRTUAL_P (decl) && !DECL_DECLARED_INLINE_P (decl)
			&& n->definition && !DECL_EXTERNAL (decl);
    }
}

/* What record_declared_visibility saw of the class with key ODR, or
   null.  */

static const declared_visibility *
recorded (const std::string &odr)
{
  auto it = visibility.find (odr);
  return it == visibility.end () ? nullptr : &it->second;
}

bool
declared_hidden (const std::string &odr)
{
  const declared_visibility *v = recorded (odr);
  if (!v)
    return false;
  if (v->data >= 0)
    return v->data;
  return v->hidden_methods && !v->other_methods;
}

bool
key_function_here (const std::string &odr)
{
  const declared_visibility *v = recorded (odr);
  return v && v->key_function;
}

bool
hidden_by_declaration (const std::string &odr)
{
  const declared_visibility *v = recorded (odr);
  return v && v->hidden_specified;
}

cgraph_node *
runtime_loader_use ()
{
  static const char *const loaders[] = { "dlopen", "dlmopen" };
  for (const char *name : loaders)
    if (symtab_node *n = symtab_node::get_for_asmname (get_identifier (name)))
      if (cgraph_node *cn = dyn_cast<cgraph_node *> (n))
	return cn;
  return nullptr;
}

} // namespace tigdevirt
