// Classes for vptr-reuse_*.C: one hierarchy, an opaque function in
// another unit that keeps every type, and one that rebuilds an object as
// another class in the same storage.
struct Shape
{
  virtual int f (int);
  virtual int g (int);
  virtual ~Shape ();
  int x = 1;
};
struct Square : Shape
{
  int f (int) override;
  int g (int) override;
};
struct Circle : Shape
{
  int f (int) override;
  int g (int) override;
};
int opaque (int);
// Destroys *P and builds a Circle there; returns 0.
int rebuild (Shape *p);
Shape *make (int kind);
