// The classes of field-bit-cast_0.C: E's private field, whose every
// store its members (field-bit-cast_1.C) make, stores an L.
#ifndef FIELD_BIT_CAST_H
#define FIELD_BIT_CAST_H
struct S { virtual int step (int) const; virtual ~S (); };
struct L : S { int step (int) const override; };
struct T : S { int step (int) const override; };
class E
{
  S *s;
public:
  E ();
  int run (int n) const;
};
// The same bytes as an E, its field public.
struct Raw { S *p; };
#endif
