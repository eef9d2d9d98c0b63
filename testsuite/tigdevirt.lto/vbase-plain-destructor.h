// vbase-plain-destructor_0.C's classes: Docs derives virtually from Plain,
// which has no virtual functions; only C is ever built.
struct Plain { unsigned tag = 1; };
struct Docs : public virtual Plain
{
  unsigned n = 0;
  virtual unsigned next (unsigned x) { n++; return x + 1; }
  virtual ~Docs ();
  unsigned wrap (unsigned x);
};
struct C : Docs
{
  unsigned next (unsigned x) override;
};
C *make_c ();
