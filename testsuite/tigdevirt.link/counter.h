// Counter is defined in the LTO part of the program; Twice derives from it
// in an object compiled without LTO.
struct Counter
{
  virtual ~Counter () {}
  virtual int step () const { return 1; }
};
Counter *make_twice ();
