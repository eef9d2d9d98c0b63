/* link-note.h - the note a link the plugin ran at leaves in its output.

   A build that loads the plugin through its flags cannot tell from its
   products whether every link did: libtool drops -fplugin from shared
   libraries' links, a build system may not pass LDFLAGS, and nothing
   fails.  As annobin's notes tell annocheck how a binary was built, each
   link the plugin runs at (WPA, or lto1 alone with -flto-partition=none)
   leaves one ELF note, section .note.tigdevirt, owner "tigdevirt", type 1,
   whose text says the plugin's and GCC's versions, the mode and what was
   done: "version=0.1.0 gcc=12.2.0 mode=default calls=N direct=N ...".
   tigdevirt-report FILE reads it (docs/using.md).  The section is not
   allocated (no byte of it is loaded at run time) and strip keeps it.

   It is written as a top-level asm statement: GCC streams those to the
   first LTRANS partition only, so one link leaves one note whatever its
   partitioning.  A compile without -flto leaves none: the note is about
   links.  -fplugin-arg-tigdevirt-note=0 turns it off.  */

#ifndef TIGDEVIRT_LINK_NOTE_H
#define TIGDEVIRT_LINK_NOTE_H

#include <string>

namespace tigdevirt {

struct run_stats;

/* The note's text for STATS (without the terminating NUL).  */
std::string link_note_text (const run_stats &stats);

/* Add the note of this link's run to its output.  */
void leave_link_note (const run_stats &stats);

} // namespace tigdevirt

#endif
