// A pair cache walking its pairs with a callback object (Bullet's
// btHashedOverlappingPairCache::processAllOverlappingPairs).
struct Pair { int a, b; };
typedef void (*NearFn) (const Pair &, long &);
struct Dispatcher { NearFn near; long sum; };
struct Callback
{
  virtual bool process (Pair &) = 0;
  virtual ~Callback () {}
};
struct Cache
{
  virtual void clean (Pair &) = 0;
  virtual ~Cache () {}
};
Callback *make_collide (Dispatcher *);
Callback *make_clean (Cache *, int);
Callback *make_remove (int);
Cache *make_cache ();
