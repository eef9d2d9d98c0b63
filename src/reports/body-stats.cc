/* body-stats.cc - FILE.ltrans: one JSON line per process that compiled
   bodies.  See body-stats.h.  */

#include "body-stats.h"
#include "plugin-options.h"
#include "stats.h"
#include "json-output.h"
#include "speculation-expand.h"
#include "vptr-reuse.h"

namespace tigdevirt {

namespace {

std::string
counts_file ()
{
  return opts.stats_file.empty () ? "" : stats_path () + ".ltrans";
}

} // anon namespace

void
start_body_stats ()
{
  std::string f = counts_file ();
  if (f.empty ())
    return;
  if (FILE *out = fopen (f.c_str (), "w"))
    fclose (out);
  else if (!seen_error ())	/* The stats file's own error says it.  */
    warning (0, "tigdevirt: cannot write %qs: %m", f.c_str ());
}

void
write_body_stats (void *, void *)
{
  std::string f = counts_file ();
  const vptr_counts &v = vptr_statistics ();
  const expansion_counts &x = expansion_statistics ();
  const std::pair<const char *, unsigned long> members[] = {
    {"functions", v.functions},
    {"vptr_loads_reused", v.reused},
    {"slot_loads_reused", v.slots},
    {"loads_hoisted", v.hoisted},
    {"loads_kept", v.kept},
    {"loops_versioned", v.versioned},
    {"dispatches", x.dispatched},
    {"dispatches_in_copies", x.dispatched_in_copies},
    {"dispatch_compares_added", x.own_compares},
    {"dispatches_given_up", x.kept_fallback},
    {"vptr_guards", x.vptr_guards},
    {"vptr_guards_given_up", x.kept_fnptr},
    {"plans_in_shared_bodies", x.shared_body},
    {"guards_ordered", x.reordered},
  };
  /* A process that compiled no body of ours (a compile with -flto only
     streams them) has no line.  */
  bool any = false;
  for (const auto &m : members)
    any |= m.second != 0;
  if (f.empty () || !any || seen_error ())
    return;
  json::object root;
  root.set ("tool", new json::string ("tigdevirt"));
  root.set ("stage", new json::string (flag_ltrans ? "ltrans"
					      : in_lto_p ? "lto" : "compile"));
  for (const auto &m : members)
    root.set (m.first, new json::integer_number (m.second));
  std::string line = json_line (root) + "\n";
  /* One write of one line with O_APPEND: the partitions' processes
     append side by side without mixing their lines.  */
  int fd = open (f.c_str (), O_WRONLY | O_APPEND | O_CREAT, 0666);
  if (fd < 0 || write (fd, line.data (), line.size ()) != (ssize_t) line.size ())
    warning (0, "tigdevirt: cannot write %qs: %m", f.c_str ());
  if (fd >= 0)
    close (fd);
}

} // namespace tigdevirt
