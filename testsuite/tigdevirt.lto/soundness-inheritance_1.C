struct Named { virtual const char *name () const = 0; virtual ~Named () {} };
struct Sized { virtual int size () const = 0; virtual ~Sized () {} long pad[2]; };
struct Top { virtual int id () const { return 0; } virtual ~Top () {} int t = 7; };

__attribute__ ((noinline)) int
sum_sizes (Sized **s, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += s[i]->size ();
  return sum;
}

__attribute__ ((noinline)) int
sum_ids (Top **t, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += t[i]->id ();
  return sum;
}

__attribute__ ((noinline)) const char *
first_name (Named **v)
{
  return v[0]->name ();
}
