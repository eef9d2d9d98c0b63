/* compat/diagnostic-state.h - the parts of GCC's diagnostic context the
   -Wsuggest-final reports read and set: source lines, and the filters
   between a warning and its output.

   GCC 14 made the context a class (fields m_inhibit_warnings,
   m_warn_system_headers; the option classification behind an accessor; the
   file cache a member of the context).  GCC 16 moved it to namespace
   diagnostics (diagnostics::context, diagnostics::kind, an enum class,
   for diagnostic_t and DK_*; diagnostics::char_span).  GCC 11 lacks
   warning_enabled_at.  */

#ifndef TIGDEVIRT_COMPAT_DIAGNOSTIC_STATE_H
#define TIGDEVIRT_COMPAT_DIAGNOSTIC_STATE_H

/* Line LINE (from 1) of FILE through the file cache diagnostics use, into
   TEXT; false if there is no such line.  */
static inline bool
source_line_text (const char *file, int line, std::string &text)
{
#if BUILDING_GCC_MAJOR >= 14
  auto s = global_dc->get_file_cache ().get_source_line (file, line);
#else
  char_span s = location_get_source_line (file, line);
#endif
  if (!s)
    return false;
  text.assign (s.get_buffer (), s.length ());
  return true;
}

/* While it lives, warnings are neither inhibited (-w) nor dropped in
   system headers, and option OPT keeps no command-line classification
   (-Werror=, -Wno-): what is left to decide whether OPT warns at a place
   is the pragmas.  Everything is put back when it dies.  */
class diagnostic_filters_off
{
public:
  explicit diagnostic_filters_off (int opt) : opt (opt)
  {
    saved_inhibit = inhibit ();
    saved_system = system_headers ();
    inhibit () = false;
    system_headers () = true;
    saved_kind = diagnostic_classify_diagnostic (global_dc, opt,
						 unspecified_kind (),
						 UNKNOWN_LOCATION);
  }
  ~diagnostic_filters_off ()
  {
    inhibit () = saved_inhibit;
    system_headers () = saved_system;
    diagnostic_classify_diagnostic (global_dc, opt, saved_kind,
				    UNKNOWN_LOCATION);
  }

private:
#if BUILDING_GCC_MAJOR >= 16
  typedef diagnostics::kind kind_t;
  static kind_t unspecified_kind () { return diagnostics::kind::unspecified; }
#else
  typedef diagnostic_t kind_t;
  static kind_t unspecified_kind () { return DK_UNSPECIFIED; }
#endif
#if BUILDING_GCC_MAJOR >= 14
  static bool &inhibit () { return global_dc->m_inhibit_warnings; }
  static bool &system_headers () { return global_dc->m_warn_system_headers; }
#else
  static bool &inhibit () { return global_dc->dc_inhibit_warnings; }
  static bool &system_headers () { return global_dc->dc_warn_system_headers; }
#endif

  int opt;
  bool saved_inhibit, saved_system;
  kind_t saved_kind;
};

#if BUILDING_GCC_MAJOR < 12
/* GCC 12's warning_enabled_at, for what tigdevirt asks it (whether a
   `#pragma GCC diagnostic' turned warning OPT off at LOC; the caller
   forces the option on and clears the command line's classification):
   the walk of the pragma history GCC 11's diagnostic.c does in
   update_effective_level_from_pragmas.  */
static inline bool
warning_enabled_at (location_t loc, int opt)
{
  diagnostic_context *dc = global_dc;
  for (int i = dc->n_classification_history - 1; i >= 0; i--)
    {
      const diagnostic_classification_change_t &c
	= dc->classification_history[i];
      if (!linemap_location_before_p (line_table, c.location, loc))
	continue;
      if (c.kind == (int) DK_POP)
	{
	  i = c.option;
	  continue;
	}
      if (c.option == 0 || c.option == opt)
	return c.kind != DK_IGNORED;
    }
  return true;
}
#endif

#endif
