// dispatch-two-left: see dispatch-two-left_0.C.
#ifndef DISPATCH_TWO_LEFT_H
#define DISPATCH_TWO_LEFT_H
struct Comparator
{
  virtual int compare (const char *, const char *) const = 0;
  virtual ~Comparator () {}
};
struct Bytewise : Comparator
{
  int compare (const char *a, const char *b) const override;
};
struct Internal : Comparator
{
  const Comparator *user;
  explicit Internal (const Comparator *u) : user (u) {}
  int compare (const char *a, const char *b) const override;
};
struct Counting : Comparator
{
  mutable long count = 0;
  int compare (const char *a, const char *b) const override;
};
const Comparator *make_comparator (int kind);
int seek (const Comparator *c, const char *const *keys, int n,
	  const char *target);
#endif
