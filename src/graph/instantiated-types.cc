/* instantiated-types.cc - rapid type analysis over vtable references.  */

#include "instantiated-types.h"
#include "link-view.h"

/* libiberty (linked into lto1 and cc1plus, header not shipped): the kind
   of constructor a mangled name denotes; 0 if none.  */
extern "C" int is_gnu_v3_mangled_ctor (const char *name);

namespace tigdevirt {

namespace {

enum { complete_ctor = 1, base_ctor = 2 };

int
ctor_kind (cgraph_node *f)
{
  return is_gnu_v3_mangled_ctor (mangled_name_of (f->decl).c_str ());
}

poly_type *
method_owner (const type_graph &g, tree fn)
{
  if (TREE_CODE (TREE_TYPE (fn)) != METHOD_TYPE)
    return nullptr;
  return g.lookup (TYPE_METHOD_BASETYPE (TREE_TYPE (fn)));
}

bool
is_cdtor (tree fn)
{
  return DECL_CXX_CONSTRUCTOR_P (fn) || DECL_CXX_DESTRUCTOR_P (fn);
}

/* Does F call only constructors and destructors of strict bases of T and
   operator delete, so no other code runs while T's vtable is installed?  */

bool
calls_nothing_that_sees (const type_graph &g, cgraph_node *f, poly_type *t)
{
  if (f->indirect_calls)
    return false;
  for (cgraph_edge *e = f->callees; e; e = e->next_callee)
    {
      tree callee = e->callee->decl;
      if (DECL_IS_OPERATOR_DELETE_P (callee))
	continue;
      poly_type *owner = method_owner (g, callee);
      /* T's own (the deleting destructor calls the complete one) or a
	 base's: those run before T's vtable is installed or after it is
	 replaced.  */
      if (!is_cdtor (callee) || !owner
	  || (owner != t && !g.derives_from (t, owner)))
	return false;
    }
  return true;
}

/* Can constructor F of T build a complete T?  The ABI calls the
   base-object constructor (C2) only for base subobjects; a complete T is
   built through the complete-object or allocating constructor, often an
   alias of C2, so such an alias must be unused.  */

bool
builds_complete_objects (cgraph_node *f, poly_type *t)
{
  if (t->abstract ())
    return false;
  if (ctor_kind (f) != base_ctor || f->externally_visible)
    return true;
  ipa_ref *ref;
  for (unsigned i = 0; f->iterate_referring (i, ref); i++)
    {
      cgraph_node *alias = dyn_cast<cgraph_node *> (ref->referring);
      if (ref->use != IPA_REF_ALIAS || !alias)
	return true;	/* Address taken.  */
      if ((alias->callers || alias->externally_visible
	   || alias->ref_list.referring.length ())
	  && (ctor_kind (alias) != base_ctor
	      || builds_complete_objects (alias, t)))
	return true;
    }
  return false;
}

/* Why REF to T's vtable may create T objects, or "" if it cannot.  */

std::string
creating_reference (const type_graph &g, ipa_ref *ref, poly_type *t)
{
  symtab_node *from = ref->referring;
  cgraph_node *f = dyn_cast<cgraph_node *> (from);
  std::string who = symbol_display_name (from);
  if (ref->use == IPA_REF_ALIAS || !f)
    return "vtable referenced by " + who;
  if (!is_cdtor (f->decl) || method_owner (g, f->decl) != t)
    return "vtable stored by " + who;
  if (!calls_nothing_that_sees (g, f, t))
    return "vtable stored by " + who + ", which makes calls";
  if (DECL_CXX_CONSTRUCTOR_P (f->decl) && builds_complete_objects (f, t))
    return "constructed by " + who;
  return "";
}

/* Does T, or a class related to it, use virtual inheritance?  Then T's
   base-object constructors and destructors install construction vtables
   taken from a VTT, without any reference to T's own vtable.  A virtual
   base without virtual functions counts too: the derived class's
   constructors still take T's construction vtable from the VTT
   (GCC PR120098's program; GCC 15 and 16 count construction vtables).  */

bool
virtual_inheritance_near (const type_graph &g, poly_type *t)
{
  std::vector<poly_type *> related = g.all_derived (t);
  std::vector<poly_type *> bases = g.all_bases (t);
  related.insert (related.end (), bases.begin (), bases.end ());
  related.push_back (t);
  for (poly_type *x : related)
    if (has_virtual_base (x))
      return true;
  return false;
}

} // anon namespace

void
find_instantiated_types (type_graph &g)
{
  /* A constructor or destructor of T that calls other code lets that code
     see T as the dynamic type (GCC's contexts there say "not in
     construction"), whichever vtable it installs.  */
  std::map<poly_type *, std::string> window_seen;
  cgraph_node *f;
  FOR_EACH_FUNCTION (f)
    {
      if (!is_cdtor (f->decl) || !f->definition)
	continue;
      poly_type *owner = method_owner (g, f->decl);
      if (owner && owner->constructions_known && !window_seen.count (owner)
	  && !calls_nothing_that_sees (g, f, owner))
	window_seen[owner] = symbol_display_name (f) + " makes calls";
    }
  for (poly_type *t : g.types ())
    {
      if (!t->constructions_known)
	continue;
      auto w = window_seen.find (t);
      if (w != window_seen.end ())
	{
	  t->instances_reason = w->second;
	  continue;
	}
      if (virtual_inheritance_near (g, t))
	{
	  t->instances_reason = "virtual inheritance";
	  continue;
	}
      t->instantiated = false;
      tree vtable = t->vtable ();
      varpool_node *vnode = vtable ? varpool_node::get (vtable) : nullptr;
      if (!vnode || !vnode->definition)
	{
	  t->instances_reason = "vtable not emitted";
	  continue;
	}
      ipa_ref *ref;
      for (unsigned i = 0; vnode->iterate_referring (i, ref); i++)
	{
	  std::string why = creating_reference (g, ref, t);
	  if (!why.empty ())
	    {
	      t->instantiated = true;
	      t->instances_reason = why;
	      break;
	    }
	}
      if (!t->instantiated)
	t->instances_reason = vnode->ref_list.referring.is_empty ()
			      ? "vtable unused"
			      : "vtable only installed during construction "
				"or destruction";
    }
}

} // namespace tigdevirt
