// The classes of field-local_0.C: steps, open hierarchies (their members
// are defined in field-local_1.C), held in public pointer fields of
// classes local to field-local_0.C.
#ifndef FIELD_LOCAL_H
#define FIELD_LOCAL_H
struct Step
{
  virtual int step (int) const;
  virtual ~Step ();
};
struct Lin : Step { int step (int) const override; };
struct Quad : Step { int step (int) const override; };
struct Cube : Step { int step (int) const override; };
// Stores a Cube through the pointer it is given.
void reseat (Step **where);
#endif
