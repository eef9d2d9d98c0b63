// Shared declarations for the soundness programs.
#include <new>
struct Base
{
  Base ();
  virtual ~Base ();
  virtual const char *name () const;
  virtual int value () const { return 1; }
};
struct Mid : Base
{
  Mid ();
  ~Mid () override;
  const char *name () const override;
  int value () const override { return 2; }
};
struct Leaf final : Mid
{
  const char *name () const override;
  int value () const override { return 3; }
};
const char *describe (const Base *b);	// b->name ()
int value_of (const Base *b);		// b->value ()
void trace (const char *what);
