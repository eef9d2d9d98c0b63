// The front end records the pointer fields a body stores to; a lambda's
// captures are such fields.  In a static function nobody calls, GCC
// drops the function and, at the next collection, its closure type and
// fields, while the plugin's records (C++ containers, which GCC's
// collector does not see) still held them until the summaries were
// written: the plugin read a FIELD_DECL whose memory had become another
// node and cc1plus crashed (Debian's fcl, gjk_libccd-inl.h, GCC 12).
// The parameters make GCC collect at every chance, and the template's
// instances give it allocations to reuse the freed memory for.
// { dg-do run }
// { dg-options "-flto --param ggc-min-expand=0 --param ggc-min-heapsize=0" }
struct Base
{
  virtual int f () const { return 1; }
  virtual ~Base () {}
};
struct Other : Base
{
  int f () const override { return 2; }
};

#define UNUSED(N)							\
  __attribute__ ((unused)) static int					\
  unused##N (Base *a, Base *b, Base *c)					\
  {									\
    auto l = [a, b, c] { return a->f () + b->f () + c->f (); };		\
    return l ();							\
  }
UNUSED (0) UNUSED (1) UNUSED (2) UNUSED (3)
UNUSED (4) UNUSED (5) UNUSED (6) UNUSED (7)

template<int N>
__attribute__ ((noinline)) int
work (Base *p, int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += p->f () * (i ^ N) + (s >> 3);
  return s + work<N - 1> (p, x);
}
template<> int work<0> (Base *, int) { return 0; }

/* The same sum with the class's value, without a call.  */
int
expected (int v, int x)
{
  int total = 0;
  for (int n = 30; n > 0; n--)
    {
      int s = 0;
      for (int i = 0; i < x; i++)
	s += v * (i ^ n) + (s >> 3);
      total += s;
    }
  return total;
}

int
main ()
{
  Other o;
  return work<30> (&o, 3) == expected (2, 3) ? 0 : 1;
}
