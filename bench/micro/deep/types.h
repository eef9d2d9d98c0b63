// A deep hierarchy: L0 <- L1 <- ... <- L7; step() overridden at every
// other level, scale() only at the top.
struct L0 { virtual ~L0 () {} virtual int step (int x) const { return x + 1; } virtual int scale () const { return 1; } };
struct L1 : L0 { };
struct L2 : L1 { int step (int x) const override { return x + 2; } };
struct L3 : L2 { };
struct L4 : L3 { int step (int x) const override { return x + 4; } };
struct L5 : L4 { };
struct L6 : L5 { int step (int x) const override { return x + 6; } };
struct L7 : L6 { };
L0 *make_level (int i);
