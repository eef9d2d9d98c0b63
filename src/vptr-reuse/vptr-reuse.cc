/* vptr-reuse.cc - loading a vptr and a vtable slot once.  See
   vptr-reuse.h.  */

#include "vptr-walk.h"
#include "plugin-options.h"
#include "type-changes.h"
#include "guard-versioning.h"

namespace tigdevirt {

/* After GCC's first loop invariant motion (LIM's first instance is in
   the OpenACC kernels pipeline, and a plugin can only name the first
   instance or all), before PRE, which cleans up after it.  */
const char *const vptr_reuse_before = "pre";
const int vptr_reuse_before_instance = 0;

namespace vptr {

/* Is STMT a load the pass may move or replace: `name = REF', nothing
   volatile, no throw, its result in no abnormal PHI?  */

bool
plain_load_p (gimple *stmt)
{
  return gimple_assign_single_p (stmt) && !gimple_has_volatile_ops (stmt)
	 && TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME
	 && !stmt_could_throw_p (cfun, stmt)
	 && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (gimple_assign_lhs (stmt));
}

/* Is STMT `lhs = REF' where REF ends in a vptr field, of an object the
   walk can name again: fields of a dereferenced SSA pointer or of a
   declared object, no array index, nothing volatile?  */

bool
vptr_load_p (gimple *stmt)
{
  if (!plain_load_p (stmt))
    return false;
  tree ref = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (ref) != COMPONENT_REF
      || !DECL_VIRTUAL_P (TREE_OPERAND (ref, 1)))
    return false;
  tree r = ref;
  while (TREE_CODE (r) == COMPONENT_REF)
    r = TREE_OPERAND (r, 0);
  if (TREE_CODE (r) == MEM_REF)
    return TREE_CODE (TREE_OPERAND (r, 0)) == SSA_NAME
	   || TREE_CODE (TREE_OPERAND (r, 0)) == ADDR_EXPR;
  return DECL_P (r);
}

/* The SSA pointer a vptr reference dereferences, or null (a declared
   object).  */

tree
object_pointer (tree ref)
{
  while (TREE_CODE (ref) == COMPONENT_REF)
    ref = TREE_OPERAND (ref, 0);
  if (TREE_CODE (ref) == MEM_REF && TREE_CODE (TREE_OPERAND (ref, 0)) == SSA_NAME)
    return TREE_OPERAND (ref, 0);
  return NULL_TREE;
}

/* Is SSA name NAME, a pointer, a vptr value: loaded from a vptr field?  */

bool
vptr_value_p (tree name)
{
  return TREE_CODE (name) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (name)
	 && vptr_load_p (SSA_NAME_DEF_STMT (name));
}

/* If STMT loads a slot, `lhs = MEM[v + off]' with V a vptr value (maybe
   through `t = v + off'), set V and OFF.  Vtables are never written.  */

bool
slot_load_p (gimple *stmt, tree *v, HOST_WIDE_INT *off)
{
  if (!plain_load_p (stmt))
    return false;
  tree mem = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (mem) != MEM_REF || TREE_CODE (TREE_OPERAND (mem, 0)) != SSA_NAME
      || !tree_fits_shwi_p (TREE_OPERAND (mem, 1)))
    return false;
  tree base = TREE_OPERAND (mem, 0);
  HOST_WIDE_INT o = tree_to_shwi (TREE_OPERAND (mem, 1));
  if (!SSA_NAME_IS_DEFAULT_DEF (base))
    if (gassign *add = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (base)))
      if (gimple_assign_rhs_code (add) == POINTER_PLUS_EXPR
	  && TREE_CODE (gimple_assign_rhs1 (add)) == SSA_NAME
	  && tree_fits_shwi_p (gimple_assign_rhs2 (add)))
	{
	  o += tree_to_shwi (gimple_assign_rhs2 (add));
	  base = gimple_assign_rhs1 (add);
	}
  if (!vptr_value_p (base))
    return false;
  *v = base;
  *off = o;
  return true;
}

/* Does NAME hold a vptr or a slot loaded from an object (what a
   speculative guard tests)?  */

bool
vtable_value_p (tree name)
{
  if (vptr_value_p (name))
    return true;
  tree v;
  HOST_WIDE_INT off;
  return TREE_CODE (name) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (name)
	 && slot_load_p (SSA_NAME_DEF_STMT (name), &v, &off);
}

} // namespace vptr

using namespace vptr;

namespace {

/* This process's counts, for the stats file (FILE.ltrans).  */
vptr_counts totals;

const pass_data vptr_reuse_data = {
  GIMPLE_PASS,			/* type */
  "tigdevirt_vptr",		/* name */
  OPTGROUP_LOOP,			/* optinfo_flags: not IPA, so that
				   -fopt-info-ipa stays about IPA decisions */
  TV_NONE,			/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0, 0, 0, 0
};

} // anon namespace

