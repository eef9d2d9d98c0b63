// Shared by two programs: each link sees a different part of the
// hierarchy.
#ifndef TASKS_H
#define TASKS_H

struct Task
{
  virtual int run (int x) const = 0;
  virtual ~Task () {}
};

// prog_one derives nothing from Printer; prog_two does (Loud).
struct Printer : Task
{
  int run (int x) const override;
  virtual int width () const;
};

// Env forwards to a target; prog_one overrides only size(), prog_two
// only name() (in a class it never creates).
struct Env
{
  virtual int size () const;
  virtual int name () const;
  virtual ~Env () {}
};

struct EnvWrapper : Env
{
  int size () const override;
  int name () const override;
};

// No program derives from Counter.
struct Counter : Task
{
  int run (int x) const override;
};

int drive (const Task &t, const Env &e, int n);

#endif
