/* analysis-pass.h - the IPA pass that runs tigdevirt's analysis.  */

#ifndef TIGDEVIRT_ANALYSIS_PASS_H
#define TIGDEVIRT_ANALYSIS_PASS_H

#include "gcc-compat.h"
#include "declaration-sites.h"
#include "type-changes.h"
#include "field-types.h"

namespace tigdevirt {

/* What one process's run keeps beyond one pass or callback: the plugin
   makes it, hands it to the passes and callbacks that fill and read
   it, and it lives with the process.  */
struct run_state
{
  /* Filled by the analysis (computed at the link, read at LTRANS), read
     by the passes over bodies (vptr-reuse.h).  */
  type_change_facts changes;
  /* Recorded by the front end (note_class_definition), streamed by the
     analysis pass, looked up by the `final' suggestions.  */
  declaration_table declarations;
  /* Recorded by the front end's walk and the field-escape pass, streamed
     and read by the analysis pass, asked by the type facts' proofs
     (type-facts.h).  */
  field_records fields;
};

/* The analysis pass of RUN.  */
opt_pass *make_analysis_pass (gcc::context *ctxt, run_state &run);

/* PLUGIN_GGC_MARKING, USER_DATA the run_state: every tree the run's
   tables, and the files' own tables that live across GCC's collections,
   hold is kept alive (compat/gc-marking.h).  */
void keep_run_trees (void *, void *user_data);

} // namespace tigdevirt

#endif
