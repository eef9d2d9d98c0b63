/* plugin-options.h - the plugin's -fplugin-arg-tigdevirt-KEY[=VALUE] options.  */

#ifndef TIGDEVIRT_OPTIONS_H
#define TIGDEVIRT_OPTIONS_H

#include <string>

#include "open-list.h"

struct plugin_name_args;

namespace tigdevirt {

/* -fplugin-arg-tigdevirt-guard=: how guarded targets are tested.  */
enum class guard_choice { automatic, fnptr, vptr };

struct options
{
  /* Compare every target list with GCC's own.  */
  bool verify = false;
  /* With verify=FILE: also append each difference to FILE.  */
  std::string verify_log;
  /* Enable the pass dump: "", or "details" for vtable slots and more.
     (GCC 12 rejects -fdump-ipa-tigdevirt: it parses -fdump- options before
     plugins register their passes.)  */
  bool dump = false;
  bool dump_details = false;
  /* Transformations: off with analyze-only; at most SPECULATE guarded
     targets per call; stop after CUTOFF transformed calls (-1: no limit),
     to bisect a miscompilation.  */
  bool analyze_only = false;
  unsigned speculate = 3;
  /* Virtual constant propagation (uniform and unique return values,
     values stored next to vtables), and the bits one vtable slot may add
     to one vtable.  */
  bool vcp = true;
  unsigned vcp_budget = 64;
  /* Remove virtual methods no call can reach (dead-methods.h).  */
  bool remove_dead_methods = true;
  /* Give the loads GCC's PRE inserts alias sets valid on every path
     (hoisted-loads.h).  */
  bool fix_hoisted_loads = true;
  /* Accesses in a dispatch's arms claim no class before GCC's PRE
     (arm-alias-sets.h).  */
  bool fix_arm_alias_sets = true;
  /* Give base-class field accesses one access path before GCC 12's LIM
     (lim-access-paths.h).  */
  bool fix_lim_paths = true;
  /* vptr-reuse.h.  */
  bool vptr_reuse = true;
  /* Sort each call's speculative edges most likely first before GCC
     expands them (speculation-expand.cc); 0 keeps GCC's order (the
     last-made guard first).  */
  bool order_guards = true;
  /* recursive-guards.h: keep the guards that make a call recursive.  */
  bool recursive_guards = false;
  /* field-pointers.h: guard calls through function-pointer fields.  */
  bool field_pointers = true;
  /* The type a new-expression gave an object holds across calls to
     other code (the C++ object-lifetime rule; allocation-types.h).  */
  bool strict_vtable_pointers = false;
  /* Speculation may grow the unit to this many percent above its size
     or --param large-unit-insns, whichever is larger (GCC's inliner's
     formula; 0: no growth): speculation-budget.h.  */
  unsigned speculation_growth = 4;
  /* What one executed guard's compare costs, in percent of what a direct
     call saves (devirt-speculative.cc): a guard whose expected saving
     does not cover the compares of the calls that reach it is not made.  */
  unsigned guard_cost = 25;
  /* auto: compare the vptr where one class takes nearly every call,
     else the function pointer; fnptr, vptr: wherever possible.  */
  guard_choice guard = guard_choice::automatic;
  long cutoff = -1;
  /* The user asserts that no code outside the link derives from the
     program's classes (closed-hierarchies.h).  */
  bool whole_program_visibility = false;
  /* Classes and namespace prefixes that stay open whatever else holds.  */
  std::string open_hierarchies_file;
  open_list open_hierarchies;
  /* Warn when whole-program visibility meets dlopen.  */
  bool warn_dlopen = true;
  /* Write a JSON summary of the run here (a directory, ending in '/':
     one file per link, link-files.h).  */
  std::string stats_file;
  /* Leave a note of the run in the link's output (link-note.h).  */
  bool note = true;
  /* `final' suggestions (final-suggestions.h): which kinds, the JSON
     report, the fewest calls a suggestion must gain to be shown, how many
     are shown (0: all), and the declarations the user keeps non-final.  */
  bool suggest_final_types = false;
  bool suggest_final_methods = false;
  std::string suggest_final_report;
  unsigned long suggest_final_min_calls = 1;
  unsigned long suggest_final_limit = 20;
  std::string suggest_final_suppress_file;
  open_list suggest_final_suppress;

  bool suggest_final () const
  { return suggest_final_types || suggest_final_methods; }
};

/* The options of this run; valid after parse_options succeeded.  */
extern options opts;

/* Parse the options in the environment (TIGDEVIRT_OPTIONS), then the
   plugin's arguments, into OPTS.  Reports every bad key or value with
   error () and returns false if there was one.  Prints the help text for
   "help".  */
bool parse_options (const plugin_name_args *info);

/* Act on options that need the pass registered (dump).  */
void apply_late_options ();

/* One line per option, for --help and PLUGIN_INFO.  */
extern const char *const help_text;

} // namespace tigdevirt

#endif
