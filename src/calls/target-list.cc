/* target-list.cc - computing possible targets over the type graph.

   The walk (after GCC's possible_polymorphic_call_targets):
   1. the slot of the outer type itself;
   2. if the dynamic type may be derived, the slot of every derived type at
      each position the outer type has in it;
   3. if the object may be in construction or destruction, the slots of the
      bases of the outer type that contain the called subobject (their
      vtables are installed while they are being built).
   Types that cannot have instances (instantiated-types.h) contribute only
   in case 3-like situations.  Complete means no outside code can add a
   derived type (closed-hierarchies.h) and every slot was readable and
   referable.  */

#include "target-list.h"
#include "call-sites.h"
#include "vtable-references.h"

namespace tigdevirt {

namespace {

/* Can this unit refer to FN, found in VTABLE, directly?  GCC's rule
   (can_refer_decl_in_current_unit_p, for functions): a vtable emitted
   elsewhere may name a method that lives in another DSO with hidden
   visibility, or a COMDAT whose body this unit no longer has.  */

bool
referable (tree fn, tree vtable)
{
  if (DECL_ABSTRACT_P (fn))
    return false;
  if (!TREE_STATIC (fn) && !DECL_EXTERNAL (fn))
    return true;
  symtab_node *sn = symtab_node::get (fn);
  cgraph_node *cn = sn ? dyn_cast<cgraph_node *> (sn) : nullptr;
  if (!TREE_PUBLIC (fn))
    {
      if (DECL_EXTERNAL (fn))
	return false;
      if (symtab->function_flags_ready)
	return true;
      return sn && sn->definition && !(cn && cn->inlined_to);
    }
  varpool_node *vnode = varpool_node::get (vtable);
  if ((!DECL_EXTERNAL (vtable) && vnode && vnode->definition)
      || (flag_ltrans && vnode && vnode->in_other_partition))
    return true;
  if (DECL_VISIBILITY_SPECIFIED (fn) && DECL_EXTERNAL (fn)
      && DECL_VISIBILITY (fn) != VISIBILITY_DEFAULT
      && (!sn || !sn->in_other_partition))
    return false;
  if (!DECL_COMDAT (fn) || !symtab->function_flags_ready)
    return true;
  if (!sn
      || ((!sn->definition || DECL_EXTERNAL (fn))
	  && (!sn->in_other_partition
	      || (!sn->forced_by_abi && !sn->force_output))))
    return false;
  return !(cn && cn->inlined_to);
}

class walker
{
public:
  walker (const type_graph &g, poly_type *otr, HOST_WIDE_INT token)
    : g (g), otr (otr), token (token) {}

  /* Slot TOKEN of the vptr at byte OFFSET of a complete T object.  */
  slot
  lookup (poly_type *t, HOST_WIDE_INT offset) const
  {
    const vptr_location *v = t->vptr_at (offset);
    return v ? read_slot (v->ap, token) : slot ();
  }

  /* Add the method in S to the list, or note why the list is
     incomplete.  INSTANCES is what this lookup adds to its estimate.  */
  void
  record (const slot &s, unsigned instances)
  {
    switch (s.status)
      {
      case slot_status::unknown:
	list.complete = false;
	return;
      case slot_status::unreachable:
	return;
      case slot_status::pure_virtual:
	list.reached_pure_virtual = true;
	return;
      case slot_status::method:
	break;
      }
    poly_type *owner = g.lookup (DECL_CONTEXT (s.fn));
    bool anonymous = owner && owner->anonymous_namespace && !flag_ltrans;
    if (!referable (s.fn, s.vtable))
      {
	/* An anonymous-namespace method can only have become unreferable
	   by being optimized out: it is then no target.  */
	if (!anonymous)
	  list.complete = false;
	return;
      }
    /* A method only named by an external vtable may have no node yet;
       create it as GCC's vtable lookup does, so it can become a target.  */
    cgraph_node *node = cgraph_node::get_create (s.fn);
    if (node)
      {
	enum availability avail;
	cgraph_node *target = node->ultimate_alias_target (&avail);
	if (target != node && avail >= AVAIL_AVAILABLE
	    && node->get_availability ())
	  node = target;
      }
    if (anonymous && (!node || !referenced_from_vtable (node)))
      return;
    if (node
	&& (TREE_PUBLIC (s.fn) || DECL_EXTERNAL (s.fn) || node->definition)
	&& node->real_symbol_p ())
      {
	auto it = seen.find (node);
	if (it == seen.end ())
	  {
	    seen.emplace (node, list.targets.size ());
	    list.targets.push_back (node);
	    list.instances.push_back (instances);
	    list.class_ap.push_back (instances ? s.ap : address_point ());
	  }
	else
	  {
	    list.instances[it->second] += instances;
	    if (instances)
	      list.class_ap[it->second] = s.ap;
	  }
      }
    else if (!anonymous)
      /* The method exists but this unit cannot refer to it.  */
      list.complete = false;
  }

