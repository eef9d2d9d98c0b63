// Shared by factory-returns_*.C: factories with several returns.
struct Meter
{
  virtual long read (long) = 0;
  virtual ~Meter () {}
};
struct Volt : Meter { long k; Volt (long k) : k (k) {} long read (long x) override; };
struct Amp : Meter { long read (long x) override; };
void report (Meter *);
// Two returns, one class: a Volt.
Meter *make (int k);
// Two returns, two classes: proves nothing.
Meter *either (int k);
// A Volt, or null.
Meter *maybe (int k);
