// The rest of field-split_0.C's classes' members: what they run.
#define FIELD_SPLIT_2
#include "field-split.h"

void Engine::reset () { delete s; s = new Linear; }
int Engine::run (int n) const
{
  int x = 0;
  for (int i = 0; i < n; i++)
    x = s->step (x);
  return x;
}
void Duo::swap_in () { s = new Quad; }
int Duo::run (int n) const
{
  int x = 1;
  for (int i = 0; i < n; i++)
    x = s->step (x);
  return x;
}
int Gap::run (int n) const
{
  int x = 1;
  for (int i = 0; i < n; i++)
    x = s->step (x);
  return x;
}
static void reseat (Strategy **where) { *where = new Cube; }
void Leaky::leak () { reseat (&s); }
int Leaky::run (int n) const
{
  int x = 1;
  for (int i = 0; i < n; i++)
    x = s->step (x);
  return x;
}
void Odd::extra () {}
int Odd::run (int n) const
{
  int x = 2;
  for (int i = 0; i < n; i++)
    x = s->step (x);
  return x;
}
