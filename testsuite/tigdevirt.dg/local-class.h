// A function-local class in an inline function: every unit that uses
// make_local emits the same (COMDAT) vtable, and the linker keeps one.
struct Iface { virtual ~Iface () {} virtual int a () const = 0; virtual int b () const = 0; };
inline Iface *
make_local (int k)
{
  struct Local : Iface
  {
    int k;
    Local (int k) : k (k) {}
    int a () const override { return k; }
    __attribute__ ((noinline)) int b () const override { return 10 * k; }
  };
  return new Local (k);
}
int use_b (int k);
