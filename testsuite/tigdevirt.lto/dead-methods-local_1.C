#include <cstdio>
namespace {
struct Sensor
{
  virtual ~Sensor () {}
  virtual int read () const { return 1; }
  virtual int gone () const { std::puts ("gone"); return 2; } // { dg-message "optimized: removing virtual method \\(anonymous namespace\\)::Sensor::gone\\(\\) const: no call can reach it \\(hierarchy of \\(anonymous namespace\\)::Sensor, closed: anonymous namespace\\); 1 vtable slot cleared" }
};
struct Probe : Sensor
{
  int read () const override { return 3; }
  int gone () const override { std::puts ("gone"); return 4; } // { dg-message "optimized: removing virtual method \\(anonymous namespace\\)::Probe::gone\\(\\) const" }
};
}

__attribute__ ((noinline)) static Sensor *
make (int i)
{
  return i ? new Probe : new Sensor;
}

int
survey (int argc)
{
  int t = 0;
  for (int i = 0; i < 2; i++)
    {
      Sensor *s = make (i + argc - 1);
      t += s->read ();
      delete s;
    }
  return t;
}
