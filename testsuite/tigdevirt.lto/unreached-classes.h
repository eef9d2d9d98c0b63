// unreached-classes: see unreached-classes_0.C.
struct Conn
{
  virtual int step (int);
  virtual ~Conn ();
};
struct Fast : Conn
{
  int step (int) override;
};
struct Slow : Conn
{
  int step (int) override;
};
struct Api : Conn
{
  int step (int) override;
  ~Api () override;
};
struct Maker
{
  virtual Conn *make () = 0;
  virtual ~Maker ();
};
struct FastMaker : Maker
{
  Conn *make () override;
};
struct ApiMaker : Maker
{
  Conn *make () override;
  ~ApiMaker () override;
};
int run (Conn *c, int n);
Maker *new_maker (int);
extern Conn *(*const factories[]) ();
