// The classes of field-protected*_0.C: a protected pointer field, stored
// to by its class's and its derived classes' members.  Every member is
// defined in field-protected_1.C.
#ifndef FIELD_PROTECTED_H
#define FIELD_PROTECTED_H
struct Shape
{
  virtual int area (int) const;
  virtual ~Shape ();
};
struct Sq : Shape { int area (int) const override; };
struct Ci : Shape { int area (int) const override; };
struct Tri : Shape { int area (int) const override; };

// Widget stores a Sq, Button a Ci: the field holds one of the two.
class Widget
{
protected:
  Shape *s;
public:
  Widget ();
  virtual ~Widget ();
  virtual int kind () const;
  int run (int n) const;
};
class Button : public Widget
{
public:
  Button ();
  int kind () const override;
};

// FancyPanel has a friend class, which may store to Panel::s through a
// FancyPanel, and whose members may be defined anywhere: Panel::s is not
// proved.
class Panel
{
protected:
  Shape *s;
public:
  Panel ();
  virtual ~Panel ();
  virtual int kind () const;
  int run (int n) const;
};
class FancyPanel : public Panel
{
  friend struct Hack;
public:
  FancyPanel ();
  int kind () const override;
};
struct Hack { static void put (FancyPanel &p); };

#endif