namespace vptr {

int
reuse_walk::group (tree ref)
{
  for (unsigned i = 0; i < refs.size (); i++)
    if (operand_equal_p (refs[i], ref, 0))
      return i;
  if (refs.size () >= max_refs)
    return -1;
  refs.push_back (ref);
  aorefs.emplace_back ();
  ao_ref_init (&aorefs.back (), ref);
  return refs.size () - 1;
}

/* Why STMT may change the dynamic type of reference G's object (null:
   it cannot).  */

const char *
reuse_walk::kills (gimple *stmt, unsigned g)
{
  if (!gimple_vdef (stmt) && !gimple_has_volatile_ops (stmt))
    return nullptr;
  auto known = kill_answer.find ({stmt, g});
  if (known != kill_answer.end ())
    return known->second;
  const char *why = "a statement that may write memory";
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      if (!call_may_clobber_ref_p_1 (call, &aorefs[g], true))
	why = nullptr;
      else
	{
	  auto it = call_answer.find (stmt);
	  why = it != call_answer.end () ? it->second
		: call_answer[stmt] = call_may_change_types (changes, call);
	  /* An object no code outside the link reaches, none in it
	     rebuilds (a contained field's: type-changes.h).  */
	  tree p = why ? object_pointer (refs[g]) : NULL_TREE;
	  if (p && from_contained_field (changes, p))
	    why = nullptr;
	}
    }
  else if (is_gimple_assign (stmt))
    why = stmt_may_clobber_ref_p_1 (stmt, &aorefs[g], true)
	  ? "a store that may write the vptr" : nullptr;
  return kill_answer[{stmt, g}] = why;
}

/* The walk of one statement.  With APPLY, a vptr load whose reference
   has a value gets it (REPL).  */

void
reuse_walk::transfer (gimple *stmt, std::vector<avail> &state, bool apply,
		      std::vector<std::pair<gimple *, tree>> *repl)
{
  auto g = group_of.find (stmt);
  if (g != group_of.end ())
    {
      avail &a = state[g->second];
      if (a.value && a.value != error_mark_node)
	{
	  if (apply)
	    repl->emplace_back (stmt, a.value);
	  return;
	}
      if (apply && a.killer)
	kept++;
      if (apply && a.killer && dump_enabled_p ())
	{
	  dump_printf_loc (MSG_MISSED_OPTIMIZATION, stmt,
			   "vptr load kept: %s at line %d may change the "
			   "object's dynamic type\n",
			   kills (a.killer, g->second),
			   LOCATION_LINE (gimple_location (a.killer)));
	}
      a.value = gimple_assign_lhs (stmt);
      a.killer = nullptr;
      return;
    }
  if (!gimple_vdef (stmt) && !gimple_has_volatile_ops (stmt))
    return;
  for (unsigned i = 0; i < state.size (); i++)
    if (state[i].value != error_mark_node && kills (stmt, i))
      {
	state[i].value = error_mark_node;
	state[i].killer = stmt;
      }
}

void
reuse_walk::reuse_vptrs ()
{
  unsigned n = refs.size ();
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nrpo = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  std::vector<std::vector<avail>> in (last_basic_block_for_fn (fun)),
    out (last_basic_block_for_fn (fun));
  bool changed = true;
  for (int iter = 0; changed && iter < 20; iter++)
    {
      changed = false;
      for (int i = 0; i < nrpo; i++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
	  std::vector<avail> state (n);
	  bool first = true;
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->preds)
	    {
	      avail none;
	      none.value = error_mark_node;
	      const std::vector<avail> *from = nullptr;
	      if (e->src == ENTRY_BLOCK_PTR_FOR_FN (fun)
		  || (e->flags & EDGE_ABNORMAL))
		from = nullptr;
	      else if (out[e->src->index].empty ())
		continue;	/* Not walked yet: TOP.  */
	      else
		from = &out[e->src->index];
	      for (unsigned g = 0; g < n; g++)
		{
		  const avail &o = from ? (*from)[g] : none;
		  if (first)
		    state[g] = o;
		  else if (!state[g].value)
		    state[g] = o;
		  else if (o.value && !(o.value == state[g].value))
		    {
		      if (state[g].value != error_mark_node)
			state[g].killer = o.killer;
		      state[g].value = error_mark_node;
		    }
		}
	      first = false;
	    }
	  in[bb->index] = state;
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    transfer (gsi_stmt (gsi), state, false, nullptr);
	  if (!(out[bb->index] == state))
	    {
	      out[bb->index] = state;
	      changed = true;
	    }
	}
    }
  /* An unfinished walk (a bound on iterations) changes nothing.  */
  if (!changed)
    {
      std::vector<std::pair<gimple *, tree>> repl;
      for (int i = 0; i < nrpo; i++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
	  std::vector<avail> state = in[bb->index];
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    transfer (gsi_stmt (gsi), state, true, &repl);
	}
      for (auto &r : repl)
	{
	  tree lhs = gimple_assign_lhs (r.first);
	  if (dump_file)
	    {
	      fprintf (dump_file, "reused: vptr load at line %d: ",
		       LOCATION_LINE (gimple_location (r.first)));
	      print_generic_expr (dump_file, lhs);
	      fprintf (dump_file, " -> ");
	      print_generic_expr (dump_file, r.second);
	      fprintf (dump_file, "\n");
	    }
	  if (dump_enabled_p ())
	    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, r.first,
			     "vptr load reused: nothing between may change "
			     "the object's dynamic type\n");
	  replace_uses_by (lhs, r.second);
	  group_of.erase (r.first);
	  gimple_stmt_iterator gsi = gsi_for_stmt (r.first);
	  unlink_stmt_vdef (r.first);
	  gsi_remove (&gsi, true);
	  release_defs (r.first);
	  reused++;
	}
    }
  XDELETEVEC (rpo);
}

