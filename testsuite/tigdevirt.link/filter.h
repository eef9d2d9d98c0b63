// Filter has an out-of-line key function (its destructor, in the
// executable), so its vtable and typeinfo are emitted only there: a
// library deriving from it needs the executable to export them
// (-rdynamic).
struct Filter
{
  virtual ~Filter ();
  virtual int apply (int x) const;
};
typedef Filter *make_filter_fn ();
