/* type-changes.cc - which calls may change an object's dynamic type: the
   link's whole-program facts over the call graph, and the answers for
   calls in bodies at LTRANS.  See type-changes.h, and type-change-state.h
   for how the files divide the work.  */

#include "type-change-state.h"
#include "placement-census.h"
#include "plugin-options.h"
#include "vtable.h"
#include "field-types.h"
#include "type-names.h"

namespace tigdevirt {
namespace tchange {

cgraph_node *
fact_node (cgraph_node *node)
{
  node = node->ultimate_alias_target ();
  while (node->clone_of)
    node = node->clone_of;
  return node;
}

} // namespace tchange

template class run_tables<tchange::tables>;

using namespace tchange;

namespace {

const char *const change_reason_text[r_count] = {
  nullptr,
  "constructs an object in storage it did not create",
  "",
  "builds a returned object in storage it did not create",
  "stores to the vptr of an object it did not create",
  "writes raw memory over a polymorphic object it did not create",
  "writes a union member over a polymorphic object",
  "has an asm statement that may write memory"
};

/* Counts for the dump: functions with a body, those that may change
   types by their own statements, and in all.  */
struct type_change_counts
{
  unsigned functions = 0, local = 0, changing = 0, slots = 0,
	   slots_keeping = 0;
  /* Virtual methods EXTERNAL does not call back: only vtables of classes
     outside code cannot know hold them.  */
  unsigned hidden_methods = 0;
  bool external = false;
};

/* Classes code outside the link cannot know (closed-hierarchies.h: every
   object of the class is built in the link, and hidden LTO visibility
   means no other linkage unit may define it), with all their bases.
   Outside code makes a virtual call through a class it knows; it cannot
   reach a method that only such classes' vtables hold.  */

class hidden_classes
{
public:
  explicit hidden_classes (const type_graph &g) : g (g) {}

  /* Is every reference to function N's address one from the vtable of a
     class outside code cannot know (or a speculative call's guard, which
     only compares it)?  */
  bool only_in_their_vtables (cgraph_node *n)
  {
    ipa_ref *ref;
    bool any = false;
    for (unsigned k = 0; n->iterate_referring (k, ref); k++)
      {
	if (ref->speculative)
	  continue;
	varpool_node *v = dyn_cast<varpool_node *> (ref->referring);
	if (ref->use != IPA_REF_ADDR || !v || !DECL_VIRTUAL_P (v->decl)
	    || !unknown_outside (v->decl))
	  return false;
	any = true;
      }
    return any;
  }

private:
  bool unknown_outside (tree vtable)
  {
    auto c = cache.find (vtable);
    if (c != cache.end ())
      return c->second;
    tree ctx = DECL_CONTEXT (vtable);
    poly_type *t = ctx && TREE_CODE (ctx) == RECORD_TYPE
		   ? g.lookup (TYPE_MAIN_VARIANT (ctx)) : nullptr;
    bool hidden = t && t->constructions_known;
    if (hidden)
      for (poly_type *b : g.all_bases (t))
	hidden &= b->constructions_known;
    cache[vtable] = hidden;
    return hidden;
  }

