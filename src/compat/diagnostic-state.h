/* compat/diagnostic-state.h - the parts of GCC's diagnostic context the
   -Wsuggest-final reports read and set: source lines, and the filters
   between a warning and its output; and the line table, where the plugin
   makes locations for files GCC did not read.

   GCC 14 made the context a class (fields m_inhibit_warnings,
   m_warn_system_headers; the option classification behind an accessor; the
   file cache a member of the context).  GCC 16 moved it to namespace
   diagnostics (diagnostics::context, diagnostics::kind, an enum class,
   for diagnostic_t and DK_*; diagnostics::char_span).  GCC 17's
   classify_diagnostic returns nothing (up to 16, the previous kind), and
   the classifier that holds the kinds is private to the context.  GCC 11
   lacks warning_enabled_at.  */

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
   that would turn it off where no pragma decides (up to GCC 16 none at
   all: -Werror=, -Wno-error= and the state a pragma recorded are cleared;
   GCC 17, below, clears the one that matters, `ignored'): what is left to
   decide whether OPT warns at a place (warning_enabled_at, with OPT on)
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
#if BUILDING_GCC_MAJOR >= 17
    /* GCC 17 does not say the kind it replaces, nor lets it be read (the
       option_classifier is a private member of diagnostics::context).  Of
       the kinds OPT may have, only `ignored' (recorded by the first pragma
       on OPT met while OPT was off) makes warning_enabled_at answer no
       where no pragma decides; error (-Werror=), warning (-Wno-error=) and
       `any' leave the warning on.  So ask where no pragma applies,
       UNKNOWN_LOCATION (every pragma comes after it), whether OPT is on;
       if not, the kind is `ignored', which is cleared now and put back at
       the end.  */
    cleared_ignored = !global_dc->option_unspecified_p (opt)
		      && global_dc->option_enabled_p (opt)
		      && !warning_enabled_at (UNKNOWN_LOCATION, opt);
    if (cleared_ignored)
      diagnostic_classify_diagnostic (global_dc, opt, unspecified_kind (),
				      UNKNOWN_LOCATION);
#else
    saved_kind = diagnostic_classify_diagnostic (global_dc, opt,
						 unspecified_kind (),
						 UNKNOWN_LOCATION);
#endif
  }
  ~diagnostic_filters_off ()
  {
    inhibit () = saved_inhibit;
    system_headers () = saved_system;
#if BUILDING_GCC_MAJOR >= 17
    if (cleared_ignored)
      diagnostic_classify_diagnostic (global_dc, opt,
				      diagnostics::kind::ignored,
				      UNKNOWN_LOCATION);
#else
    diagnostic_classify_diagnostic (global_dc, opt, saved_kind,
				    UNKNOWN_LOCATION);
#endif
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
#if BUILDING_GCC_MAJOR >= 17
  bool cleared_ignored;
#else
  kind_t saved_kind;
#endif
};

/* Locations at link time for places the plugin recorded at compile time
   as file, line and column (calls, declarations), and for files GCC never
   read (the open-hierarchies file).

   Up to GCC 16, lto1 makes line maps only for the locations it streams
   in, so the plugin adds maps of its own (linemap_add).  GCC 17 streams
   each object's line table whole (LTO_section_linemap: every line of
   every file the unit read) and copies those maps into lto1's table as
   they were (linemap_add_raw_map); WPA streams the table out to the
   LTRANS units the same way, and a map added at WPA has no place there:
   lto1 aborts at the first location it writes (record_location,
   lto-streamer-out.cc; even with no location of the added map used).
   So on GCC 17 a place is looked up in the maps the objects brought, and
   no map is added at WPA.  */

/* The location of LINE and COLUMN (as expand_location counts them) of
   FILE in a map the objects brought, or UNKNOWN_LOCATION: GCC 17 (above);
   up to GCC 16, always UNKNOWN_LOCATION (the caller adds a map).  The
   column is left out (0) where the map has too few bits for it.  */
inline location_t
location_in_read_maps (const char *file, unsigned line, unsigned column)
{
#if BUILDING_GCC_MAJOR >= 17
  /* For each file, the indices of its ordinary maps, in order; extended
     as the table grows (maps are only ever appended).  */
  static std::map<std::string, std::vector<unsigned>> by_file;
  static unsigned indexed;
  unsigned used = LINEMAPS_ORDINARY_USED (line_table);
  for (; indexed < used; indexed++)
    {
      const line_map_ordinary *m
	= LINEMAPS_ORDINARY_MAP_AT (line_table, indexed);
      if (ORDINARY_MAP_FILE_NAME (m))
	by_file[ORDINARY_MAP_FILE_NAME (m)].push_back (indexed);
    }
  auto it = by_file.find (file);
  if (it == by_file.end ())
    return UNKNOWN_LOCATION;
  for (unsigned i : it->second)
    {
      const line_map_ordinary *m = LINEMAPS_ORDINARY_MAP_AT (line_table, i);
      if (line < ORDINARY_MAP_STARTING_LINE_NUMBER (m))
	continue;
      /* The first location past the map.  */
      location_t end
	= i + 1 < used
	  ? MAP_START_LOCATION (LINEMAPS_ORDINARY_MAP_AT (line_table, i + 1))
	  : line_table->highest_location + 1;
      location_t start_of_line
	= linemap_position_for_line_and_column (line_table, m, line, 0);
      if (start_of_line >= end)
	continue;
      unsigned column_bits = m->m_column_and_range_bits - m->m_range_bits;
      bool fits = column_bits < 32 && column < (1u << column_bits);
      location_t r = linemap_position_for_line_and_column (line_table, m,
							   line,
							   fits ? column : 0);
      return r < end ? r : start_of_line;
    }
  return UNKNOWN_LOCATION;
#else
  (void) file, (void) line, (void) column;
  return UNKNOWN_LOCATION;
#endif
}

/* May the plugin add maps to the line table here?  Not at WPA on GCC 17,
   which streams the table out (above); everywhere on GCC 11 to 16, and
   on 17 in a process that writes no LTO objects (LTRANS, a link with
   -flto-partition=none).  */
static inline bool
line_table_may_grow_p ()
{
#if BUILDING_GCC_MAJOR >= 17
  return !flag_wpa;
#else
  return true;
#endif
}

/* The reason to give linemap_add for a map of a file the plugin names
   itself: LC_RENAME while a file is entered (the new one then counts as
   included from where that one was: nowhere, for a main file), LC_ENTER
   otherwise.  Up to GCC 16, lto1 entered the first file it streamed in
   with LC_ENTER and never left it, so a table with maps had a file
   entered.  GCC 17 copies the objects' maps as they were (above),
   entering none: at link time the table has maps at depth 0, where
   linemap_add refuses LC_RENAME (an assertion, an abort in GCC's
   checking builds).  */
static inline enum lc_reason
linemap_reason_for_new_file ()
{
#if BUILDING_GCC_MAJOR >= 17
  return line_table->depth > 0 ? LC_RENAME : LC_ENTER;
#else
  return LINEMAPS_ORDINARY_USED (line_table) ? LC_RENAME : LC_ENTER;
#endif
}

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
