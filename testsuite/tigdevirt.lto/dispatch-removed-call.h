// dispatch-removed-call: see dispatch-removed-call_0.C.
struct Cmp
{
  virtual int compare (int, int) const = 0;
};
struct Less : Cmp
{
  int compare (int, int) const override;
};
struct Greater : Cmp
{
  int compare (int, int) const override;
};
const Cmp *pick (int);
int overlaps (const Cmp *c, int level, const int *v, int n, int k);
