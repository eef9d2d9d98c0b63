#include "pairs.h"
namespace {
struct Collide : Callback
{
  Dispatcher *d;
  Collide (Dispatcher *d) : d (d) {}
  bool process (Pair &p) override { d->near (p, d->sum); return false; }
};
struct Clean : Callback
{
  Cache *c; int proxy;
  Clean (Cache *c, int proxy) : c (c), proxy (proxy) {}
  bool process (Pair &p) override
  { if (p.a == proxy || p.b == proxy) c->clean (p); return false; }
};
struct Remove : Callback
{
  int proxy;
  Remove (int proxy) : proxy (proxy) {}
  bool process (Pair &p) override { return p.a == proxy || p.b == proxy; }
};
struct HashCache : Cache
{
  long cleaned = 0;
  void clean (Pair &p) override { cleaned += p.a; p.b = -1; }
};
}
Callback *make_collide (Dispatcher *d) { return new Collide (d); }
Callback *make_clean (Cache *c, int proxy) { return new Clean (c, proxy); }
Callback *make_remove (int proxy) { return new Remove (proxy); }
Cache *make_cache () { return new HashCache; }
