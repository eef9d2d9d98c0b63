// A header-only interface: nothing of it is emitted out of line, so a
// library built from this header alone can derive from it without the
// linker ever seeing a symbol of Greeter.
struct Greeter
{
  virtual ~Greeter () {}
  virtual const char *greet () const = 0;
};
typedef Greeter *make_greeter_fn ();
