// The classes of field-unique-ptr*_0.C: strategies held in std::unique_ptr
// fields.  Their members are defined in field-unique-ptr_1.C, the one unit
// that sees every function that may name the private fields.
#ifndef FIELD_UNIQUE_PTR_H
#define FIELD_UNIQUE_PTR_H
#include <memory>
struct Strategy
{
  virtual int step (int) const;
  virtual ~Strategy ();
};
struct Linear : Strategy { int step (int) const override; };
struct Twice : Strategy { int step (int) const override; };
struct Third : Strategy { int step (int) const override; };

// Every store: a Linear (std::make_unique's, reset's new-expression).
class Engine
{
  std::unique_ptr<Strategy> s;
public:
  Engine ();
  void reset ();
  int run (int n) const;
};

// A Linear or a Twice, null, or another Dual's (moved in).
class Dual
{
  std::unique_ptr<Strategy> s;
public:
  explicit Dual (bool twice);
  void adopt (Dual &o);
  void clear ();
  int run (int n) const;
};

// Its default member initializer's Third, moved with the object.
class Moved
{
  std::unique_ptr<Strategy> s = std::make_unique<Third> ();
public:
  Moved ();
  Moved (Moved &&) = default;
  int run (int n) const;
};

// Not proved: swapped with a std::unique_ptr given by reference.
class Swapped
{
  std::unique_ptr<Strategy> s;
public:
  Swapped ();
  void swap_with (std::unique_ptr<Strategy> &o);
  int run (int n) const;
};

// Not proved: holds what it was given.
class Given
{
  std::unique_ptr<Strategy> s;
public:
  explicit Given (std::unique_ptr<Strategy> p);
  int run (int n) const;
};

// Not proved: a reference to it leaves.
class Leaky
{
  std::unique_ptr<Strategy> s;
public:
  Leaky ();
  std::unique_ptr<Strategy> &slot ();
  int run (int n) const;
};

// Not proved: holds what a function returning a std::unique_ptr returns.
std::unique_ptr<Strategy> make_strategy (bool twice);
class Made
{
  std::unique_ptr<Strategy> s;
public:
  explicit Made (bool twice);
  int run (int n) const;
};

// Not a pointer field: a deleter that takes room.
void drop (Strategy *);
class Dropper
{
  std::unique_ptr<Strategy, void (*) (Strategy *)> s;
public:
  Dropper ();
  int run (int n) const;
};

#endif
