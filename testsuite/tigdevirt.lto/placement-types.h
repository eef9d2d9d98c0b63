// Shared by placement-types*_0.C: objects built with placement new in
// storage that held other objects before, then handed to code in another
// unit before their virtual calls.
#include <new>

struct Gauge
{
  virtual int read (int x) const = 0;
  virtual ~Gauge () {}
};

struct Linear : Gauge
{
  int k;
  Linear (int k);
  int read (int x) const override;
};

struct Square : Gauge
{
  int read (int x) const override;
};

// In another unit: what the calls cross.
void observe (Gauge *);
// Destroys *P and builds a Square in its place; returns the pointer
// placement new returned, the only way (with std::launder) to reach it.
Gauge *rebuild (Gauge *p);
extern int observed;
