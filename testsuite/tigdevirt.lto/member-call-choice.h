// The classes of member-call-choice*: a member call on a choice between
// two objects of different final classes, converted to their base.
#ifndef MEMBER_CALL_CHOICE_H
#define MEMBER_CALL_CHOICE_H
struct B
{
  virtual int f () const;
  int caller () const { return f () + 3; }
  virtual ~B ();
};
struct D final : B { int f () const override; };
struct E final : B { int f () const override; };
int use (bool c, const D *d, const E *e);
int use_null (bool c, const D *d);
#endif
