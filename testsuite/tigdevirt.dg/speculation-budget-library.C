// The small-program floor is a program's: a translation unit without main
// (here one compiled for a shared library, without LTO) grows by the
// speculation-growth share of its own size only, however small it is; the
// same code with main is a program and speculates its loop's call
// (speculation-budget-program.C).  A floor given to each of a package's
// units or libraries would add up: Debian's tinyxml library grew 10% in
// .text with one.
// { dg-do compile }
// { dg-options "-O2 -fPIC -fplugin-arg-tigdevirt-dump -fopt-info-ipa-missed" }

struct Shape { virtual int area () const; virtual ~Shape () {} };
struct Square : Shape { int s; Square (int x) : s (x) {} int area () const override; };
struct Rect : Shape { int w, h; Rect (int a, int b) : w (a), h (b) {} int area () const override; };
int Shape::area () const { return 0; }
int Square::area () const { return s * s; }
int Rect::area () const { return w * h; }

int
total (Shape **v, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += v[i]->area (); // { dg-message "missed: not devirtualizing call in total\\(Shape\\*\\*, int\\): over the speculation budget" }
  return sum;
}

Shape *make (int k, int x) { if (k) return new Square (x); return new Rect (x, x + 1); }
// { dg-prune-output "missed: " }
// { dg-final { scan-ipa-dump "speculation: growth-budget=4% unit-size=\\d+ budget=\\d+ offered=\[1-9]\\d* used=0 calls-kept=0 cut=1 " "tigdevirt" } }
