// The classes of field-member-pointer*: private pointer fields stored to
// through pointers to data members, which the front end's walk sees only
// as the member pointer constant (`&E::s'), in a body or folded to the
// field's offset in a static member's initializer.
#ifndef FIELD_MEMBER_POINTER_H
#define FIELD_MEMBER_POINTER_H
struct S
{
  virtual int step (int) const;
  virtual ~S ();
};
struct L : S { int step (int) const override; };
struct T : S { int step (int) const override; };

class E
{
  S *s;
public:
  E ();
  ~E ();
  void swap_in ();
  int run (int n) const;
};

class F
{
  int pad;
  S *s;
  static S *F::*slot;
public:
  F ();
  ~F ();
  void swap_in ();
  int run (int n) const;
};
#endif