  const type_graph &g;
  poly_type *otr;
  HOST_WIDE_INT token;
  target_list list;
  std::map<cgraph_node *, unsigned> seen;	/* Node -> index in list.  */
};

/* Can T be the dynamic type of an object outside construction and
   destruction?  Under GCC's rules (for verification) only anonymous-
   namespace types can be ruled out, by an undefined vtable; under ours,
   every type whose constructions are all visible, by rapid type analysis
   (instantiated-types.h).  */

bool
possibly_instantiated (const poly_type *t, bool gcc_rules)
{
  if (flag_ltrans)
    return true;
  if (gcc_rules)
    return !t->anonymous_namespace || t->vtable_defined ()
	   || (gcc_counts_bases_of_construction_vtables
	       && t->base_of_construction_vtable);
  return !t->constructions_known || t->instantiated;
}

/* Does T have objects of its own in this unit?  For the estimate only:
   a class only code that cannot run builds (reached-vtables.h) has
   none.  */

unsigned
instance_weight (const poly_type *t)
{
  if ((t->constructions_known && !t->instantiated) || !t->vtable_reached)
    return 0;
  return t->vtable_defined () && !t->abstract () ? 1 : 0;
}

bool
is_destructor (const slot &s)
{
  return s.fn && DECL_CXX_DESTRUCTOR_P (s.fn);
}

/* The positions of OUTER in each class derived from it, as
   type_graph::positions_of gives them (in its order), made from each
   class's direct bases where only non-virtual links lead to OUTER (a
   virtual base's offset is the complete class's own: those walk the
   binfos).  positions_of walks down from the class to OUTER, so a list
   of a chain N classes deep walked N^2 binfos, and its N lists N^3 (600
   classes: seconds of a link).  */

class outer_positions
{
public:
  outer_positions (const type_graph &g, poly_type *outer)
    : g (g), outer (outer) {}

  const std::vector<HOST_WIDE_INT> &
  of (poly_type *d)
  {
    return get (d).positions;
  }

private:
  struct entry
  {
    bool plain = true;	/* Made from non-virtual links only.  */
    std::vector<HOST_WIDE_INT> positions;
  };

  const entry &
  get (poly_type *d)
  {
    auto it = memo.find (d);
    if (it != memo.end ())
      return it->second;
    entry e;
    /* Every polymorphic base binfo has its link (the graph skips none).  */
    unsigned binfo_bases = 0;
    tree base_binfo;
    for (unsigned i = 0;
	 BINFO_BASE_ITERATE (TYPE_BINFO (d->type), i, base_binfo); i++)
      binfo_bases += polymorphic_type_binfo_p (base_binfo);
    e.plain = binfo_bases == d->bases.size ();
    if (d == outer)
      e.positions.push_back (0);
    else
      for (const base_link &l : d->bases)
	{
	  const entry &b = get (l.base);
	  if (b.positions.empty ())
	    continue;
	  e.plain &= b.plain && !l.is_virtual && l.offset >= 0;
	  for (HOST_WIDE_INT p : b.positions)
	    if (std::find (e.positions.begin (), e.positions.end (),
			   l.offset + p) == e.positions.end ())
	      e.positions.push_back (l.offset + p);
	}
    if (!e.plain)
      e.positions = g.positions_of (d, outer);
    return memo[d] = std::move (e);
  }

