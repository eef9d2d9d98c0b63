// The program of field-bit-cast*_0.C: an E made by its constructor, and
// one made by std::bit_cast from a Raw holding a T.
#include <bit>
#include <cstdio>

__attribute__ ((noipa)) E
make (bool raw)
{
  if (raw)
    return std::bit_cast<E> (Raw{new T});
  return E ();
}

int
main ()
{
  E a = make (false), b = make (true);
  std::printf ("%d %d\n", a.run (5), b.run (5));
  return 0;
}
