// Shared by field-outside-copy.C (the LTO unit) and field-outside-copy-lib.cc
// (an object compiled without LTO and without the plugin).
struct Strategy
{
  virtual ~Strategy () {}
  virtual int step (int x) const = 0;
};
struct Linear : Strategy
{
  int step (int x) const override;
};

// Every store the link sees stores a new Linear; code outside the link
// can store the field only through Engine's implicit copy and move
// members, which store it from the same field of another Engine.
class Engine
{
  Strategy *s;
public:
  Engine ();
  int run (int n) const;
};

// The same, but its copy assignment is user-provided and defined outside
// the link: it may store anything (it stores a class the link never sees).
class Custom
{
  Strategy *s;
public:
  Custom ();
  Custom &operator= (const Custom &);
  int run (int n) const;
};

void outside_copy (Engine *to, const Engine *from);
void outside_custom (Custom *to, const Custom *from);
