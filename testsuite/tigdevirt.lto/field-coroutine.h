// The classes of field-coroutine*_0.C: a private pointer field stored in
// a member coroutine (E::retarget), whose statements the front end moves
// into a function of its own (the actor) before the plugin's walk of the
// body.
#include <coroutine>

struct S
{
  virtual int step (int) const;
  virtual ~S ();
};
struct L : S
{
  int step (int) const override;
};
struct T : S
{
  int step (int) const override;
};

struct Task
{
  struct promise_type
  {
    Task get_return_object () { return {}; }
    std::suspend_never initial_suspend () { return {}; }
    std::suspend_never final_suspend () noexcept { return {}; }
    void return_void () {}
    void unhandled_exception () {}
  };
};

class E
{
  S *s;
public:
  E ();
  ~E ();
  Task retarget ();
  int run (int n) const;
};
