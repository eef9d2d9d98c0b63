// Shared declarations for vcp-inheritance_*.C.
// Multiple inheritance: Printable is the second base of Doc, so a call
// through Printable in a Doc uses Doc's secondary vtable.
struct Named { virtual ~Named () {} virtual int id () const; };
struct Printable { virtual ~Printable () {} virtual int pages (int copies) const; };
struct Doc : Named, Printable
{
  int id () const override;
  int pages (int copies) const override;
};
struct Note : Printable { int pages (int copies) const override; };
// Virtual inheritance: construction vtables and VTTs.
struct Node { virtual ~Node () {} virtual int weight (int scale) const; };
struct Left : virtual Node { int weight (int scale) const override; };
struct Right : virtual Node {};
struct Both : Left, Right { int weight (int scale) const override; };
Printable *make_printable (int i);
Node *make_node (int i);
