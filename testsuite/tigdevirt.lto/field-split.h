// The classes of field-split_0.C: each holds a Strategy in a private
// field, and defines its members in field-split_1.C and field-split_2.C.
#ifndef FIELD_SPLIT_H
#define FIELD_SPLIT_H
struct Strategy
{
  virtual int step (int) const = 0;
  virtual ~Strategy () {}
};
struct Linear : Strategy { int step (int) const override; };
struct Quad : Strategy { int step (int) const override; };
struct Cube : Strategy { int step (int) const override; };

// Its constructor (field-split_1.C) and reset (field-split_2.C) store a
// Linear; run is in field-split_2.C.
class Engine
{
  Strategy *s;
public:
  Engine ();
  ~Engine ();
  void reset ();
  int run (int n) const;
};

// A Linear from its constructor (field-split_1.C), a Quad from swap_in
// (field-split_2.C).
class Duo
{
  Strategy *s;
public:
  Duo ();
  void swap_in ();
  int run (int n) const;
};

// set_other is declared and defined nowhere in the link: code outside it
// (a shared library) may define it and store any class.
class Gap
{
  Strategy *s;
public:
  Gap ();
  void set_other ();
  int run (int n) const;
};

// Its address is taken in field-split_2.C (reseat stores a Cube through
// it).
class Leaky
{
  Strategy *s;
public:
  Leaky ();
  void leak ();
  int run (int n) const;
};

// Declared with one more member in field-split_2.C than in the other
// units (a violation of the one-definition rule, as a macro a unit
// defines makes): the units' lists of its functions differ, and the link
// closes nothing from them.
class Odd
{
  Strategy *s;
public:
  Odd ();
#ifdef FIELD_SPLIT_2
  void extra ();
#endif
  int run (int n) const;
};

// Hands an object to code the link does not see (field-split_1.C; an
// exported function, by default).
void keep (const void *);
#endif
