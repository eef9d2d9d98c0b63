struct Readable { virtual ~Readable () {} virtual int read () = 0; };
struct Writable { virtual ~Writable () {} virtual void write (int) = 0; long pad; };
struct File : Readable, Writable
{
  int pos = 0, last = 0;
  int read () override { return pos++ & 15; }
  void write (int v) override { last += v; }
};
struct Pipe : Readable, Writable
{
  int q = 3;
  int read () override { return q; }
  void write (int v) override { q = v & 7; }
};
Writable *make_writable (int i);
