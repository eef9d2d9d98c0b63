// Shared by std-wrappers_0.C and std-wrappers-wp_0.C: polymorphic
// objects held by the standard library's wrappers, as real programs hold
// them.  A std::variant's storage takes an Add, then a Mul, then an Add
// again (another class in reused storage, with no std::launder in the
// program: the library's own placement new), std::optional::emplace
// rebuilds its object in place, std::function calls a bound pointer to a
// virtual member, and handlers call virtual methods of caught
// exceptions, one of them rethrown from a std::exception_ptr.
#include <functional>
#include <optional>
#include <variant>
struct Op { virtual int apply (int x) const = 0; virtual ~Op () = default; };
struct Add final : Op { int k; Add (int k) : k (k) {} int apply (int x) const override { return x + k; } };
struct Mul final : Op { int k; Mul (int k) : k (k) {} int apply (int x) const override { return x * k; } };
struct Err { virtual const char *name () const { return "Err"; } virtual ~Err () {} };
struct IoErr : Err { const char *name () const override { return "IoErr"; } };
struct NetErr final : IoErr { const char *name () const override { return "NetErr"; } };
using Slot = std::variant<Add, Mul>;
const Op &op_of (const Slot &);
void refill (Slot &, int);
void thrower (int);
std::function<int (int)> bound (const Op *);
