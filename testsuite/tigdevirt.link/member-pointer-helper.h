// A hierarchy whose method by_pointer is reached only through a pointer to
// member function taken in member-pointer-helper.cc.
struct Gauge
{
  virtual ~Gauge ();
  virtual int read () const;
  virtual int by_pointer () const;
};
struct Dial : Gauge
{
  int read () const override;
  int by_pointer () const override;
};
Gauge *make_gauge (int i);
int through_pointer (const Gauge *g);
