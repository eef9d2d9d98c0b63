// Shared declarations of the harness-lto program.
struct Base
{
  virtual int value () const;
  virtual ~Base ();
};

Base *make_derived ();