  const type_graph &g;
  poly_type *outer;
  std::map<poly_type *, entry> memo;
};

} // anon namespace

unsigned
static_weight_total (const target_list &t)
{
  unsigned total = t.complete ? 0 : MAX (1u, t.other_weight);
  for (unsigned w : t.instances)
    total += w;
  return total;
}

target_list
possible_targets (const type_graph &g, poly_type *otr, HOST_WIDE_INT token,
		  const call_context &ctx, bool gcc_rules)
{
  walker w (g, otr, token);
  if (ctx.invalid)
    return w.list;
  if (!ctx.outer || !otr || ctx.offset % BITS_PER_UNIT)
    {
      w.list.complete = false;
      return w.list;
    }
  poly_type *outer = ctx.outer;
  HOST_WIDE_INT offset = ctx.offset / BITS_PER_UNIT;
  bool in_construction = ctx.maybe_in_construction;
  bool derived = ctx.maybe_derived_type;

  slot own = w.lookup (outer, offset);
  /* Destructors are never reached through construction vtables, and a
     final method has no overriders.  */
  if (is_destructor (own))
    in_construction = false;
  if (own.fn && DECL_FINAL_P (own.fn))
    derived = false;

  if (possibly_instantiated (outer, gcc_rules) || in_construction)
    w.record (own, instance_weight (outer));

  if (derived)
    {
      outer_positions positions (g, outer);
      for (poly_type *d : g.all_derived (outer))
	if (possibly_instantiated (d, gcc_rules) || in_construction)
	  for (HOST_WIDE_INT pos : positions.of (d))
	    w.record (w.lookup (d, pos + offset), instance_weight (d));
      if (!(gcc_rules ? outer->cxx_derivations_known
		      : outer->derivations_known))
	w.list.complete = false;
    }

  if (in_construction)
    {
      /* While a base B of OUTER holding the called subobject is being built
	 or destroyed, the vptr points to B's vtable.  */
      for (poly_type *b : g.all_bases (outer))
	{
	  for (HOST_WIDE_INT bpos : g.positions_of (outer, b))
	    {
	      if (bpos > offset)
		continue;
	      std::vector<HOST_WIDE_INT> in_b = g.positions_of (b, otr);
	      if (std::find (in_b.begin (), in_b.end (), offset - bpos)
		  == in_b.end ())
		continue;
	      slot s = w.lookup (b, offset - bpos);
	      if (!is_destructor (s))
		w.record (s, 0);
	    }
	}
    }
  return w.list;
}

const target_list &
target_cache::get (poly_type *otr, HOST_WIDE_INT token,
		   const call_context &ctx, bool gcc_rules)
{
  key k (otr ? otr->id + 1 : 0, token, ctx.outer ? ctx.outer->id + 1 : 0,
	 ctx.offset, ctx.maybe_in_construction, ctx.maybe_derived_type,
	 ctx.invalid, gcc_rules);
  auto it = lists.find (k);
  if (it != lists.end ())
    {
      n_hits++;
      return it->second;
    }
  return lists.emplace (k, possible_targets (g, otr, token, ctx, gcc_rules))
	   .first->second;
}

namespace {

/* The targets of call C when its context is a type set in use
   (call_context::set): each class's, all together, a complete
   list.  False (OUT unset) when some class's list is not complete.  */

bool
set_targets (target_cache &cache, const call_site &c, target_list &out)
{
  const call_context &x = c.context;
  if (!x.allocation_used || !x.set || x.set->exact.empty ())
    return false;
  out = target_list ();
  for (auto &e : x.set->exact)
    {
      call_context one = x;
      one.set = nullptr;
      one.outer = e.first;
      one.offset = e.second;
      one.maybe_derived_type = false;
      one.maybe_in_construction = false;
      one.likely_outer = nullptr;
      const target_list &l = cache.get (c.otr_type, c.token, one);
      if (!l.complete)
	return false;
      out.reached_pure_virtual |= l.reached_pure_virtual;
      for (size_t i = 0; i < l.targets.size (); i++)
	{
	  auto at = std::find (out.targets.begin (), out.targets.end (),
			       l.targets[i]);
	  if (at != out.targets.end ())
	    {
	      out.instances[at - out.targets.begin ()] += l.instances[i];
	      continue;
	    }
	  out.targets.push_back (l.targets[i]);
	  out.instances.push_back (l.instances[i]);
	  out.class_ap.push_back (l.class_ap[i]);
	}
    }
  out.complete = true;
  return true;
}

} // anon namespace

const target_list &
call_targets (target_cache &cache, const call_site &c, target_list &scratch)
{
  return set_targets (cache, c, scratch)
	 ? scratch : cache.get (c.otr_type, c.token, c.context);
}

} // namespace tigdevirt
