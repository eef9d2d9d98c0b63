/* type-graph.h - the type inheritance graph of the whole unit.

   Vocabulary (as in GCC's ipa-devirt.cc):
     polymorphic type  a class with a virtual table pointer;
     ODR name          the mangled name that identifies a class across
                       translation units under the One Definition Rule;
     BINFO             GCC's description of a class and of each of its base
                       subobjects (offset, virtualness, vtable address point);
     address point     the vtable address stored in an object's vptr.

   One node per polymorphic type, identified by ODR name at link time (the
   same class seen from several translation units is one node) and by tree
   otherwise (anonymous-namespace and local types are distinct per unit).
   Edges go to direct polymorphic bases, with their offset, and back to
   direct derived types.  */

#ifndef TIGDEVIRT_TYPE_GRAPH_H
#define TIGDEVIRT_TYPE_GRAPH_H

#include "gcc-compat.h"
#include "vtable.h"
#include "type-names.h"

namespace tigdevirt {

struct poly_type;

struct base_link
{
  poly_type *base;
  HOST_WIDE_INT offset;	/* Bytes, within the derived type's own layout.  */
  bool is_virtual;
};

/* Where a vtable pointer lives inside a complete object of a type.  */
struct vptr_location
{
  HOST_WIDE_INT offset;	/* Bytes from the object start.  */
  poly_type *subobject;	/* Outermost subobject whose vptr this is.  */
  address_point ap;
};

struct poly_type
{
  unsigned id;
  tree type;			/* Representative TYPE_MAIN_VARIANT.  */
  std::string name;		/* Printable, e.g. "ns::B<int>".  */
  std::string odr;		/* Mangled, e.g. "N2ns1BIiEE"; "" if none.  */
  bool anonymous_namespace = false;
  bool function_local = false;
  bool final_p = false;
  /* No code outside this unit can derive from the type, by C++ rules alone
     (final, anonymous namespace, function-local): what GCC knows.  */
  bool cxx_derivations_known = false;
  /* The same after closing hierarchies at link time (closed-hierarchies.h):
     no code outside this unit can derive from the type or from any type
     derived from it.  */
  bool derivations_known = false;
  /* Every object of exactly this type is created by code in this unit, so
     instantiated says whether there are any (instantiated-types.h).  */
  bool constructions_known = false;
  bool instantiated = true;
  /* Code the program can run uses its vtable (reached-vtables.h): for the
     speculation estimate only.  */
  bool vtable_reached = true;
  /* Why the type itself is closed or open, and why instantiated is what
     it is; for the dump.  */
  std::string closure_reason;
  std::string instances_reason;
  std::vector<base_link> bases;
  /* Some base anywhere in its hierarchy, polymorphic or not (bases holds
     only the polymorphic ones), is virtual: its constructors and
     destructors install construction vtables from a VTT.  */
  bool any_virtual_base = false;
  /* A class in an anonymous namespace derived from it has a construction
     vtable (or VTT) defined here: GCC 15+ then counts it as possibly
     instantiated (compat/devirt-rules.h); for verify only.  */
  bool base_of_construction_vtable = false;
  std::vector<poly_type *> derived;
  /* Every vptr of a complete object of this type, by offset.  */
  std::vector<vptr_location> vptrs;
  /* abstract () reads every slot: computed once.  */
  mutable signed char abstract_cache = -1;

  /* The type's own vtable variable, if any.  */
  tree vtable () const;
  /* Its vtable is defined in this unit (some constructor can store it).  */
  bool vtable_defined () const;
  /* Some slot of its own vtable is __cxa_pure_virtual: no object can have
     it as dynamic type outside construction and destruction.  */
  bool abstract () const;
  /* Address point of the vptr at byte OFFSET in a complete object.  */
  const vptr_location *vptr_at (HOST_WIDE_INT offset) const;
};

class type_graph
{
public:
  /* Build the graph from every virtual method and vtable of the unit.  */
  void build ();

  /* The node for TYPE, adding it (and its bases) if it is polymorphic.
     Null for non-polymorphic types.  */
  poly_type *add (tree type);
  /* The node for TYPE if it is already in the graph.  */
  poly_type *lookup (tree type) const;
  /* The node whose ODR (mangled) name is NAME, e.g. "N2ns1BE"; at the
     link also a local class's link_local_key, which names the class
     whose vtable that unit defines.  */
  poly_type *lookup_odr (const std::string &name) const;
  /* Is D derived from B, directly or not (D == B excluded)?  */
  bool derives_from (const poly_type *d, const poly_type *b) const;

  const std::vector<poly_type *> &types () const { return all; }
  unsigned n_vtables () const { return vtables; }
  unsigned n_construction_vtables () const { return construction_vtables; }

  /* Every type derived from T, directly or not, T excluded.  */
  std::vector<poly_type *> all_derived (poly_type *t) const;
  /* Every polymorphic base of T, directly or not, T excluded.  */
  std::vector<poly_type *> all_bases (poly_type *t) const;

  /* Offsets (bytes) at which a BASE subobject sits in a complete object
     of type T (T itself counts, at 0).  */
  std::vector<HOST_WIDE_INT> positions_of (poly_type *t,
					   poly_type *base) const;

  void dump (FILE *f, bool details) const;

  /* Which graph of the process this is (each one built gets the next
     number): what was resolved against one graph names its nodes, which
     die with it (type-facts.h, use_graph).  */
  unsigned serial () const { return serial_; }

  type_graph ();
  ~type_graph ();

private:
  std::string key_for (tree type) const;
  void add_bases (poly_type *t);
  void collect_vptrs (poly_type *t);

  std::vector<poly_type *> all;
  std::map<std::string, poly_type *> by_name;
  std::map<tree, poly_type *> by_tree;
  unsigned vtables = 0;
  unsigned construction_vtables = 0;
  unsigned serial_;
};

/* Does T have a virtual base, directly or not?  */
bool has_virtual_base (const poly_type *t);
/* Is some base in BINFO's tree virtual, polymorphic or not?  */
bool binfo_has_virtual_base (tree binfo);

} // namespace tigdevirt

#endif
