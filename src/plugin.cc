/* plugin.cc - tigdevirt's entry point.

   Loads into cc1plus and lto1 (WPA, LTRANS, -flto-partition=none), refuses
   a GCC other than the one it was built for, parses its options and
   registers the analysis pass before GCC's "devirt".  */

#include "gcc-compat.h"
#include "plugin-version.h"
#include "analysis-pass.h"
#include "declaration-sites.h"
#include "guess-pruning.h"
#include "field-types.h"
#include "field-escapes.h"
#include "front-end-walk.h"
#include "plugin-options.h"
#include "loader-pages.h"
#include "hoisted-loads.h"
#include "arm-alias-sets.h"
#include "lim-access-paths.h"
#include "vcp-rewrite.h"
#include "vptr-reuse.h"
#include "body-stats.h"
#include "dispatch-copies.h"
#include "guarded-paths.h"

int plugin_is_GPL_compatible;

static plugin_info tigdevirt_info = {
  TIGDEVIRT_VERSION,
  tigdevirt::help_text
};

/* Put PASS at POS relative to instance INSTANCE (0: every instance) of
   GCC's pass REF.  */

static void
add_pass (plugin_name_args *info, opt_pass *pass, const char *ref,
	  int instance, pass_positioning_ops pos)
{
  register_pass_info p;
  p.pass = pass;
  p.reference_pass_name = ref;
  p.ref_pass_instance_number = instance;
  p.pos_op = pos;
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &p);
}

int
plugin_init (plugin_name_args *info, plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("tigdevirt: built for GCC %s (%s) but loaded into GCC %s (%s); "
	     "rebuild the plugin for this compiler",
	     gcc_version.basever, gcc_version.datestamp,
	     version->basever, version->datestamp);
      return 1;
    }
  /* Bound now (RTLD_NOW): what the loader read of GCC's symbol tables is
     not needed again (loader-pages.h).  */
  tigdevirt::release_loader_pages ();
  /* Only C++ has virtual calls: in the C front end (or another) the
     plugin does nothing, so that one flag (tigdevirt.specs) can load it
     into every compiler of a build.  lto1 ("GNU GIMPLE") may hold C++.  */
  if (strncmp (lang_hooks.name, "GNU C++", 7)	/* "GNU C++17"...  */
      && strcmp (lang_hooks.name, "GNU GIMPLE"))
    return 0;
  if (!tigdevirt::parse_options (info))
    return 1;

  register_callback (info->base_name, PLUGIN_INFO, NULL, &tigdevirt_info);

  /* This process's run: what the passes and callbacks below fill and
     read (analysis-pass.h); it lives with the process.  */
  tigdevirt::run_state *run = new tigdevirt::run_state;
  add_pass (info, tigdevirt::make_analysis_pass (g, *run), "devirt", 1,
	    PASS_POS_INSERT_BEFORE);
  /* GCC's own guesses that would emit what no object needs
     (guess-pruning.h).  */
  add_pass (info, tigdevirt::make_guess_pruning_pass (g),
	    tigdevirt::guess_pruning_after, 1, PASS_POS_INSERT_AFTER);
  /* Dispatches in bodies GCC expanded itself (dispatch-copies.h).  */
  add_pass (info, tigdevirt::make_dispatch_copies_pass (g),
	    tigdevirt::dispatch_copies_before, 0, PASS_POS_INSERT_BEFORE);
  /* GCC's late warnings kept off the guarded paths (guarded-paths.h).  */
  add_pass (info, tigdevirt::make_guarded_paths_pass (g),
	    tigdevirt::guarded_paths_before, 0, PASS_POS_INSERT_BEFORE);
  add_pass (info, tigdevirt::make_vcp_rewrite_pass (g),
	    tigdevirt::vcp_rewrite_after, tigdevirt::vcp_rewrite_after_instance,
	    PASS_POS_INSERT_AFTER);
  /* GCC's PRE may hoist a load with the alias sets of one arm of a
     branch (hoisted-loads.h; every supported version: gcc-bugs.h).  */
  if (gcc_pre_hoists_with_one_base_alias_set)
    add_pass (info, tigdevirt::make_hoisted_loads_pass (g),
	      tigdevirt::hoisted_loads_after, 0, PASS_POS_INSERT_AFTER);
  /* GCC's PRE may carry one arm's class into another arm of a dispatch
     (arm-alias-sets.h; every supported version: gcc-bugs.h).  */
  if (gcc_pre_translates_with_one_arms_class)
    add_pass (info, tigdevirt::make_arm_alias_sets_pass (g),
	      tigdevirt::arm_alias_sets_before, 0, PASS_POS_INSERT_BEFORE);
  /* Loads of vptrs and slots, once (vptr-reuse.h).  */
  add_pass (info, tigdevirt::make_vptr_reuse_pass (g, run->changes),
	    tigdevirt::vptr_reuse_before, tigdevirt::vptr_reuse_before_instance,
	    PASS_POS_INSERT_BEFORE);
  /* What the passes over bodies did, in stats=FILE's FILE.ltrans
     (body-stats.h).  */
  register_callback (info->base_name, PLUGIN_FINISH,
		     tigdevirt::write_body_stats, NULL);
  /* GCC 12's LIM may misjudge a field reached through two access paths
     (lim-access-paths.h).  */
  if (gcc_lim_merges_with_stale_offset)
    add_pass (info, tigdevirt::make_lim_access_paths_pass (g),
	      tigdevirt::lim_access_paths_before, 0, PASS_POS_INSERT_BEFORE);
  /* Pointers to virtual member functions and launders exist only in the
     front end (front-end-walk.h).  */
  register_callback (info->base_name, PLUGIN_PRE_GENERICIZE,
		     tigdevirt::walk_function_body, &run->fields);
  register_callback (info->base_name, PLUGIN_FINISH_DECL,
		     tigdevirt::walk_variable_initializer, &run->fields);
  /* Which classes' private pointer fields this unit sees every store to,
     once the front end is done and before free_lang_data drops the
     classes' member lists (field-types.h).  */
  register_callback (info->base_name, PLUGIN_ALL_IPA_PASSES_START,
		     tigdevirt::close_field_records, &run->fields);
  /* Whether the fields' objects reach code outside the link: each
     function's own code, before inlining (field-escapes.h).  */
  add_pass (info, tigdevirt::make_field_escape_pass (g, run->fields),
	    tigdevirt::field_escape_after, 1, PASS_POS_INSERT_AFTER);
  /* Where classes and methods are declared, for `final' suggestions at
     link time (declaration-sites.h).  */
  register_callback (info->base_name, PLUGIN_FINISH_TYPE,
		     tigdevirt::note_class_definition, &run->declarations);
  /* GCC's collector does not see the plugin's tables: the trees they
     hold are marked at each collection (compat/gc-marking.h).  */
  register_callback (info->base_name, PLUGIN_GGC_MARKING,
		     tigdevirt::keep_run_trees, run);
  tigdevirt::apply_late_options ();
  return 0;
}
