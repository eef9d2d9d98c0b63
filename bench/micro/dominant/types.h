struct Filter
{
  virtual ~Filter () {}
  virtual int apply (int x) const = 0;
};
struct Scale : Filter { int k; Scale (int k) : k (k) {} int apply (int x) const override { return x * k; } };
struct Clamp : Filter { int apply (int x) const override; };
struct Noise : Filter { int apply (int x) const override; };
Filter *make_filter (int i);
