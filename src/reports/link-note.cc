/* link-note.cc - the .note.tigdevirt a link leaves in its output.  See
   link-note.h.  */

#include "gcc-compat.h"
#include "plugin-version.h"
#include "link-note.h"
#include "plugin-options.h"
#include "stats.h"

namespace tigdevirt {

std::string
link_note_text (const run_stats &s)
{
  unsigned speculative = 0;
  for (auto &kv : s.speculative_by_targets)
    speculative += kv.second;
  char text[512];
  snprintf (text, sizeof text,
	    "version=%s gcc=%s mode=%s%s stage=%s calls=%u direct=%u "
	    "unreachable=%u speculative=%u constants=%u dead-methods=%u",
	    TIGDEVIRT_VERSION, gcc_version.basever,
	    s.whole_program_visibility ? "whole-program" : "default",
	    opts.analyze_only ? ",analyze-only" : "", s.stage,
	    s.polymorphic_calls, s.full, s.unreachable, speculative,
	    s.uniform_return + s.unique_return + s.const_prop, s.dead_removed);
  return text;
}

void
leave_link_note (const run_stats &stats)
{
  if (!opts.note || !in_lto_p || seen_error ())
    return;
  std::string desc = link_note_text (stats);
  static const char owner[] = "tigdevirt";
  /* An ELF note: name size, descriptor size, type, then the name and the
     descriptor, each NUL-terminated and padded to 4 bytes.  "%note", not
     "@note": the spelling every ELF target's assembler takes.  */
  char head[256];
  snprintf (head, sizeof head,
	    "\t.pushsection .note.tigdevirt,\"\",%%note\n"
	    "\t.balign 4\n"
	    "\t.long %u, %u, 1\n"
	    "\t.asciz \"%s\"\n"
	    "\t.balign 4\n",
	    (unsigned) sizeof owner, (unsigned) desc.size () + 1, owner);
  /* The text has no quote or backslash: it is made of names and
     numbers above.  */
  std::string text = std::string (head) + "\t.asciz \"" + desc + "\"\n"
		     + "\t.balign 4\n\t.popsection";
  symtab->finalize_toplevel_asm (build_string (text.size (), text.c_str ()));
}

} // namespace tigdevirt
