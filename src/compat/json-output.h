/* compat/json-output.h - writing GCC's json values (json.h) on one line.

   GCC 14 gave json::value::dump and print a `formatted' flag (true
   indents over many lines); the plugin's files hold one value per line,
   as GCC 11 to 13 wrote them.  */

#ifndef TIGDEVIRT_COMPAT_JSON_OUTPUT_H
#define TIGDEVIRT_COMPAT_JSON_OUTPUT_H

/* V as text on one line, without a newline.  */
static inline std::string
json_line (const json::value &v)
{
  pretty_printer pp;
#if BUILDING_GCC_MAJOR >= 14
  v.print (&pp, false);
#else
  v.print (&pp);
#endif
  return pp_formatted_text (&pp);
}

/* Write V to F on one line, without the newline.  */
static inline void
json_write_line (const json::value &v, FILE *f)
{
  fputs (json_line (v).c_str (), f);
}

#endif
