/* plugin-options.cc - parsing and validation of -fplugin-arg-tigdevirt-*.

   Every key is declared once in the table below: its name, whether it takes
   a value, and the help line.  A bad key or value is an error that names the
   valid keys; the compilation stops before any pass runs.  */

#include "gcc-compat.h"
#include "plugin-options.h"

namespace tigdevirt {

options opts;

/* The environment variable that holds options too (take_environment_options).  */
static const char env_name[] = "TIGDEVIRT_OPTIONS";

enum class arg_kind { flag, value, optional_value };

struct option_spec
{
  const char *key;
  arg_kind kind;
  const char *help;
};

static const option_spec option_table[] = {
  { "verify", arg_kind::optional_value,
    "verify[=FILE]  compare every target list with GCC's; report differences "
    "in the dump and stats (and append them to FILE)" },
  { "dump", arg_kind::optional_value,
    "dump[=details] write the pass dump (what -fdump-ipa-tigdevirt[-details] "
    "would)" },
  { "analyze-only", arg_kind::flag,
    "analyze-only   compute and report target lists, change no call" },
  { "speculate", arg_kind::value,
    "speculate=N    guard at most N likely targets per call (0: none)" },
  { "speculation-growth", arg_kind::value,
    "speculation-growth=PCT  let speculation grow the unit to PCT "
    "percent above its size or large-unit-insns (0: none)" },
  { "guard-cost", arg_kind::value,
    "guard-cost=PCT  what an executed guard costs, in percent of a direct "
    "call's saving (default 25)" },
  { "vcp", arg_kind::value,
    "vcp=0|1        virtual constant propagation (default 1)" },
  { "vcp-budget", arg_kind::value,
    "vcp-budget=BITS  bits one slot may add to one vtable" },
  { "remove-dead-methods", arg_kind::value,
    "remove-dead-methods=0|1  remove virtual methods no call can reach "
    "(default 1)" },
  { "fix-hoisted-loads", arg_kind::value,
    "fix-hoisted-loads=0|1  give loads GCC's PRE hoists alias sets valid on "
    "every path (default 1; docs/speculation.md)" },
  { "fix-arm-alias-sets", arg_kind::value,
    "fix-arm-alias-sets=0|1  accesses in a dispatch's arms claim no class "
    "before GCC's PRE (default 1)" },
  { "fix-lim-paths", arg_kind::value,
    "fix-lim-paths=0|1  give base-class field accesses one access path "
    "before GCC 12's loop invariant motion (default 1)" },
  { "vptr-reuse", arg_kind::value,
    "vptr-reuse=0|1  load an object's vptr and slots once while its type "
    "cannot change, out of loops, and version loops on invariant guards "
    "(default 1)" },
  { "recursive-guards", arg_kind::value,
    "recursive-guards=0|1  guard targets that call back into their caller, "
    "which GCC's inliner then unrolls (default 0; docs/speculation.md)" },
  { "field-pointers", arg_kind::value,
    "field-pointers=0|1  guard calls through function pointers loaded from "
    "fields with the functions the program stores there (default 1; "
    "docs/speculation.md)" },
  { "order-guards", arg_kind::value,
    "order-guards=0|1  test a call's guards most likely first (default 1; "
    "0: GCC's order)" },
  { "strict-vtable-pointers", arg_kind::value,
    "strict-vtable-pointers=0|1  prove an object's type across calls by the "
    "C++ object-lifetime rule, as Clang's -fstrict-vtable-pointers "
    "(default 0: where no class is built in reused storage)" },
  { "guard", arg_kind::value,
    "guard=auto|fnptr|vptr  how a speculated target is tested" },
  { "cutoff", arg_kind::value,
    "cutoff=N       transform at most N calls (to bisect a problem)" },
  { "whole-program-visibility", arg_kind::flag,
    "whole-program-visibility  assert that no code outside the link "
    "derives from the program's classes" },
  { "open-hierarchies", arg_kind::value,
    "open-hierarchies=FILE  classes and namespace:: prefixes (one per line) "
    "that stay open" },
  { "warn-dlopen", arg_kind::value,
    "warn-dlopen=0|1  warn when whole-program-visibility meets dlopen "
    "(default 1)" },
  { "stats", arg_kind::value,
    "stats=FILE     write a JSON summary of the run to FILE (DIR/: one "
    "file per link)" },
  { "note", arg_kind::value,
    "note=0|1       leave a note of the run in the link's output "
    "(default 1)" },
  { "suggest-final", arg_kind::optional_value,
    "suggest-final[=types,methods,FILE]  suggest classes and methods to "
    "declare final (and write the JSON report to FILE)" },
  { "suggest-final-min-calls", arg_kind::value,
    "suggest-final-min-calls=N  show suggestions gaining N calls or more" },
  { "suggest-final-limit", arg_kind::value,
    "suggest-final-limit=N  show at most N suggestions (0: all)" },
  { "suggest-final-suppress", arg_kind::value,
    "suggest-final-suppress=FILE  classes and methods kept non-final on "
    "purpose" },
  { "help", arg_kind::flag,
    "help           print this help" },
};

const char *const help_text =
  "tigdevirt: link-time devirtualization for C++\n"
  "options (-fplugin-arg-tigdevirt-KEY[=VALUE]):\n"
  "  verify[=FILE]  compare every target list with GCC's own\n"
  "  dump[=details] write the pass dump <output>.NNNi.tigdevirt\n"
  "  analyze-only   compute and report target lists, change no call\n"
  "  speculate=N    guard at most N likely targets per call (default 3; 0: none)\n"
  "  speculation-growth=PCT\n"
  "                 let speculation grow the unit's code to PCT percent\n"
  "                 above its size or --param large-unit-insns, whichever\n"
  "                 is larger (default 4; 0: no growth), hottest calls first\n"
  "  guard-cost=PCT what one executed guard costs, in percent of what a\n"
  "                 direct call saves (default 25): a guard whose expected\n"
  "                 saving does not cover it is not made\n"
  "  vcp=0|1        virtual constant propagation: uniform and unique return\n"
  "                 values, values stored next to the vtables (default 1)\n"
  "  vcp-budget=BITS\n"
  "                 bits one vtable slot may add to any one vtable (64)\n"
  "  remove-dead-methods=0|1\n"
  "                 remove virtual methods no call can reach from closed\n"
  "                 hierarchies (default 1)\n"
  "  fix-hoisted-loads=0|1\n"
  "                 give the loads GCC's PRE hoists alias sets valid on every\n"
  "                 path (works around a GCC bug the dispatch of\n"
  "                 complete lists exposes; default 1)\n"
  "  fix-arm-alias-sets=0|1\n"
  "                 accesses through a class in the arms of a dispatch get\n"
  "                 the alias set of what they access before GCC's PRE\n"
  "                 (works around a GCC bug the dispatch exposes; default 1)\n"
  "  fix-lim-paths=0|1\n"
  "                 give base-class field accesses one access path before\n"
  "                 GCC 12's loop invariant motion (works around a GCC 12\n"
  "                 bug the dispatch exposes; default 1; ignored by other\n"
  "                 versions, which do not have it)\n"
  "  vptr-reuse=0|1\n"
  "                 reuse an object's vptr and vtable slot loads while no\n"
  "                 statement between may change its dynamic type, and move\n"
  "                 them out of loops; then version a hot loop on its\n"
  "                 invariant speculative guard, within what is left of\n"
  "                 speculation-growth (default 1; docs/vptr-reuse.md)\n"
  "  field-pointers=0|1\n"
  "                 guard a call through a function pointer loaded from a\n"
  "                 class's field with the functions the program stores in\n"
  "                 that field (default 1; docs/speculation.md)\n"
  "  recursive-guards=0|1\n"
  "                 guard targets that call back into the call's function,\n"
  "                 which GCC's inliner then unrolls, recursion within\n"
  "                 recursion, up to its limits (default 0: such targets are\n"
  "                 not guarded; docs/speculation.md)\n"
  "  order-guards=0|1\n"
  "                 test a call's guards most likely first (default 1;\n"
  "                 0: GCC's order, the last-made guard first)\n"
  "  strict-vtable-pointers=0|1\n"
  "                 the type a new-expression gave an object holds across\n"
  "                 calls to other code, by the C++ rule that storage reused\n"
  "                 for another object is not reached through the old\n"
  "                 pointer (std::launder): Clang's -fstrict-vtable-pointers\n"
  "                 (default 0: across calls only for classes none of\n"
  "                 which is ever built in reused storage, docs/type-flow.md)\n"
  "  guard=auto|fnptr|vptr\n"
  "                 test a speculated target by its function pointer, or\n"
  "                 by the object's vptr where one class reaches it\n"
  "                 (auto: the vptr where that class takes nearly all calls)\n"
  "  cutoff=N       transform at most N calls (to bisect a problem)\n"
  "  whole-program-visibility\n"
  "                 assert that no code outside the link (shared libraries,\n"
  "                 dlopen) derives from the program's classes\n"
  "  open-hierarchies=FILE\n"
  "                 classes (ns::C) and prefixes (ns::), one per line, '#'\n"
  "                 comments, that stay open whatever else holds\n"
  "  warn-dlopen=0|1 warn when whole-program-visibility meets dlopen (1)\n"
  "  stats=FILE     write a JSON summary of the run to FILE; DIR/: one file\n"
  "                 per link, named after its output\n"
  "  note=0|1       leave a note in the link's output saying the plugin ran\n"
  "                 and what it did (tigdevirt-report reads it; default 1)\n"
  "  suggest-final[=types,methods,FILE]\n"
  "                 warn (-Wsuggest-final-types/-methods) for each class and\n"
  "                 method that, declared final, would make calls direct;\n"
  "                 most valuable first, with fix-its; FILE: a JSON report,\n"
  "                 DIR/: one report per link (tigdevirt-merge-final)\n"
  "  suggest-final-min-calls=N\n"
  "                 only suggestions that make N calls or more direct (1)\n"
  "  suggest-final-limit=N\n"
  "                 show the N most valuable suggestions (20; 0: all)\n"
  "  suggest-final-suppress=FILE\n"
  "                 classes (ns::C) and methods (ns::C::f), one per line,\n"
  "                 kept non-final on purpose: not suggested\n"
  "  help           print this help\n"
  "dumps: -fplugin-arg-tigdevirt-dump[=details], or -fdump-ipa-all\n"
  "the environment variable TIGDEVIRT_OPTIONS holds options too, KEY[=VALUE]\n"
  "separated by spaces, for builds that drop -fplugin-arg-* (libtool);\n"
  "the command line's win\n";

static std::string
valid_keys ()
{
  std::string keys;
  for (const option_spec &spec : option_table)
    {
      if (!keys.empty ())
	keys += ", ";
      keys += spec.key;
    }
  return keys;
}

/* VALUE is a decimal number from 0 to MAX.  */

static bool
valid_count (const char *value, long max)
{
  if (!*value || strlen (value) > 18)
    return false;
  for (const char *p = value; *p; p++)
    if (!ISDIGIT (*p))
      return false;
  return strtol (value, nullptr, 10) <= max;
}

static const option_spec *
find_spec (const char *key)
{
  for (const option_spec &spec : option_table)
    if (!strcmp (spec.key, key))
      return &spec;
  return nullptr;
}

/* Apply one validated KEY=VALUE (VALUE may be null) to OPTS.  */

static void
apply (const char *key, const char *value)
{
  if (!strcmp (key, "verify"))
    {
      opts.verify = true;
      if (value)
	opts.verify_log = value;
    }
  else if (!strcmp (key, "dump"))
    {
      opts.dump = true;
      opts.dump_details = value != nullptr;
    }
  else if (!strcmp (key, "analyze-only"))
    opts.analyze_only = true;
  else if (!strcmp (key, "speculate"))
    opts.speculate = strtoul (value, nullptr, 10);
  else if (!strcmp (key, "speculation-growth"))
    opts.speculation_growth = strtoul (value, nullptr, 10);
  else if (!strcmp (key, "guard-cost"))
    opts.guard_cost = strtoul (value, nullptr, 10);
  else if (!strcmp (key, "vcp"))
    opts.vcp = !strcmp (value, "1");
  else if (!strcmp (key, "remove-dead-methods"))
    opts.remove_dead_methods = !strcmp (value, "1");
  else if (!strcmp (key, "fix-hoisted-loads"))
    opts.fix_hoisted_loads = !strcmp (value, "1");
  else if (!strcmp (key, "fix-arm-alias-sets"))
    opts.fix_arm_alias_sets = !strcmp (value, "1");
  else if (!strcmp (key, "fix-lim-paths"))
    opts.fix_lim_paths = !strcmp (value, "1");
  else if (!strcmp (key, "vptr-reuse"))
    opts.vptr_reuse = !strcmp (value, "1");
  else if (!strcmp (key, "recursive-guards"))
    opts.recursive_guards = !strcmp (value, "1");
  else if (!strcmp (key, "field-pointers"))
    opts.field_pointers = !strcmp (value, "1");
  else if (!strcmp (key, "order-guards"))
    opts.order_guards = !strcmp (value, "1");
  else if (!strcmp (key, "strict-vtable-pointers"))
    opts.strict_vtable_pointers = !strcmp (value, "1");
  else if (!strcmp (key, "vcp-budget"))
    opts.vcp_budget = strtoul (value, nullptr, 10);
  else if (!strcmp (key, "guard"))
    opts.guard = !strcmp (value, "vptr") ? guard_choice::vptr
		 : !strcmp (value, "fnptr") ? guard_choice::fnptr
		 : guard_choice::automatic;
  else if (!strcmp (key, "cutoff"))
    opts.cutoff = strtol (value, nullptr, 10);
  else if (!strcmp (key, "whole-program-visibility"))
    opts.whole_program_visibility = true;
  else if (!strcmp (key, "open-hierarchies"))
    opts.open_hierarchies_file = value;
  else if (!strcmp (key, "warn-dlopen"))
    opts.warn_dlopen = !strcmp (value, "1");
  else if (!strcmp (key, "stats"))
    opts.stats_file = value;
  else if (!strcmp (key, "note"))
    opts.note = !strcmp (value, "1");
  else if (!strcmp (key, "suggest-final"))
    {
      /* A list of kinds; any other element names the report.  */
      bool kinds = false;
      std::string list = value ? value : "";
      size_t start = 0;
      while (value && start <= list.size ())
	{
	  size_t comma = list.find (',', start);
	  if (comma == std::string::npos)
	    comma = list.size ();
	  std::string item = list.substr (start, comma - start);
	  if (item == "types")
	    opts.suggest_final_types = kinds = true;
	  else if (item == "methods")
	    opts.suggest_final_methods = kinds = true;
	  else
	    opts.suggest_final_report = item;
	  start = comma + 1;
	}
      if (!kinds)
	opts.suggest_final_types = opts.suggest_final_methods = true;
    }
  else if (!strcmp (key, "suggest-final-min-calls"))
    opts.suggest_final_min_calls = strtoul (value, nullptr, 10);
  else if (!strcmp (key, "suggest-final-limit"))
    opts.suggest_final_limit = strtoul (value, nullptr, 10);
  else if (!strcmp (key, "suggest-final-suppress"))
    opts.suggest_final_suppress_file = value;
  else if (!strcmp (key, "help"))
    {
      /* Once per link: WPA prints it, its LTRANS units do not.  */
      if (!flag_ltrans)
	fputs (help_text, stderr);
    }
}

/* Check one KEY[=VALUE] (VALUE may be null) and apply it to OPTS.  PLUGIN
   is the name the command line loaded us by (-fplugin-arg-PLUGIN-KEY), or
   null for an option from the environment; the errors name where the
   option came from.  */

static bool
take_option (const char *key, const char *value, const char *plugin)
{
  const option_spec *spec = find_spec (key);
  if (!spec)
    {
      if (!plugin)
	error ("tigdevirt: unknown option %qs in %s; valid keys are: %s",
	       key, env_name, valid_keys ().c_str ());
      else
	error ("tigdevirt: unknown option %<-fplugin-arg-%s-%s%>; "
	       "valid keys are: %s", plugin, key, valid_keys ().c_str ());
      return false;
    }
  if (spec->kind == arg_kind::flag && value)
    {
      error ("tigdevirt: option %qs takes no value (got %qs)", key, value);
      return false;
    }
  if (spec->kind == arg_kind::value && (!value || !*value))
    {
      if (!plugin)
	error ("tigdevirt: option %qs in %s needs a value: %<%s=VALUE%>",
	       key, env_name, key);
      else
	error ("tigdevirt: option %qs needs a value: "
	       "%<-fplugin-arg-%s-%s=VALUE%>", key, plugin, key);
      return false;
    }
  if (spec->kind == arg_kind::optional_value && value && !*value)
    {
      error ("tigdevirt: option %qs has an empty value", key);
      return false;
    }
  long max = !strcmp (key, "speculate") ? 64
	     : (!strcmp (key, "speculation-growth")
		|| !strcmp (key, "guard-cost")) ? 1000
	     : !strcmp (key, "vcp-budget") ? 4096
	     : (!strcmp (key, "cutoff")
		|| !strcmp (key, "suggest-final-min-calls")
		|| !strcmp (key, "suggest-final-limit")) ? LONG_MAX : -1;
  if (max >= 0 && !valid_count (value, max))
    {
      error ("tigdevirt: option %qs needs a whole number%s (got %qs)",
	     key, max == LONG_MAX ? ""
	     : max == 64 ? " from 0 to 64"
	     : max == 4096 ? " from 0 to 4096" : " from 0 to 1000",
	     value);
      return false;
    }
  if (!strcmp (key, "dump") && value && strcmp (value, "details"))
    {
      error ("tigdevirt: option %<dump%> takes no value or %<details%> "
	     "(got %qs)", value);
      return false;
    }
  if (!strcmp (key, "guard") && strcmp (value, "auto")
      && strcmp (value, "fnptr") && strcmp (value, "vptr"))
    {
      error ("tigdevirt: option %<guard%> takes %<auto%>, %<fnptr%> or "
	     "%<vptr%> (got %qs)", value);
      return false;
    }
  bool boolean = !strcmp (key, "vcp") || !strcmp (key, "warn-dlopen")
		 || !strcmp (key, "remove-dead-methods")
		 || !strcmp (key, "fix-hoisted-loads")
		 || !strcmp (key, "order-guards")
		 || !strcmp (key, "recursive-guards")
		 || !strcmp (key, "field-pointers")
		 || !strcmp (key, "strict-vtable-pointers")
		 || !strcmp (key, "fix-lim-paths")
		 || !strcmp (key, "fix-arm-alias-sets")
		 || !strcmp (key, "vptr-reuse")
		 || !strcmp (key, "note");
  if (boolean && strcmp (value, "0") && strcmp (value, "1"))
    {
      error ("tigdevirt: option %qs takes 0 or 1 (got %qs)", key, value);
      return false;
    }
  if (!strcmp (key, "suggest-final") && value)
    {
      std::string list = value;
      if (list.front () == ',' || list.back () == ','
	  || list.find (",,") != std::string::npos)
	{
	  error ("tigdevirt: option %<suggest-final%> takes a list of "
		 "%<types%>, %<methods%> and a report file name, "
		 "separated by commas (got %qs)", value);
	  return false;
	}
    }
  apply (key, value);
  return true;
}

/* The options in the environment, TIGDEVIRT_OPTIONS: words separated by
   white space, each KEY or KEY=VALUE as after -fplugin-arg-tigdevirt- (a
   word may keep that prefix).  They reach every compiler of a build
   whatever its build system keeps of the command lines: libtool drops
   -fplugin-arg-* from a shared library's link, and configure's test
   links reject libtool's -Wc, spelling (docs/using.md).  The command
   line's options come after them and win.  */

static bool
take_environment_options ()
{
  const char *env = getenv (env_name);
  if (!env)
    return true;
  bool ok = true;
  std::string words = env;
  size_t at = 0;
  while (at < words.size ())
    {
      if (ISSPACE (words[at]))
	{
	  at++;
	  continue;
	}
      size_t end = at;
      while (end < words.size () && !ISSPACE (words[end]))
	end++;
      std::string word = words.substr (at, end - at);
      at = end;
      static const char prefix[] = "-fplugin-arg-tigdevirt-";
      if (!word.compare (0, sizeof prefix - 1, prefix))
	word.erase (0, sizeof prefix - 1);
      size_t eq = word.find ('=');
      std::string key = word.substr (0, eq);
      std::string value = eq == std::string::npos ? "" : word.substr (eq + 1);
      ok &= take_option (key.c_str (),
			 eq == std::string::npos ? nullptr : value.c_str (),
			 nullptr);
    }
  return ok;
}

bool
parse_options (const plugin_name_args *info)
{
  bool ok = take_environment_options ();
  for (int i = 0; i < info->argc; i++)
    ok &= take_option (info->argv[i].key, info->argv[i].value,
		       info->base_name);
  /* Read the open list now, so a bad file stops the compilation before
     any pass runs, at compile time as at link time.  */
  if (ok && !opts.open_hierarchies_file.empty ()
      && !opts.open_hierarchies.load (opts.open_hierarchies_file))
    ok = false;
  if (ok && !opts.suggest_final_suppress_file.empty ()
      && !opts.suggest_final_suppress.load (opts.suggest_final_suppress_file,
					  "suggest-final-suppress"))
    ok = false;
  return ok;
}

void
apply_late_options ()
{
  /* Our suggestions are GCC's -Wsuggest-final-* warnings: on unless the
     command line says otherwise, and on from the start, so that a
     `#pragma GCC diagnostic pop' returns to "on" (the state a pragma
     records is the one in force when it is met).  */
  if (opts.suggest_final_types
      && !global_options_set.x_warn_suggest_final_types)
    warn_suggest_final_types = 1;
  if (opts.suggest_final_methods
      && !global_options_set.x_warn_suggest_final_methods)
    warn_suggest_final_methods = 1;
  if (opts.dump)
    {
      g->get_dumps ()->dump_switch_p (opts.dump_details
				      ? "ipa-tigdevirt-details"
				      : "ipa-tigdevirt");
      g->get_dumps ()->dump_switch_p (opts.dump_details
				      ? "ipa-tigdevirt_guesses-details"
				      : "ipa-tigdevirt_guesses");
      g->get_dumps ()->dump_switch_p (opts.dump_details
				      ? "tree-tigdevirt_vcp-details"
				      : "tree-tigdevirt_vcp");
      g->get_dumps ()->dump_switch_p (opts.dump_details
				      ? "tree-tigdevirt_dispatch-details"
				      : "tree-tigdevirt_dispatch");
      g->get_dumps ()->dump_switch_p (opts.dump_details
				      ? "tree-tigdevirt_guarded_paths-details"
				      : "tree-tigdevirt_guarded_paths");
      /* The pass exists where GCC has the bug it repairs.  */
      if (gcc_pre_hoists_with_one_base_alias_set)
	g->get_dumps ()->dump_switch_p (opts.dump_details
					? "tree-tigdevirt_hoisted_loads-details"
					: "tree-tigdevirt_hoisted_loads");
      if (gcc_pre_translates_with_one_arms_class)
	g->get_dumps ()->dump_switch_p (opts.dump_details
					? "tree-tigdevirt_arm_alias_sets-details"
					: "tree-tigdevirt_arm_alias_sets");
      g->get_dumps ()->dump_switch_p (opts.dump_details
				      ? "tree-tigdevirt_vptr-details"
				      : "tree-tigdevirt_vptr");
    }
}

} // namespace tigdevirt
