// The classes of field-types*_0.C: strategies held in pointer fields.
// Their members are defined in field-types_1.C, the one unit that sees
// every function that may name the private fields.
#ifndef FIELD_TYPES_H
#define FIELD_TYPES_H
struct Strategy
{
  virtual int step (int) const;
  virtual ~Strategy ();
};
struct Linear : Strategy { int step (int) const override; };
struct Twice : Strategy { int step (int) const override; };
struct Third : Strategy { int step (int) const override; };

// Every store: a Linear (the constructor's, and reset's).
class Engine
{
  Strategy *s;
public:
  Engine ();
  ~Engine ();
  void reset ();
  int run (int n) const;
};

// A Linear or a Twice, a null pointer, or another Dual's strategy.
class Dual
{
  Strategy *s;
public:
  explicit Dual (bool twice);
  ~Dual ();
  void adopt (Dual &o);
  int run (int n) const;
};

// Every store: what make_strategy returns (a Linear or a Twice).
Strategy *make_strategy (bool twice);
class Made
{
  Strategy *s;
public:
  explicit Made (bool twice);
  ~Made ();
  int run (int n) const;
};

// Stores what a function returns that no construction proves.
Strategy *pass_through (Strategy *p);
class Passed
{
  Strategy *s;
public:
  explicit Passed (Strategy *p);
  ~Passed ();
  int run (int n) const;
};

// Its address leaves: stores through it are not seen.
class Leaky
{
  Strategy *s;
public:
  Leaky ();
  Strategy *&slot ();
  int run (int n) const;
};

// Stores a pointer it was given.
class Setter
{
  Strategy *s;
public:
  Setter ();
  void set (Strategy *p);
  int run (int n) const;
};

// A friend class may store anything (its members may be defined
// anywhere).
class Friendly
{
  friend struct Helper;
  Strategy *s;
public:
  Friendly ();
  int run (int n) const;
};
struct Helper { static void swap_in (Friendly &f, Strategy *p); };

// Public: any code may store to it.
struct Open
{
  Strategy *s;
  Open ();
  int run (int n) const;
};

// A class whose base's destructor calls out while the object is being
// destroyed: a call through the field then reaches Observed::step.
struct Observed
{
  virtual int step (int) const;
  virtual ~Observed ();
};
struct Noisy : Observed { int step (int) const override; };
extern void (*observer) ();
class Watched
{
  Observed *s;
public:
  Watched ();
  ~Watched ();
  int run (int n) const;
};
extern Watched *watched;

#endif
