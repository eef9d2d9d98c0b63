// The classes the four strict kinds (strict-*/) share.
struct Base { virtual int f (int) const; virtual int g (int) const; virtual ~Base () {} };
struct D1 : Base { int k = 1; int f (int) const override; int g (int) const override; };
struct D2 : Base { int f (int) const override; int g (int) const override; };
int call_f (const Base &b, int x);
int helper (const Base *b, int x);
Base *make_other (int);
void opaque (const void *);
