// Shared by guard-order_*: four classes reach Common::cost, two
// Rare::cost, one Odd::cost.
struct Job
{
  virtual int cost (int n) const = 0;
  virtual ~Job () {}
};
struct Common : Job { int cost (int n) const override; };
struct Common2 : Common {};
struct Common3 : Common {};
struct Common4 : Common {};
struct Rare : Job { int cost (int n) const override; };
struct Rare2 : Rare {};
struct Odd : Job { int cost (int n) const override; };
Job *make_job (int kind);
