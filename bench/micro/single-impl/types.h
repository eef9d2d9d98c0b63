struct Counter
{
  virtual ~Counter () {}
  virtual void add (int x) = 0;
  virtual long total () const = 0;
};
Counter *make_counter ();