void
reuse_walk::reuse_slots ()
{
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nrpo = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  std::map<std::tuple<tree, HOST_WIDE_INT>, std::vector<gimple *>> seen;
  for (int i = 0; i < nrpo; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
	{
	  gimple *stmt = gsi_stmt (gsi);
	  tree v;
	  HOST_WIDE_INT off;
	  if (!slot_load_p (stmt, &v, &off))
	    {
	      gsi_next (&gsi);
	      continue;
	    }
	  tree lhs = gimple_assign_lhs (stmt);
	  gimple *earlier = nullptr;
	  for (gimple *s : seen[std::make_tuple (v, off)])
	    if ((gimple_bb (s) == bb
		 || dominated_by_p (CDI_DOMINATORS, bb, gimple_bb (s)))
		&& useless_type_conversion_p (TREE_TYPE (lhs),
					      TREE_TYPE (gimple_assign_lhs (s))))
	      {
		earlier = s;
		break;
	      }
	  if (!earlier)
	    {
	      seen[std::make_tuple (v, off)].push_back (stmt);
	      gsi_next (&gsi);
	      continue;
	    }
	  if (dump_file)
	    fprintf (dump_file, "reused: slot load at line %d (offset %"
		     PRId64 ")\n", LOCATION_LINE (gimple_location (stmt)),
		     (int64_t) off);
	  replace_uses_by (lhs, gimple_assign_lhs (earlier));
	  unlink_stmt_vdef (stmt);
	  gsi_remove (&gsi, true);
	  release_defs (stmt);
	  slots++;
	}
    }
  XDELETEVEC (rpo);
}

unsigned
reuse_walk::run ()
{
  bool any_loop_load = false;
  std::vector<unsigned> count;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (vptr_load_p (gsi_stmt (gsi)))
	{
	  int g = group (gimple_assign_rhs1 (gsi_stmt (gsi)));
	  if (g < 0)
	    continue;
	  group_of[gsi_stmt (gsi)] = g;
	  count.resize (refs.size ());
	  count[g]++;
	  any_loop_load |= bb->loop_father && loop_outer (bb->loop_father);
	}
  bool repeated = false;
  for (unsigned c : count)
    repeated |= c > 1;
  /* A guard on a vptr or slot loaded before a loop (by GCC's LIM or
     by the hoisting below) may be tested once.  */
  bool version = versioning_ratio () > 0 && !count.empty ()
		 && number_of_loops (fun) > 1;
  if (!repeated && !any_loop_load && !version)
    return 0;
  calculate_dominance_info (CDI_DOMINATORS);
  if (repeated)
    reuse_vptrs ();
  reuse_slots ();
  if (any_loop_load || version)
    {
      loop_optimizer_init (LOOPS_NORMAL);
      if (any_loop_load)
	hoist ();
      if (version)
	versioned = version_loops_on_guards (fun, vtable_value_p);
      loop_optimizer_finalize ();
    }
  totals.reused += reused;
  totals.slots += slots;
  totals.hoisted += hoisted;
  totals.kept += kept;
  totals.versioned += versioned;
  if (dump_file && (reused || slots || hoisted || kept || versioned))
    fprintf (dump_file, "%s: %u vptr loads reused, %u slot loads reused, "
	     "%u loads hoisted, %u kept, %u loops versioned\n",
	     function_name (fun), reused, slots, hoisted, kept, versioned);
  return ((reused || slots || hoisted) ? TODO_update_ssa_only_virtuals : 0)
	 | (versioned ? TODO_cleanup_cfg : 0);
}

} // namespace vptr

namespace {

class vptr_reuse_pass : public gimple_opt_pass
{
public:
  vptr_reuse_pass (gcc::context *ctxt, const type_change_facts &changes)
    : gimple_opt_pass (vptr_reuse_data, ctxt), changes (changes) {}

  opt_pass *
  clone () final override
  {
    return new vptr_reuse_pass (m_ctxt, changes);
  }

  bool
  gate (function *fun) final override
  {
    return opts.vptr_reuse && !opts.analyze_only
	   && have_type_change_facts (changes)
	   && opt_for_fn (fun->decl, flag_devirtualize)
	   && opt_for_fn (fun->decl, optimize) >= 2;
  }

  unsigned int
  execute (function *fun) final override
  {
    totals.functions++;
    reuse_walk w (fun, changes);
    return w.run ();
  }

private:
  const type_change_facts &changes;
};

} // anon namespace

const vptr_counts &
vptr_statistics ()
{
  return totals;
}

opt_pass *
make_vptr_reuse_pass (gcc::context *ctxt, const type_change_facts &changes)
{
  return new vptr_reuse_pass (ctxt, changes);
}

} // namespace tigdevirt
