// Multiple and virtual inheritance under speculation: the guarded direct
// calls go through the right thunks and this-adjustments.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>

struct Named { virtual const char *name () const = 0; virtual ~Named () {} };
struct Sized { virtual int size () const = 0; virtual ~Sized () {} long pad[2]; };
struct Top { virtual int id () const { return 0; } virtual ~Top () {} int t = 7; };
struct Left : virtual Top { int id () const override { return 1 + t; } };
struct Right : virtual Top { int r = 3; };
struct Both : Named, Sized, Left, Right
{
  const char *name () const override { return "both"; }
  int size () const override { return 2 + r; }
};
struct Plain : Named, Sized
{
  const char *name () const override { return "plain"; }
  int size () const override { return 1; }
};

int sum_sizes (Sized **s, int n);
int sum_ids (Top **t, int n);
const char *first_name (Named **v);

int
main ()
{
  Both b; Plain p; Right r; Left l;
  Sized *s[] = { &b, &p, &b };
  Top *t[] = { &b, &r, &l };
  Named *n[] = { &p, &b };
  printf ("%d %d %s\n", sum_sizes (s, 3), sum_ids (t, 3), first_name (n));
  return 0;
}
// { dg-output "11 16 plain" }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative" "tigdevirt" } }
