struct Strategy { virtual int step (int) const; virtual ~Strategy (); };
struct Linear : Strategy { int step (int) const override; };
struct Twice : Strategy { int step (int) const override; };
