// The classes of callback-runs.C: a handler whose method only code outside
// the LTO unit calls (drive, in a non-LTO object), and shapes.
struct Shape
{
  virtual int area () const = 0;
  virtual ~Shape () {}
};
struct Listener
{
  virtual int on_event (int) = 0;
  virtual ~Listener () {}
};
int drive (Listener *l, int n);
