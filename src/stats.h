/* stats.h - counters of one run, for the dump and stats=FILE.  */

#ifndef TIGDEVIRT_STATS_H
#define TIGDEVIRT_STATS_H

#include "gcc-compat.h"
#include "closed-hierarchies.h"

namespace tigdevirt {

struct run_stats
{
  const char *stage = "compile";	/* compile, wpa or lto.  */
  unsigned polymorphic_types = 0;
  unsigned vtables = 0;
  unsigned construction_vtables = 0;
  unsigned polymorphic_calls = 0;
  unsigned invalid_contexts = 0;
  bool whole_program_visibility = false;
  closure_counts closure;
  /* Target-list size -> number of calls.  */
  std::map<unsigned, unsigned> complete_sizes;
  std::map<unsigned, unsigned> incomplete_sizes;
  /* Transformations.  */
  unsigned full = 0;
  unsigned unreachable = 0;
  std::map<unsigned, unsigned> speculative_by_targets;
  std::map<std::string, unsigned> left_alone;

  bool verified = false;
  unsigned verify_checked = 0;
  unsigned verify_differences = 0;
  unsigned verify_stale_gcc_targets = 0;

  void count_list (unsigned size, bool complete);
  void dump (FILE *f) const;
  /* Write as JSON; reports an error (with the file name) on failure.  */
  void write_json (const std::string &file) const;
};

} // namespace tigdevirt

#endif
