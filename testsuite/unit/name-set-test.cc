// Unit tests of the field-escape records' name sets
// (src/type-flow/name-set.h), which need no GCC: one copy of each text,
// the texts' order (a std::set<std::string>'s), no duplicates, lookups,
// ranges in and out.
#include "../../src/type-flow/name-set.h"

#include <set>
#include <string>
#include <vector>

#include "unit-check.h"

using namespace tigdevirt;

int
main ()
{
  std::string a = "P_ZN1A1fEv", b = "L_ZN1B1gEv";
  CHECK (intern_name (a) == intern_name (std::string ("P_ZN1A1fEv")));
  CHECK (intern_name (a) != intern_name (b));
  CHECK (*intern_name (b) == b);

  name_set s;
  CHECK (s.empty () && s.size () == 0 && s.begin () == s.end ());
  CHECK (s.insert ("P_c"));
  CHECK (s.insert ("P_a"));
  CHECK (s.insert ("L_b"));
  CHECK (!s.insert ("P_a"));
  CHECK (s.size () == 3);
  CHECK (s.count ("P_a") == 1 && s.count ("P_b") == 0 && s.count ("") == 0);

  // The order of a std::set<std::string> of the same texts.
  std::set<std::string> ref = {"P_c", "P_a", "L_b"};
  std::vector<std::string> got (s.begin (), s.end ());
  CHECK (got == std::vector<std::string> (ref.begin (), ref.end ()));

  // Two sets holding a text share its one copy.
  name_set t;
  t.insert (s.begin (), s.end ());
  t.insert (std::string ("P_z"));
  CHECK (t.size () == 4 && t.count ("L_b"));
  CHECK (&*t.begin () == &*s.begin ());
  CHECK (&*s.begin () == intern_name ("L_b"));

  // Into and out of the standard containers.
  std::set<std::string> from = {"P_y", "P_x"};
  name_set u;
  u.insert (from.begin (), from.end ());
  std::vector<std::string> keys;
  keys.insert (keys.end (), u.begin (), u.end ());
  CHECK ((keys == std::vector<std::string>{"P_x", "P_y"}));
  u.clear ();
  CHECK (u.empty () && u.count ("P_x") == 0);

  // Many names, inserted in reverse and twice: sorted, each once.
  name_set many;
  for (int round = 0; round < 2; round++)
    for (int i = 999; i >= 0; i--)
      many.insert ("P_f" + std::to_string (i));
  CHECK (many.size () == 1000);
  std::string last;
  bool sorted = true;
  for (const std::string &n : many)
    {
      sorted &= last < n;
      last = n;
    }
  CHECK (sorted);
  return failures != 0;
}
