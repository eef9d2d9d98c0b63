#include <memory>
struct Strategy { virtual int step (int) const; virtual ~Strategy (); };
struct Linear : Strategy { int step (int) const override; };
struct Twice : Strategy { int step (int) const override; };
class Engine
{
  std::unique_ptr<Strategy> s;
public:
  Engine ();
  int hot_run (int n) const;
};
