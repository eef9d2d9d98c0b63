// The classes of icf-stated-nonpolymorphic_0.C: a template without a vptr
// whose member calls its base's members on `this'.
struct base
{
  int n = 0;
  __attribute__ ((noinline)) void bump (int k) { n += k; }
  __attribute__ ((noinline)) int get () const { return n; }
};
template<typename H> struct parser : base
{
  __attribute__ ((noinline)) int
  parse (int x)
  {
    for (int i = 0; i < x; i++)
      bump (i);
    return get ();
  }
};
struct h1 {};
struct h2 {};
int parse_h2 (int x);
