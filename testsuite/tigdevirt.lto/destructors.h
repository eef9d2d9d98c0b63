// Shared by destructors_*: a base with a virtual destructor, derived
// classes whose destructors are declared implicitly (their deleting
// destructors are artificial functions).
extern unsigned long log_sum;
struct Shape
{
  virtual ~Shape () { log_sum += 1; }
  virtual int sides () const { return 0; }
};
struct Tri : Shape { int sides () const override { return 3; } };
struct Quad : Shape { int sides () const override { return 4; } };
Shape *make_shape (int kind);
Shape *place_shape (void *buf, int kind);
