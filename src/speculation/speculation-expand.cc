/* speculation-expand.cc - plans for speculative calls, from WPA to the
   function transform.  See speculation-expand.h.

   Section ".gnu.lto_tigdevirt_expand..." written at WPA into each
   partition:
     "TGDVEXP4", u32 count, then count records of
       u32 symtab encoder reference of the caller, u32 lto_stmt_uid of the
       call, u32 1 if dispatched, u32 number of guarded targets, u32
       unguarded target's speculative id, u32 symtab encoder reference of
       the unguarded target (~0 if none), u32 number of vptr guards, and
       for each: u32 speculative id, u32 encoder reference of the vtable,
       u32 byte offset of the address point in it, u32 byte offset of the
       slot from the address point; then, for a dispatch, u32 number of
       the call's targets (0 if one is not in the partition) and the
       encoder reference of each.  */

#include "speculation-expand.h"
#include "speculation-plan-state.h"
#include "lto-section.h"
#include "gimple-vcall.h"
#include "type-names.h"
#include "plugin-options.h"

namespace tigdevirt {

namespace {

/* Does speculative call E still have the P.guards guarded targets its
   dispatch was planned with?  GCC's inliner drops targets it finds
   useless; with one gone, the last resort may see it.  */

bool
all_guards_left (cgraph_edge *e, const plan &p)
{
  if (!e->speculative)
    return false;
  unsigned guarded = 0;
  for (cgraph_edge *s = e->first_speculative_call_target (); s;
       s = s->next_speculative_call_target ())
    guarded += s->speculative_id != p.unguarded_id;
  return guarded == p.guards;
}

class plan_summary : public call_summary<plan *>
{
public:
  plan_summary (symbol_table *s) : call_summary<plan *> (s) {}
  /* A clone of the caller (ipa-cp, an inline clone) has the same calls;
     so does a copy of the body inlined into another function, whose
     speculative call GCC expands at once, in that function's inline
     transform (tree-inline.cc, redirect_all_calls): a dispatch there is
     finished after GCC's expansion (finish_dispatch_in_copies).  */
  void
  duplicate (cgraph_edge *src_edge, cgraph_edge *, plan *src,
	     plan *dst) final override
  {
    *dst = *src;
    if (dst->dispatch && !all_guards_left (src_edge, *src))
      dst->lost_guard = true;
  }
};

plan_summary *plans;
expansion_counts counts;

const section_format format
  = {"tigdevirt_expand", "TGDVEXP3", "speculation plans"};
const uint32_t none = ~(uint32_t) 0;

plan_summary *
summaries ()
{
  if (!plans)
    plans = new plan_summary (symtab);
  return plans;
}

/* Does NODE's body also serve as the body of copies inlined elsewhere
   (GCC saves it for them before inlining into NODE)?  After
   preserve_function_body_p in ipa-inline-transform.cc.  */

bool
body_shared (cgraph_node *node)
{
  for (cgraph_node *c = node->clones; c; c = c->next_sibling_clone)
    if (!c->thunk)
      return true;
  return false;
}

/* DCALL is the direct call GCC's gimple_ic just made, guarded by
   "if (&target == fn)" at the end of its block's predecessor.  Make the
   guard "if (VPTR == &VTABLE + AP_OFFSET)": the object's vptr against the
   address point of the one class whose slot holds the target.  Sound
   whatever the object: that address point's slot is the target.  */

bool
guard_on_vptr (gimple *dcall, tree vptr, const vptr_guard &g)
{
  basic_block bb = gimple_bb (dcall);
  if (!bb || !single_pred_p (bb))
    return false;
  gcond *cond = safe_dyn_cast<gcond *> (last_nondebug_stmt (single_pred (bb)));
  if (!cond || gimple_cond_code (cond) != EQ_EXPR)
    return false;
  gimple_stmt_iterator gsi = gsi_for_stmt (cond);
  tree ap = fold_build_pointer_plus_hwi
	      (fold_convert (TREE_TYPE (vptr),
			     build_fold_addr_expr (g.vtable->decl)),
	       g.ap_offset);
  ap = force_gimple_operand_gsi (&gsi, ap, true, NULL_TREE, true,
				 GSI_SAME_STMT);
  gimple_cond_set_lhs (cond, vptr);
  gimple_cond_set_rhs (cond, ap);
  update_stmt (cond);
  return true;
}

void
write_plan (section_writer &out, lto_symtab_encoder_t encoder,
	    cgraph_node *node, cgraph_edge *e, const plan &p)
{
  uint32_t target = none;
  if (p.dispatch)
    {
      int ref = lto_symtab_encoder_lookup (encoder, p.unguarded);
      if (ref == LCC_NOT_FOUND)
	return;
      target = ref;
    }
  std::vector<std::pair<const vptr_guard *, uint32_t>> guards;
  for (const vptr_guard &g : p.vptr)
    {
      int ref = lto_symtab_encoder_lookup (encoder, g.vtable);
      if (ref != LCC_NOT_FOUND)
	guards.emplace_back (&g, ref);
    }
  out.u32 (lto_symtab_encoder_encode (encoder, node));
  out.u32 (e->lto_stmt_uid);
  out.u32 (p.dispatch);
  out.u32 (p.guards);
  out.u32 (p.unguarded_id);
  out.u32 (target);
  out.u32 (guards.size ());
  for (auto &g : guards)
    {
      out.u32 (g.first->id);
      out.u32 (g.second);
      out.u32 (g.first->ap_offset);
      out.u32 (g.first->slot_offset);
    }
  std::vector<uint32_t> targets;
  for (cgraph_node *t : p.targets)
    {
      int ref = lto_symtab_encoder_lookup (encoder, t);
      if (ref == LCC_NOT_FOUND)
	{
	  targets.clear ();
	  break;
	}
      targets.push_back (ref);
    }
  out.u32 (targets.size ());
  for (uint32_t ref : targets)
    out.u32 (ref);
}

/* Read one record into P; false if malformed.  */

bool
read_plan (section_reader &in, lto_symtab_encoder_t encoder,
	   cgraph_node *&node, uint32_t &uid, plan &out)
{
  uint32_t ref, dispatch, guards, id, target, n;
  if (!in.u32 (ref) || !in.u32 (uid)
      || !in.u32 (dispatch) || !in.u32 (guards)
      || !in.u32 (id) || !in.u32 (target)
      || !in.u32 (n))
    return false;
  int size = lto_symtab_encoder_size (encoder);
  if ((int) ref >= size || (target != none && (int) target >= size)
      || n > 64 || (dispatch && target == none))
    return false;
  node = dyn_cast<cgraph_node *> (lto_symtab_encoder_deref (encoder, ref));
  out.dispatch = dispatch;
  out.guards = guards;
  out.unguarded_id = id;
  out.unguarded = target == none ? nullptr : dyn_cast<cgraph_node *>
    (lto_symtab_encoder_deref (encoder, target));
  if (out.dispatch && !out.unguarded)
    node = nullptr;
  for (uint32_t i = 0; i < n; i++)
    {
      uint32_t gid, vref, ap, slot;
      if (!in.u32 (gid) || !in.u32 (vref)
	  || !in.u32 (ap) || !in.u32 (slot)
	  || (int) vref >= size)
	return false;
      varpool_node *v = dyn_cast<varpool_node *>
	(lto_symtab_encoder_deref (encoder, vref));
      if (v)
	out.vptr.push_back ({ gid, v, ap, slot });
    }
  uint32_t t;
  if (!in.u32 (t) || t > 64)
    return false;
  bool all = true;
  for (uint32_t i = 0; i < t; i++)
    {
      uint32_t tref;
      if (!in.u32 (tref) || (int) tref >= size)
	return false;
      cgraph_node *target = dyn_cast<cgraph_node *>
	(lto_symtab_encoder_deref (encoder, tref));
      all &= target != nullptr;
      if (target)
	out.targets.push_back (target);
    }
  /* A list with a target missing is no list.  */
  if (!all)
    out.targets.clear ();
  return true;
}

/* Carry out the dispatch of call E: every guard as GCC makes it, then a
   direct call to the last target instead of the indirect call.  */

void
expand_dispatch (cgraph_node *node, cgraph_edge *e, const plan &want)
{
  std::vector<cgraph_edge *> guarded;
  cgraph_edge *unguarded = nullptr;
  for (cgraph_edge *s = e->first_speculative_call_target (); s;
       s = s->next_speculative_call_target ())
    if (s->speculative_id == want.unguarded_id && !unguarded)
      unguarded = s;
    else
      guarded.push_back (s);
  /* GCC dropped a guarded target since WPA: the list is no longer
     covered by the guards; GCC expands the ones left, and the last
     resort is finished after that, from the targets the guards did not
     compare (finish_dispatch_in_copies).  (ipa-profile's own guards
     count: they were there at WPA.)  */
  if (guarded.size () != want.guards)
    {
      *summaries ()->get_create (e) = want;
      if (dump_file)
	fprintf (dump_file, "dispatch of call %u in %s left for after GCC's "
		 "expansion: %u of %u guarded targets left\n", e->lto_stmt_uid,
		 node->dump_name (), (unsigned) guarded.size (), want.guards);
      return;
    }
  if (dump_file)
    fprintf (dump_file, "dispatch of call %u in %s: %u guards, then a "
	     "direct call to %s\n", e->lto_stmt_uid, node->dump_name (),
	     (unsigned) guarded.size (), want.unguarded->dump_name ());
  /* The guards, exactly as GCC's inline transform would make them; the
     indirect call stays on the path where every guard failed.  */
  for (cgraph_edge *s : guarded)
    cgraph_edge::redirect_call_stmt_to_callee (s);
  /* That path can only reach the last target: the call becomes a direct
     call to it (GCC's inline transform then rewrites the statement) and
     the indirect edge goes away.  */
  if (unguarded)
    cgraph_edge::resolve_speculation
      (unguarded, unguarded->speculative_call_target_ref ()->referred->decl);
  else
    /* The inliner dropped its speculative edge as cold.  */
    cgraph_edge::make_direct (e, want.unguarded);
  counts.dispatched++;
}

/* Expand the targets of call E that compare the vptr, in their order;
   GCC expands the others after them, with its own guard.  */

void
expand_vptr_guards (cgraph_node *node, cgraph_edge *e, const plan &want)
{
  for (const vptr_guard &g : want.vptr)
    {
      if (!e->speculative)
	return;
      cgraph_edge *s = nullptr;
      for (cgraph_edge *t = e->first_speculative_call_target (); t;
	   t = t->next_speculative_call_target ())
	if (t->speculative_id == g.id)
	  s = t;
      tree vptr = vptr_of_call (e->call_stmt, g.slot_offset);
      if (!s || !vptr)
	{
	  counts.kept_fnptr++;
	  if (dump_file)
	    fprintf (dump_file, "vptr guard of call %u in %s given up: %s\n",
		     e->lto_stmt_uid, node->dump_name (),
		     !s ? "the target was dropped"
		     : "the slot load is not recognized");
	  continue;
	}
      gimple *dcall = cgraph_edge::redirect_call_stmt_to_callee (s);
      if (!guard_on_vptr (dcall, vptr, g))
	{
	  counts.kept_fnptr++;
	  continue;
	}
      counts.vptr_guards++;
      if (dump_file)
	fprintf (dump_file, "vptr guard of call %u in %s: vptr == &%s + %u "
		 "for %s\n", e->lto_stmt_uid, node->dump_name (),
		 g.vtable->dump_asm_name (), g.ap_offset,
		 s->callee->dump_name ());
    }
}

/* GCC's inline transform expands the direct edges of a speculative call
   in callee-list order, each new test wrapping the rest: the first edge
   of the call's run is tested first.  make_speculative puts every new
   edge at the head of the run, and a clone of the caller (IPA-CP, inline
   copies) rebuilds its list head first, reversing it: left alone, the
   order would be an accident of how the edges were made.  Put the run
   of INDIRECT's speculative edges in order, most likely first: by count
   (our shares, ipa-profile's measured ones), then by speculative id (the
   order of the decision).  A dispatch's last target comes last whatever
   its count: its edge has every call the guards miss, which rounding can
   make more than an equal share (three equal targets: 333, 333 and 334
   of 1000), and where GCC expands the dispatch itself (a guarded target
   dropped by the inliner, a body also inlined elsewhere), it compared
   the least likely target first (Debian's leveldb: the comparator the
   benchmark never uses, before the one it always does).  True if the
   order changed.  */

bool
order_guards (cgraph_node *node, cgraph_edge *indirect)
{
  std::vector<cgraph_edge *> run;
  for (cgraph_edge *s = indirect->first_speculative_call_target (); s;
       s = s->next_speculative_call_target ())
    run.push_back (s);
  if (run.size () < 2)
    return false;
  const plan *p = plans ? plans->get (indirect) : nullptr;
  bool dispatch = p && p->dispatch;
  unsigned last = dispatch ? p->unguarded_id : 0;
  std::vector<cgraph_edge *> order = run;
  std::stable_sort (order.begin (), order.end (),
		    [=] (cgraph_edge *a, cgraph_edge *b)
		    {
		      if (dispatch
			  && (a->speculative_id == last)
			     != (b->speculative_id == last))
			return b->speculative_id == last;
		      if (a->count.ipa () > b->count.ipa ())
			return true;
		      if (b->count.ipa () > a->count.ipa ())
			return false;
		      if (a->count > b->count)
			return true;
		      if (b->count > a->count)
			return false;
		      return a->speculative_id < b->speculative_id;
		    });
  if (order == run)
    return false;
  /* The run is contiguous: relink it in ORDER between the same
     neighbours.  */
  cgraph_edge *before = run.front ()->prev_callee;
  cgraph_edge *after = run.back ()->next_callee;
  for (unsigned i = 0; i < order.size (); i++)
    {
      order[i]->prev_callee = i ? order[i - 1] : before;
      order[i]->next_callee = i + 1 < order.size () ? order[i + 1] : after;
    }
  if (before)
    before->next_callee = order.front ();
  else
    node->callees = order.front ();
  if (after)
    after->prev_callee = order.back ();
  /* The call site hash points to the first edge of a run.  */
  if (node->call_site_hash && order.front ()->call_stmt)
    cgraph_edge::set_call_stmt (order.front (), order.front ()->call_stmt,
				false);
  if (dump_file)
    {
      fprintf (dump_file, "guards of call %u in %s, in order:",
	       indirect->lto_stmt_uid, node->dump_name ());
      for (unsigned i = 0; i < order.size (); i++)
	fprintf (dump_file, "%s %s%s", i ? ";" : "",
		 function_name_of (order[i]->callee->decl).c_str (),
		 dispatch && order[i]->speculative_id == last
		 ? " (the dispatch's last, unguarded)" : "");
      fprintf (dump_file, "\n");
    }
  return true;
}

} // anon namespace

void
plan_dispatch (cgraph_edge *e, unsigned guards, unsigned unguarded_id,
	       cgraph_node *unguarded)
{
  plan *p = summaries ()->get_create (e);
  p->dispatch = true;
  p->guards = guards;
  p->unguarded_id = unguarded_id;
  p->unguarded = unguarded;
  p->targets.clear ();
  for (cgraph_edge *s = e->first_speculative_call_target (); s;
       s = s->next_speculative_call_target ())
    p->targets.push_back (s->callee);
  if (std::find (p->targets.begin (), p->targets.end (), unguarded)
      == p->targets.end ())
    p->targets.push_back (unguarded);
  /* GCC's inliner drops a speculative edge it finds cold, as the last
     target's often is, or one whose target it will not inline; these
     references keep the targets in the caller's partition so that the
     call can still be made direct, or a dispatch of direct calls.  */
  for (cgraph_node *t : p->targets)
    e->caller->create_reference (t, IPA_REF_ADDR, NULL);
}

void
plan_vptr_guard (cgraph_edge *e, unsigned id, tree vtable,
		 HOST_WIDE_INT ap_offset, HOST_WIDE_INT slot_offset)
{
  varpool_node *v = varpool_node::get (vtable);
  if (!v || ap_offset < 0 || slot_offset < 0)
    return;
  plan *p = summaries ()->get_create (e);
  p->vptr.push_back ({ id, v, (unsigned) ap_offset, (unsigned) slot_offset });
  /* The guard takes the vtable's address: the partitioner must make it
     reachable from the caller's partition.  */
  e->caller->create_reference (v, IPA_REF_ADDR, NULL);
}

const expansion_counts &
expansion_statistics ()
{
  return counts;
}

call_summary<plan *> *
plan_table ()
{
  return plans;
}

expansion_counts &
expansion_tally ()
{
  return counts;
}

void
write_expansion_plans ()
{
  if (!plans)
    return;
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  section_writer records;
  uint32_t n = 0;
  for (lto_symtab_encoder_iterator it
	 = lsei_start_function_in_partition (encoder);
       !lsei_end_p (it); lsei_next_function_in_partition (&it))
    {
      cgraph_node *node = lsei_cgraph_node (it);
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	if (plan *p = plans->get (e))
	  {
	    size_t before = records.buf.size ();
	    write_plan (records, encoder, node, e, *p);
	    n += records.buf.size () != before;
	  }
    }
  if (!n)
    return;
  section_writer head;
  head.u32 (n);
  /* WPA writes its streams for LTRANS uncompressed, as GCC does.  */
  write_section (format, {&head, &records}, !flag_wpa);
}

/* One partition's plans; false if malformed (a plan we cannot read is a
   plan not carried out: the call keeps GCC's expansion, which is always
   correct).  */

static bool
read_plans_of (lto_file_decl_data *file, section_reader &in)
{
  uint32_t n = 0;
  bool ok = in.u32 (n);
  lto_symtab_encoder_t encoder = file->symtab_node_encoder;
  for (uint32_t i = 0; ok && i < n; i++)
    {
      cgraph_node *node = nullptr;
      uint32_t uid;
      plan pl;
      ok = read_plan (in, encoder, node, uid, pl);
      if (!ok || !node)
	continue;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	if (e->lto_stmt_uid == uid)
	  {
	    *summaries ()->get_create (e) = pl;
	    break;
	  }
    }
  return ok;
}

void
read_expansion_plans ()
{
  read_sections (format, read_plans_of);
}

/* Leave dispatch WANT of call E in NODE to be finished after GCC's
   expansion (finish_dispatch_in_copies), for reason WHY; false: the body
   is not changed here.  */

static bool
leave_dispatch (cgraph_node *node, cgraph_edge *e, const plan &want,
		const char *why)
{
  *summaries ()->get_create (e) = want;
  if (dump_file)
    fprintf (dump_file, "dispatch of call %u in %s left for after GCC's "
	     "expansion: %s\n", e->lto_stmt_uid, node->dump_name (), why);
  return false;
}

/* Carry out plan WANT of call E in NODE, whose body is SHARED with copies
   inlined elsewhere or not; true if the body changed.  */

static bool
expand_plan (cgraph_node *node, cgraph_edge *e, const plan &want, bool shared)
{
  /* GCC's inliner dropped every guard (each of a target it will not
     inline): the call is indirect again, and a dispatch is finished
     after GCC's expansion, as where it dropped some.  */
  if (!e->speculative && want.dispatch && e->call_stmt
      && !gimple_call_fndecl (e->call_stmt))
    return leave_dispatch (node, e, want, "no guarded target left");
  if (!e->speculative || !e->call_stmt
      || gimple_call_fndecl (e->call_stmt))
    {
      counts.kept_fallback += want.dispatch;
      if (dump_file)
	fprintf (dump_file, "plan of call %u in %s given up: no longer "
		 "speculative\n", e->lto_stmt_uid, node->dump_name ());
      return false;
    }
  if (shared)
    {
      /* GCC expands the call here after saving the body for the inlined
	 copies: a dispatch is finished after that, as in the copies
	 (finish_dispatch_in_copies); vptr guards are not.  */
      if (want.dispatch)
	return leave_dispatch (node, e, want,
			       "the body is also inlined elsewhere");
      counts.shared_body++;
      if (dump_file)
	fprintf (dump_file, "plan of call %u in %s given up: the body is also "
		 "inlined elsewhere\n", e->lto_stmt_uid, node->dump_name ());
      return false;
    }
  if (want.dispatch)
    expand_dispatch (node, e, want);
  else
    expand_vptr_guards (node, e, want);
  return true;
}

unsigned int
expand_planned_calls (cgraph_node *node)
{
  if (opts.order_guards)
    for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
      if (e->speculative && order_guards (node, e))
	counts.reordered++;
  if (!plans)
    return 0;
  bool changed = false;
  bool shared = body_shared (node);
  take_plans (node, [&] (cgraph_edge *e, const plan &want)
	      {
		changed |= expand_plan (node, e, want, shared);
	      });
  if (!changed)
    return 0;
  /* The guards split blocks: dominators computed by an earlier transform
     are stale (update_ssa would walk them).  */
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  return TODO_update_ssa_only_virtuals;
}

} // namespace tigdevirt
