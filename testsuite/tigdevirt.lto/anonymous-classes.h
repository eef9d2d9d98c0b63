// The program of anonymous-classes_*.C: two units with classes of the
// same name in their anonymous namespaces.
struct Shape
{
  virtual int area (int) const = 0;
  virtual ~Shape () {}
};

Shape *make_first ();
Shape *make_second ();
int run_first (int);
int run_second (int);
int calc_first (int);
