// The other library: built without -fvisibility=hidden, its own class
// derived from the interface (as librevenge's RVNGMemoryInputStream).
#include "hidden-foreign.h"
#include <cstring>
struct Memory : Stream
{
  explicit Memory (const char *t) : text (t), at (0) {}
  const char *read (unsigned long n, unsigned long &got) override
  {
    unsigned long left = std::strlen (text) - at;
    got = n < left ? n : left;
    const char *p = text + at;
    at += got;
    return p;
  }
  bool at_end () override { return text[at] == 0; }
  const char *text;
  unsigned long at;
};
Stream *open_memory (const char *text) { return new Memory (text); }
