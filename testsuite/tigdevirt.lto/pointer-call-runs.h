// The classes of pointer-call-runs_*.C.
struct Shape { virtual int area (int) const = 0; virtual int edges (int) const = 0; virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area (int k) const override; int edges (int k) const override; };
struct Rect : Shape { int w, h; Rect (int a, int b) : w (a), h (b) {} int area (int k) const override; int edges (int k) const override; };
struct Tri : Shape { int area (int k) const override; int edges (int k) const override; };
int setup_one (Shape *s, int i);
int work (Shape *s, int i);
long rare (Shape *s, long i);
