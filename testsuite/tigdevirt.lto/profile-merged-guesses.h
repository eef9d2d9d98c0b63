// Shared by profile-merged-guesses_*: two classes whose method bodies are
// the same code, so that ICF merges them.
struct Coin
{
  virtual long value () const = 0;
  virtual ~Coin () {}
};
struct Heads : Coin { long value () const override; };
struct Tails : Coin { long value () const override; };
Coin *make_coin (int kind);
