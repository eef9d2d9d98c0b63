/* body-stats.cc - FILE.ltrans: one JSON line per process that compiled
   bodies.  See body-stats.h.  */

#include "body-stats.h"
#include "plugin-options.h"
#include "json-output.h"
#include "speculation-expand.h"
#include "vptr-reuse.h"

namespace tigdevirt {

namespace {

std::string
counts_file ()
{
  return opts.stats_file.empty () ? "" : opts.stats_file + ".ltrans";
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
  /* A process that compiled no body of ours (a compile with -flto only
     streams them) has no line.  */
  bool any = v.functions || x.dispatched || x.dispatched_in_copies
	     || x.kept_fallback || x.vptr_guards || x.kept_fnptr
	     || x.shared_body || x.reordered;
  if (f.empty () || !any || seen_error ())
    return;
  json::object root;
  root.set ("tool", new json::string ("tigdevirt"));
  root.set ("stage", new json::string (flag_ltrans ? "ltrans"
					      : in_lto_p ? "lto" : "compile"));
  auto num = [] (unsigned long n) { return new json::integer_number (n); };
  root.set ("functions", num (v.functions));
  root.set ("vptr_loads_reused", num (v.reused));
  root.set ("slot_loads_reused", num (v.slots));
  root.set ("loads_hoisted", num (v.hoisted));
  root.set ("loads_kept", num (v.kept));
  root.set ("loops_versioned", num (v.versioned));
  root.set ("dispatches", num (x.dispatched));
  root.set ("dispatches_in_copies", num (x.dispatched_in_copies));
  root.set ("dispatches_given_up", num (x.kept_fallback));
  root.set ("vptr_guards", num (x.vptr_guards));
  root.set ("vptr_guards_given_up", num (x.kept_fnptr));
  root.set ("plans_in_shared_bodies", num (x.shared_body));
  root.set ("guards_ordered", num (x.reordered));
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
