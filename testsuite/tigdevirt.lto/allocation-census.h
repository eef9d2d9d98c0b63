// Shared by allocation-census*_0.C: a Bird made by a new-expression and
// handed to another unit before each of its calls.
struct Animal
{
  virtual int legs () const = 0;
  virtual ~Animal () {}
};
struct Bird : Animal { int legs () const override; };
struct Dog : Animal { int legs () const override; };
// In another unit.
void look_at (Animal *);
int herd ();
extern int looked;
