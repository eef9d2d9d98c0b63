// The program of testsuite/e2e/suggest-final-patch: a small hierarchy
// whose leaves, declared final, let GCC alone make the calls direct.
#ifndef SHAPES_H
#define SHAPES_H

namespace geo {
class Shape
{
public:
  virtual ~Shape () {}
  virtual int area () const = 0;
  virtual int sides () const { return 0; }
};

class Square : public Shape
{
public:
  explicit Square (int s) : s (s) {}
  int area () const override;
  int sides () const override;

private:
  int s;
};

class Rect : public Shape
{
public:
  Rect (int w, int h) : w (w), h (h) {}
  int area () const override { return w * h; }

protected:
  int w, h;
};

class Frame : public Rect
{
public:
  Frame (int w, int h) : Rect (w, h) {}
  int sides () const override { return 4; }
};

template <typename T>
class Circle : public Shape
{
public:
  explicit Circle (T r) : r (r) {}
  int area () const override { return (int) (3 * r * r); }

private:
  T r;
};

int square_total (const Square *s, int n);
int rect_area (const Rect &r);
int frame_sides (const Frame *f);
int circle_area (const Circle<int> *c);
int any_area (const Shape *s);
} // namespace geo

#endif
