// Under -fvisibility=hidden a unit hides every class it sees, the classes
// of other libraries' headers included.  An interface with no key
// function (Stream: its vtable is emitted in every unit that uses it) is
// then hidden in this link, but the library behind it derives from its
// own copy and passes those objects in: the hierarchy must stay open, or
// the call on the library's object goes to this link's only Stream
// (libvisio's VSDInternalStream over librevenge's streams: its tests
// crashed in the Debian rebuild).  The class with its key function here
// (Buffer: read () defined below) is this library's own and stays closed.
// { dg-do run }
// { dg-options "-flto -fvisibility=hidden -fplugin-arg-tigdevirt-dump" }
// { dg-shared-library "hidden-foreign-lib.cc" "-O2" link }
#include "hidden-foreign.h"
#include <cstdio>
#include <string>

struct Buffer : Stream
{
  explicit Buffer (Stream *input);
  ~Buffer () override {}
  const char *read (unsigned long n, unsigned long &got) override;
  bool at_end () override { return at == data.size (); }
  std::string data;
  unsigned long at = 0;
};

__attribute__ ((noinline))
Buffer::Buffer (Stream *input)
{
  unsigned long got = 0;
  const char *p = input->read (5, got);
  data.assign (p, got);
}

const char *
Buffer::read (unsigned long n, unsigned long &got)
{
  got = n < data.size () - at ? n : data.size () - at;
  const char *p = data.data () + at;
  at += got;
  return p;
}

int
main ()
{
  Stream *in = open_memory ("abcdefgh");
  Buffer b (in);
  unsigned long got = 0;
  const char *p = b.read (3, got);
  std::printf ("%.*s %d\n", (int) got, p, (int) in->at_end ());
  delete in;
  return 0;
}
// { dg-output "abc 0" }
// { dg-final { scan-wpa-ipa-dump "type Stream: open \\(hidden by -fvisibility=hidden only, and no key function of it or its bases in the link\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "type Buffer: closed \\(hidden visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full Buffer::read" "tigdevirt" } }