  const type_graph &g;
  std::map<tree, bool> cache;
};

} // anon namespace

/* The whole-program fact.  Nodes: every function, and EXTERNAL (code
   outside the link).  An edge F -> G: F may call G.  F may change types
   if it may by its own statements or may call a function that may: a
   walk back from those over the edges.  */

void
compute_type_change_facts (type_change_facts &facts, const type_graph &g,
			   target_cache &cache)
{
  tables &tab = facts.tables ();
  tab.have_facts = true;
  type_change_counts counts;
  /* Nodes indexed by uid, and the callers of each in one array (counted,
     then stored): a std::map node per function and a vector per callee
     were 1.3 MB of the analysis's peak on bench/scale small (GCC 12),
     whose peak is the link's.  */
  std::vector<cgraph_node *> nodes;
  cgraph_node *n;
  FOR_EACH_FUNCTION (n)
    nodes.push_back (n);
  const unsigned ext = nodes.size ();
  std::vector<unsigned> index (symtab->cgraph_max_uid, ext);
  for (unsigned i = 0; i < ext; i++)
    index[nodes[i]->get_uid ()] = i;
  auto index_of = [&] (cgraph_node *m) -> unsigned
    {
      unsigned uid = m->get_uid ();
      return uid < index.size () ? index[uid] : ext;
    };
  /* CALLERS[START[I]] ... CALLERS[START[I + 1] - 1]: who may call I, in
     the order found (the walk back below visits them in it).  */
  std::vector<unsigned> start (ext + 2, 0), callers, fill;
  bool filling = false;
  auto add_caller = [&] (unsigned to, unsigned from)
    {
      if (filling)
	callers[fill[to]++] = from;
      else
	start[to + 1]++;
    };
  std::vector<const char *> why (ext + 1, nullptr);
  /* A polymorphic call's targets through one node per slot list, after
     EXTERNAL: the caller calls the list, the list each target.  The same
     paths as an edge to each target, but a list of thousands of classes
     shared by thousands of calls is stored once (a generated program of
     4,500 classes of one base: 117 MB of lto1's peak).  */
  std::map<const target_list *, unsigned> list_node;
  std::vector<char> list_added;
  auto edge = [&] (unsigned from, cgraph_node *to)
    {
      add_caller (index_of (fact_node (to)), from);
    };
  /* Each slot's targets (any object seen as its class).  */
  std::map<std::pair<poly_type *, HOST_WIDE_INT>, const target_list *>
    slot_lists;
  auto slot_list = [&] (tree otr_type, HOST_WIDE_INT token)
    -> const target_list *
    {
      poly_type *otr = otr_type ? g.lookup (TYPE_MAIN_VARIANT (otr_type))
			 : nullptr;
      if (!otr)
	return nullptr;
      auto key = std::make_pair (otr, token);
      auto it = slot_lists.find (key);
      if (it != slot_lists.end ())
	return it->second;
      call_context ctx;
      ctx.outer = otr;
      const target_list *t = &cache.get (otr, token, ctx);
      slot_lists[key] = t;
      return t;
    };

  bool lto = in_lto_p;
  hidden_classes hidden (g);
  /* Twice over the same edges in the same order: counting, then filling
     (the facts of a node are taken on the first).  */
  for (int pass = 0; pass < 2; pass++)
    {
      filling = pass == 1;
      if (filling)
	{
	  for (unsigned i = 1; i < start.size (); i++)
	    start[i] += start[i - 1];
	  callers.resize (start.back ());
	  fill.assign (start.begin (), start.end () - 1);
	  list_added.assign (list_added.size (), 0);
	}
      for (unsigned i = 0; i < ext; i++)
	{
	  n = nodes[i];
	  if (n->alias)
	    {
	      edge (i, n);
	      continue;
	    }
	  if (!n->definition)
	    {
	      /* Code outside the link: it calls back, unless GCC knows it
		 does not (a built-in, a leaf, const or pure function).  */
	      int flags = flags_from_decl_or_type (n->decl);
	      if (!fndecl_built_in_p (n->decl)
		  && !DECL_IS_OPERATOR_NEW_P (n->decl)
		  && !DECL_IS_OPERATOR_DELETE_P (n->decl)
		  && !(flags & (ECF_LEAF | ECF_CONST | ECF_PURE)))
		add_caller (ext, i);
	      continue;
	    }
	  if (!n->thunk && !filling)
	    {
	      counts.functions++;
	      const unsigned char *own = tab.local.get (n);
	      if (!own)
		why[i] = lto ? "has no compile-time record (an object "
			       "compiled without the plugin)"
			     : "has no body in SSA form";
	      else if (node_reasons::reason (own))
		why[i] = change_reason_text[node_reasons::reason (own)];
	      counts.local += why[i] != nullptr;
	    }
	  for (cgraph_edge *e = n->callees; e; e = e->next_callee)
	    edge (i, e->callee);
	  for (cgraph_edge *e = n->indirect_calls; e; e = e->next_callee)
	    {
	      polymorphic_call_info *ii = edge_polymorphic_call (e);
	      const target_list *t
		= ii ? slot_list (ii->otr_type, ii->otr_token) : nullptr;
	      if (!t)
		{
		  add_caller (ext, i);
		  continue;
		}
	      auto ln = list_node.emplace (t, ext + 1 + list_node.size ());
	      unsigned l = ln.first->second;
	      if (ln.second)
		{
		  start.push_back (0);
		  why.push_back (nullptr);
		  list_added.push_back (0);
		}
	      if (!list_added[l - ext - 1])
		{
		  list_added[l - ext - 1] = 1;
		  for (cgraph_node *target : t->targets)
		    edge (l, target);
		}
	      add_caller (l, i);
	      if (!t->complete)
		add_caller (ext, i);
	    }
	}
      /* EXTERNAL calls back every function visible outside the link or
	 whose address is taken; not main (a program may not call it), not
	 static constructors and destructors (they run before main and
	 after exit).  A constructor it may call may build an object of
	 its class in any storage.  (Destroying an object changes no type
	 a program may observe: nothing may use the object after, unless a
	 constructor builds another there.)  */
      if (!lto)
	why[ext] = "a call to code outside the unit may change types";
      for (unsigned i = 0; i < ext; i++)
	{
	  n = nodes[i];
	  if (!n->definition
	      || !(n->externally_visible || n->address_taken
		   || n->force_output)
	      || MAIN_NAME_P (DECL_NAME (n->decl))
	      || DECL_STATIC_CONSTRUCTOR (n->decl)
	      || DECL_STATIC_DESTRUCTOR (n->decl))
	    continue;
	  if (!n->externally_visible && !n->force_output
	      && hidden.only_in_their_vtables (n))
	    {
	      counts.hidden_methods += !filling;
	      continue;
	    }
	  /* An alias called from outside runs its target.  */
	  add_caller (index_of (n->alias ? fact_node (n) : n), ext);
	  if (DECL_CXX_CONSTRUCTOR_P (n->decl) && !why[ext])
	    why[ext] = "code outside the link may call a constructor";
	}
    }
  fill = std::vector<unsigned> ();

  /* Walk back from every function that may change types itself.  */
  std::vector<unsigned> work;
  for (unsigned i = 0; i <= ext; i++)
    if (why[i])
      work.push_back (i);
  while (!work.empty ())
    {
      unsigned i = work.back ();
      work.pop_back ();
      for (unsigned k = start[i]; k < start[i + 1]; k++)
	if (!why[callers[k]])
	  {
	    unsigned c = callers[k];
	    why[c] = i == ext ? "may call code outside the link, which may "
				"call back"
			      : "may call a function that may change types";
	    work.push_back (c);
	  }
    }

  tab.external_changes = why[ext] != nullptr;
  counts.external = tab.external_changes;
  tab.keeping.empty ();
  for (unsigned i = 0; i < ext; i++)
    if (!why[i])
      tab.keeping.add (nodes[i]->decl);
    else if (nodes[i]->definition && !nodes[i]->alias && !nodes[i]->thunk)
      counts.changing++;
  tab.slots.clear ();
  for (auto &s : slot_lists)
    {
      std::string key = vtable_key (s.first.first->type);
      if (key.empty ())
	continue;
      const target_list *t = s.second;
      unsigned flags = s_keeps;
      if (!t->complete && tab.external_changes)
	flags = 0;
      for (cgraph_node *target : t->targets)
	{
	  unsigned t_index = index_of (fact_node (target));
	  if (t_index == ext || why[t_index])
	    flags &= ~s_keeps;
	}
      tab.slots[key][s.first.second] = flags;
      counts.slots++;
      counts.slots_keeping += flags & s_keeps;
    }
  /* With a launder anywhere, strict mode cannot tell the laundered
     pointer from the old one (placement-census.h): it gets the proven
     facts instead.  */
  tab.strict_ok = opts.strict_vtable_pointers && !any_laundered ();

  if (dump_file)
    {
      fprintf (dump_file, "Type changes: %u functions, %u change types "
	       "themselves, %u may (with their callees); code outside the "
	       "link %s%s; %u slots, %u keep types; %u virtual methods "
	       "hidden from outside code\n", counts.functions,
	       counts.local, counts.changing,
	       tab.external_changes ? "may: " : "may not",
	       tab.external_changes ? why[ext] : "", counts.slots,
	       counts.slots_keeping, counts.hidden_methods);
      if (dump_flags & TDF_DETAILS)
	for (unsigned i = 0; i < ext; i++)
	  if (why[i] && nodes[i]->definition && !nodes[i]->alias)
	    fprintf (dump_file, "  may change types: %s: %s\n",
		     nodes[i]->dump_name (), why[i]);
    }
}

bool
have_type_change_facts (const type_change_facts &facts)
{
  return facts.tables ().have_facts;
}

const char *
call_may_change_types (const type_change_facts &facts, gcall *call)
{
  const tables &tab = facts.tables ();
  if (gimple_call_internal_p (call))
    return "an internal function that may write memory";
  tree fn = gimple_call_fndecl (call);
  if (fn && DECL_CXX_CONSTRUCTOR_P (fn))
    return "a constructor call";
  if (fn && fndecl_built_in_p (fn))
    return "a built-in that may write the object";
  tree callee = gimple_call_fn (call);
  unsigned slot = 0;
  bool virtual_call = callee && TREE_CODE (callee) == OBJ_TYPE_REF
		      && tree_fits_shwi_p (OBJ_TYPE_REF_TOKEN (callee));
  if (virtual_call)
    {
      std::string key = vtable_key (obj_type_ref_class (callee));
      auto c = tab.slots.find (key);
      if (c != tab.slots.end ())
	{
	  auto s = c->second.find (tree_to_shwi (OBJ_TYPE_REF_TOKEN (callee)));
	  if (s != c->second.end ())
	    slot = s->second | 4;
	}
    }
  /* [basic.life]: another object in the storage is only reached through
     the pointer its construction returned or through std::launder; only
     constructors and destructors change the object a pointer reaches.  */
  if (tab.strict_ok)
    return nullptr;
  if (!tab.have_facts)
    return "no whole-program facts";
  if (fn)
    {
      cgraph_node *node = cgraph_node::get (fn);
      tree origin = fn;
      if (node)
	{
	  node = node->ultimate_alias_target ();
	  origin = node->former_clone_of ? node->former_clone_of : node->decl;
	}
      if (tab.keeping.contains (origin) || tab.keeping.contains (fn))
	return nullptr;
      return "a call to a function that may change dynamic types";
    }
  if (virtual_call)
    {
      if (!slot)
	return "a virtual call through a slot the link did not see";
      return (slot & s_keeps) ? nullptr
	     : "a virtual call whose targets may change dynamic types";
    }
  return tab.external_changes
	 ? "an indirect call that may reach code that changes dynamic types"
	 : nullptr;
}

void
note_contained_field (type_change_facts &facts, const std::string &odr,
		      HOST_WIDE_INT pos)
{
  /* A class local to a unit is keyed by its unit: not at LTRANS.  */
  if (!odr.empty () && odr[0] != '@')
    facts.tables ().contained.insert ({odr, pos});
}

bool
from_contained_field (const type_change_facts &facts, tree pointer)
{
  const std::set<std::pair<std::string, HOST_WIDE_INT>> &contained
    = facts.tables ().contained;
  if (contained.empty () || TREE_CODE (pointer) != SSA_NAME
      || SSA_NAME_IS_DEFAULT_DEF (pointer))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (pointer);
  if (!gimple_assign_single_p (def))
    return false;
  tree ref = gimple_assign_rhs1 (def);
  if (TREE_CODE (ref) != COMPONENT_REF)
    return false;
  tree f = TREE_OPERAND (ref, 1);
  if (!class_pointer_field_p (f) || !tree_fits_shwi_p (bit_position (f)))
    return false;
  const char *odr = link_odr_name (TYPE_MAIN_VARIANT (DECL_CONTEXT (f)));
  return odr && contained.count ({odr, int_bit_position (f)});
}

void
keep_type_change_trees (const type_change_facts &f)
{
  keep_trees (f.tables ().keeping);
}

} // namespace tigdevirt
