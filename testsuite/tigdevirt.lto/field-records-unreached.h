// The classes of field-records-unreached_0.C; members in _1.C.
#ifndef FIELD_RECORDS_UNREACHED_H
#define FIELD_RECORDS_UNREACHED_H
struct Shape
{
  virtual int area (int) const;
  virtual ~Shape ();
};
struct Sq : Shape { int area (int) const override; };
struct Ci : Shape { int area (int) const override; };

// A class whose inline members store to its private field, but which
// no function or variable of either unit uses: the front end
// walks their bodies in each unit, GCC never names it (nothing
// reaches it), and a record keyed by the unit could never be looked
// up.  No unit writes one (streamed_holder_key).  Declared before
// Keeper: GCC 12 names the last class a unit defines whether or not
// anything reaches it.
class Idle
{
  Shape *s;
public:
  Idle () : s (new Ci) {}
  ~Idle () { delete s; }
  int run (int n) const { return s->area (n); }
};

// A private field every store of which stores a Sq, reached by both
// units: one field at the link, its records joined by its ODR name.
class Keeper
{
  Shape *s;
public:
  Keeper ();
  ~Keeper ();
  int run (int n) const;
};

#endif
