// Guards that make their call recursive (src/speculation/recursive-
// guards.h): a reference-counted expression tree as GiNaC's, whose
// deleting destructor is the likely target of the `delete p' its own
// members' destructors run, and whose eval calls eval.  Guarded, GCC's
// inliner unrolled the recursion through each copy: .text 1,026 bytes
// alone, 25,621 with the plugin, 59,867 in whole-program mode (GCC 12;
// 1,490 since).  never-worse.py judges the code size.
#include <cstdio>
#include <cstdlib>

struct basic
{
  int refcount = 0;
  virtual ~basic () {}
  virtual int eval () const { return 1; }
};

template <class T> struct ptr
{
  T *p;
  explicit ptr (T *q) : p (q) { ++p->refcount; }
  ptr (const ptr &o) : p (o.p) { ++p->refcount; }
  ~ptr () { if (--p->refcount == 0) delete p; }
};

struct ex
{
  ptr<basic> b;
  explicit ex (basic *q) : b (q) {}
};

struct leaf : basic
{
  int v;
  explicit leaf (int x) : v (x) {}
  int eval () const override { return v; }
};

__attribute__ ((noipa)) basic *
make_leaf (int x)
{
  return new leaf (x);
}

template <class S> struct structure : basic
{
  ex a, b;
  structure (const ex &x, const ex &y) : a (x), b (y) {}
  int eval () const override { return a.b.p->eval () + b.b.p->eval (); }
};

struct tag {};

__attribute__ ((noipa)) int
hot_loop (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      ex l (make_leaf (i)), r (make_leaf (i + 1));
      ex t (new structure<tag> (l, r));
      ex u (new structure<tag> (t, l));
      s += u.b.p->eval ();
    }
  return s;
}

int
main (int argc, char **argv)
{
  std::printf ("%d\n", hot_loop (100 * (argc > 1 ? atoi (argv[1]) : 1)));
}
