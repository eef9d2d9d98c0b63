// dispatch-last: see dispatch-last_0.C.
struct Order
{
  virtual int compare (int, int) const = 0;
};
struct Up : Order
{
  int compare (int, int) const override;
};
struct Down : Order
{
  int compare (int, int) const override;
};
struct Mod : Order
{
  int compare (int, int) const override;
};
int count_less (const Order *o, const int *v, int n);
extern int (*volatile by_pointer) (const Order *, int, int);
const Order *pick (int);
