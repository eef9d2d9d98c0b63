// A guarded direct call's path is one the program may not take: where the
// caller knows the object (a shared_ptr's control block made right here,
// 24 bytes; a buffer of 16 bytes), the other classes' inlined bodies must
// not make GCC's late warnings speak of it.  GCC alone has an indirect
// call there and prints nothing; neither may the plugin (before
// guarded-paths.cc: "array subscript 'Mem[0]' is partly outside array
// bounds of 'unsigned char [16]'", and in Debian's libvisio, libcmis and
// zimlib 'struct _Sp_counted_deleter[0]' against 'unsigned char[24]').
// { dg-do run }
// { dg-options "-O2 -Wall -Wextra -fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include <cstdlib>
#include <memory>

struct Stream { virtual ~Stream () {} virtual int read () = 0; };
struct File : Stream { int fd = 3; int read () override { return fd; } };
struct Mem : Stream { char buf[64] = {}; int read () override { return buf[0] + 7; } };

__attribute__ ((noinline)) std::shared_ptr<Stream>
open_any (int k)
{
  if (k > 1)
    return std::make_shared<File> ();
  return std::make_shared<Mem> ();
}

static void freer (void *p) { free (p); }

__attribute__ ((noinline)) int
parse (Stream *s, int k)
{
  std::shared_ptr<Stream> a (new File);
  std::shared_ptr<unsigned char> b ((unsigned char *) calloc (16, 1), freer);
  std::shared_ptr<Stream> c = std::make_shared<Mem> ();
  std::shared_ptr<Stream> d = open_any (k);
  return a->read () + b.get ()[0] + c->read () + d->read () + s->read ();
}

int
main (int argc, char **)
{
  File f;
  Mem m;
  int r = parse (&f, argc) + parse (&m, argc + 1);
  printf ("%d\n", r);
  if (r != 3 + 7 + 7 + 3 + 3 + 7 + 3 + 7)
    abort ();
  return 0;
}
// The guards are made (and so the paths marked).
// { dg-final { scan-tree-dump "guarded paths: \[1-9\]\[0-9\]* statement\\(s\\) without warnings" "tigdevirt_guarded_paths2" } }
