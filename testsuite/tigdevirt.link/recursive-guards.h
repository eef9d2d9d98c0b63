// recursive-guards.C's library: a reference-counted base, as GiNaC's
// basic, and its smart pointer.
#ifndef RECURSIVE_GUARDS_H
#define RECURSIVE_GUARDS_H
struct basic
{
  int refcount = 0;
  virtual ~basic ();
  virtual int eval () const;
};

template <class T> struct ptr
{
  T *p;
  explicit ptr (T *q) : p (q) { ++p->refcount; }
  ptr (const ptr &o) : p (o.p) { ++p->refcount; }
  ~ptr () { if (--p->refcount == 0) delete p; }
};

struct ex
{
  ptr<basic> b;
  explicit ex (basic *q) : b (q) {}
};

basic *make_leaf (int);
#endif
