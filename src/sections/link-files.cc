/* link-files.cc - one report file per link in a directory.  See
   link-files.h.  */

#include "gcc-compat.h"
#include "link-files.h"

namespace tigdevirt {

/* Whether OUTPUT ends in a stage suffix at AT: ".wpa", ".lto.o" (WPA and
   LTRANS in one process, -flto-partition=none), ".lto.o-ccXXXXXX.lto.o"
   (the same in older GCCs), ".ltransN" or ".ltransN.ltrans".  */

static bool
stage_suffix_at (const std::string &output, size_t at)
{
  std::string rest = output.substr (at);
  if (rest == ".wpa" || rest == ".lto.o" || !rest.compare (0, 7, ".lto.o-"))
    return true;
  if (rest.compare (0, 7, ".ltrans"))
    return false;
  size_t i = 7;
  while (i < rest.size () && ISDIGIT (rest[i]))
    i++;
  return i > 7 && (i == rest.size () || rest.substr (i) == ".ltrans");
}

std::string
link_output ()
{
  /* What the link's dump files are named after: its output, with a
     suffix of the LTO stage ("prog.wpa", "prog.ltrans0.ltrans",
     "prog.lto.o").  */
  std::string output = dump_base_name ? dump_base_name : "a.out";
  if (in_lto_p)
    for (size_t at = output.find ('.', 1); at != std::string::npos;
	 at = output.find ('.', at + 1))
      if (stage_suffix_at (output, at))
	{
	  output.erase (at);
	  break;
	}
  return output;
}

std::string
per_link_file (const std::string &file, const char *suffix)
{
  if (file.empty () || !IS_DIR_SEPARATOR (file.back ()))
    return file;
  std::string output = link_output ();
  std::string full = IS_ABSOLUTE_PATH (output.c_str ())
		     ? output : std::string (getpwd ()) + "/" + output;
  const char *base = lbasename (output.c_str ());
  char hash[16];
  snprintf (hash, sizeof hash, "%08x",
	    (unsigned) (htab_hash_string (full.c_str ()) & 0xffffffffu));
  /* Links of one build may run at once: EEXIST is no error.  */
  mkdir (file.c_str (), 0777);
  return file + base + "-" + hash + suffix;
}

} // namespace tigdevirt
