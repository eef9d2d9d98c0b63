// The classes of field-types-icf_0.C: two holders alike but for the class
// their constructors store.
struct S { virtual int step (int) const; virtual ~S () {} };
struct L : S { int step (int) const override; };
struct T : S { int step (int) const override; };
class E1 { S *s; public: E1 (); int run (int) const; };
class E2 { S *s; public: E2 (); int run (int) const; };
