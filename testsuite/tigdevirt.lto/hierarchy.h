// A hierarchy spread over three translation units.
struct Animal
{
  virtual ~Animal ();
  virtual const char *sound () const = 0;
  virtual int legs () const { return 4; }
};
struct Dog : Animal { const char *sound () const override; };
struct Bird : Animal
{
  const char *sound () const override;
  int legs () const override;
};
Animal *make_animal (int kind);
int describe (const Animal *a, char *buf);
