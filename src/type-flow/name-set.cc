/* name-set.cc - the interned names of name-set.h and the sorted sets of
   them.  */

#include "name-set.h"

#include <algorithm>
#include <unordered_set>

namespace tigdevirt {

const std::string *
intern_name (const std::string &s)
{
  /* A node-based set: its elements never move.  */
  static std::unordered_set<std::string> pool;
  return &*pool.insert (s).first;
}

namespace {

bool
before (const std::string *a, const std::string &b)
{
  return *a < b;
}

} // anon namespace

bool
name_set::insert (const std::string &s)
{
  auto at = std::lower_bound (names.begin (), names.end (), s, before);
  if (at != names.end () && **at == s)
    return false;
  names.insert (at, intern_name (s));
  return true;
}

size_t
name_set::count (const std::string &s) const
{
  auto at = std::lower_bound (names.begin (), names.end (), s, before);
  return at != names.end () && **at == s;
}

} // namespace tigdevirt
