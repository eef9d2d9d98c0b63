// Shared declarations for undefined-override*_*.C.
struct Greeter
{
  virtual ~Greeter ();
  virtual int greet (int x) const;
};
struct Hello : Greeter
{
  int greet (int x) const override;
};
// Never instantiated.  Its key function (defined in _1.C) makes that
// translation unit emit its vtable, and with it its inline override,
// which calls a function no object of the link defines.  The program
// links only because the vtable, unused, is dropped at link time with
// everything only it kept: a speculation to Never::greet would bring the
// undefined reference back (GCC 16's speculative devirtualization broke
// links this way).
struct Never : Greeter
{
  virtual void key ();
  int greet (int x) const override { return missing (x); }
  static int missing (int x);
};
Greeter *make_greeter (int k);
