// An interface of another library, as librevenge's RVNGInputStream: all
// its methods pure or inline, so no key function, and its vtable is
// emitted in every unit that uses it.
#ifndef HIDDEN_FOREIGN_H
#define HIDDEN_FOREIGN_H
struct Stream
{
  virtual ~Stream () {}
  virtual const char *read (unsigned long n, unsigned long &got) = 0;
  virtual bool at_end () = 0;
};
// The library's own stream, behind its factory.
Stream *open_memory (const char *text);
#endif
