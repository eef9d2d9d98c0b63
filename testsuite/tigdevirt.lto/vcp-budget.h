// Shared declarations for vcp-budget_*.C.
struct Unit
{
  virtual ~Unit ();
  virtual long factor (int k) const;	// 32-bit values
  virtual int digits () const;		// 8-bit values, a slot of its own
};
struct Kilo : Unit { long factor (int k) const override; int digits () const override; };
struct Mega : Unit { long factor (int k) const override; int digits () const override; };
Unit *make_unit (int i);
