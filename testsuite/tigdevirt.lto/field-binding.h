// The classes of field-binding*_0.C: private pointer fields a structured
// binding names (`auto &[p] = *this; p = new T'), in a member function
// and in a static member function on another object.
struct S
{
  virtual int step (int) const;
  virtual ~S ();
};
struct L : S
{
  int step (int) const override;
};
struct T : S
{
  int step (int) const override;
};

class E
{
  S *s;
public:
  E ();
  ~E ();
  void retarget ();
  int run (int n) const;
};

class F
{
  S *s;
public:
  F ();
  ~F ();
  static void retarget (F &f);
  int run (int n) const;
};
