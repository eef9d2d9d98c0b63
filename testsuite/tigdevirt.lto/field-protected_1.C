#include "field-protected.h"

int Shape::area (int x) const { return x; }
Shape::~Shape () {}
int Sq::area (int x) const { return 2 * x; }
int Ci::area (int x) const { return 3 * x; }
int Tri::area (int x) const { return 4 * x; }

Widget::Widget () : s (new Sq) {}
Widget::~Widget () { delete s; }
int Widget::kind () const { return 1; }
__attribute__ ((noinline)) int
Widget::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->area (i);
  return a;
}
Button::Button () { delete s; s = new Ci; }
int Button::kind () const { return 2; }

Panel::Panel () : s (new Sq) {}
Panel::~Panel () { delete s; }
int Panel::kind () const { return 3; }
__attribute__ ((noinline)) int
Panel::run (int n) const
{
  int a = 0;
  for (int i = 0; i < n; i++)
    a += s->area (i);
  return a;
}
FancyPanel::FancyPanel () { delete s; s = new Tri; }
int FancyPanel::kind () const { return 4; }
void Hack::put (FancyPanel &p) { delete p.s; p.s = new Ci; }
