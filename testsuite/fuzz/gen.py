"""testsuite/fuzz/gen.py - random multi-unit C++ programs for the
differential fuzzer (fuzz.py).

A program is a few class families.  Each family has a root declaring the
family's virtual methods; its classes form a tree, with virtual
inheritance (diamonds) in some families and, across families, a class
deriving from its own family and from another family's root (multiple
inheritance: calls through the second base go through thunks).  Classes
override a random subset of the methods (forced where a diamond would
leave two final overriders), some overrides and leaf classes are `final',
some roots abstract.  Method kinds:
  mu   void (unsigned) mutating the object and the global g_sum
  m    unsigned (unsigned) const, reading fields, sometimes calling the
       parent's version
  ty   bool (int) const, pure: true for two values (virtual constant
       propagation with constant arguments)
  k    INT () const returning a constant of a random integer type
       (uniform and unique return values)
  kc   unsigned (unsigned, unsigned) const, pure in its arguments
  probe unsigned () const, called from constructors and destructors
Classes live in the header (methods inline or in the methods unit), in
an anonymous namespace of the factories unit, as templates, as a class
local to a factory, or outside the LTO unit (a non-LTO object or a shared
library: the hierarchy must stay open there).  Objects come from
factories (new, placement new), unique_ptr vectors, locals, a static
object, a function-local static; they are used through base pointers,
references, intermediate classes, pointers to members, dynamic_cast,
in loops, from constructors and destructors, and destroyed through
virtual destructors and explicit destructor calls; storage is reused
with placement new and reached again through std::launder.  Each root
has non-virtual members calling its virtual methods on `this', called on
final classes (the class a member call's object states).  Some families
have a holder class keeping an object (of a header class or of one in
the factories unit's anonymous namespace) in a private pointer field,
set by its constructor and renewed, or escaping (a reference to the field
returned, a pointer stored as given, a friend class storing to it);
some have a holder local to the main unit (an anonymous namespace) with
a public pointer field, stored by a function that is not a member too,
its address sometimes given to another unit.
Twin functions alike but for their parameter's class (a final one, one
that is not) call the root's member on it: ICF may merge them.

Every program is well defined: unsigned arithmetic, initialized fields,
one side effect per statement, no pure virtual called during
construction, launder only where an object of the named type is at the
address.  It prints one line: a checksum of every result and the global
counter.  The same seed always gives the same program.

The generator in files by what they write, each a part of Program (a
mixin sharing its state): gen_model.py the hierarchies (and the draws
that shape them), gen_classes.py the classes and holders, gen_units.py
the header and the units but main's, gen_main.py main's unit,
gen_tree.py a recursive expression tree, gen_callbacks.py calls through
function-pointer fields; this file
Program's state, its random streams, and generate().
"""

import random

from gen_callbacks import CallbackWriter
from gen_classes import ClassWriter
from gen_main import MainWriter
from gen_model import Family, Hierarchy
from gen_tree import TreeWriter
from gen_units import UnitWriter


class Program(Hierarchy, ClassWriter, UnitWriter, MainWriter, TreeWriter,
              CallbackWriter):
    """One seed's program: its hierarchies, drawn here, and every random
    stream its parts draw from (each added feature has its own, so that
    older seeds keep their programs)."""

    def __init__(self, seed, opts=None):
        self.seed = seed
        rng = self.rng = random.Random(seed)
        self.outside = rng.choice([None, None, None, "object", "shared"])
        # Half the shared libraries are loaded with dlopen instead (a
        # separate draw: the other programs stay as they were).
        if self.outside == "shared" and random.Random(seed * 31 + 7).random() < 0.5:
            self.outside = "dlopen"
        self.cxx20 = rng.random() < 0.25
        # A program that never builds an object in reused storage nor
        # launders (own stream): the placement census then lets the C++
        # object-lifetime rule carry proved types across calls by default
        # in closed hierarchies, and strict mode applies it everywhere
        # (docs/type-flow.md).  The other programs stay as they were.
        self.clean = random.Random(seed * 2654435761 + 17).random() < 0.3
        nf = rng.randint(1, 4)
        self.families = [Family(i, rng) for i in range(nf)]
        for f in self.families:
            self.build_family(f)
        # A virtual base without virtual functions under some roots (GCC
        # PR120098: the constructors and destructors then install
        # construction vtables from a VTT).  Its own stream: the other
        # programs stay as they were.
        pr = random.Random(seed * 40503 + 11)
        for f in self.families:
            f.plain_vbase = pr.random() < 0.25
        # Non-virtual members of each root calling its virtual methods on
        # `this', called on final classes (the class the member call's
        # object states: docs/type-flow.md).  Own stream: the other
        # programs stay as they were.
        self.member_rng = random.Random(seed * 69069 + 23)
        self.member_bodies = {}
        # Whether the root's nv_ member is kept out of line (its callers'
        # `this' arguments then carry the classes their member calls
        # state into it: param-types.cc).  Own stream.
        self.member_outline_rng = random.Random(seed * 22695477 + 1)
        # Holders of an object in a private pointer field (the classes a
        # field's stores store: docs/type-flow.md).  Own stream, drawn
        # when the program is emitted: the other programs stay as they
        # were.
        self.field_rng = random.Random(seed * 2246822519 + 101)
        self.holders = {}
        # Whether a holder's renew stores what a factory returns (its
        # own stream too).
        self.hold_factory_rng = random.Random(seed * 3266489917 + 29)
        self.hold_factories = {}
        # A closed holder's variant (its own stream too): plain, "ptrmem"
        # (a member stores through a pointer to the field as a data
        # member: the field must not be proved), "protected" (the field
        # is protected, the holder polymorphic, and a derived holder
        # stores to it in its constructor).
        self.hold_variant_rng = random.Random(seed * 2654435761 + 43)
        self.hold_variants = {}
        # A closed holder whose object is rebuilt in place as another
        # class of the same size, then called through the field without
        # std::launder: what strict-vtable-pointers may assume away (not
        # linked in strict mode: fuzz.py), and what default mode must
        # keep, so the field's objects must not be found contained
        # (field-escapes.h).  Its own stream.
        self.morphs = {}
        # A strategy family of its own whose objects reach nothing but
        # their own methods, held in a private field stored with
        # new-expressions only: contained by default (field-escapes.h),
        # its calls direct.  Kinds: "one" (one class stored), "two" (either
        # of two), "morph" (one, then rebuilt in place as the other: the
        # objects escape; not linked in strict mode).  Its own stream.
        sr = random.Random(seed * 86028121 + 5)
        self.strategy = (None if sr.random() < 0.4 else
                         (sr.choice(["one", "one", "two", "morph"]),
                          sr.randint(1, 9), sr.randint(1, 9)))
        # The same strategies held in a std::unique_ptr field
        # (field-unique-ptr.cc): stored by std::make_unique, reset and
        # assignment ("plain", a set of classes), moved with the holder
        # ("moved"), or reseated where the front end cannot follow: through
        # a reference the holder returns ("escaped") or by swap
        # ("swapped"), storing the base class.  Its own stream.
        ur = random.Random(seed * 86028121 + 9)
        self.unique = (None if ur.random() < 0.4 else
                       (ur.choice(["plain", "moved", "escaped", "swapped"]),
                        ur.randint(0, 9), ur.randint(0, 9), ur.randint(0, 9),
                        ur.random() < 0.5))
        self.s_k = ((self.strategy[1], self.strategy[2]) if self.strategy
                    else (ur.randint(1, 9), ur.randint(1, 9)))
        # Twins: two out-of-line functions alike in GIMPLE but for their
        # parameter's class, one final and one not, calling the root's
        # member on it (GCC's ICF may merge them; what the source states
        # for one must not reach the other's callers).  Own stream.
        self.twin_rng = random.Random(seed * 1103515245 + 12345)
        self.twin_pairs = {}
        # Families whose unit-local holder gives its field's address to
        # lreseat_N (emit_main; defined in the factories unit).
        self.lreseats = []
        self.cross_family()
        self.decide_overrides()
        self.decide_finals()
        self.place_classes()
        # The outside class's bases without FZ_API, hidden by
        # -fvisibility=hidden alone in that mode: the Debian rebuild's
        # libvisio, built so, calling librevenge's objects through an
        # interface without a key function (docs/closed-hierarchies.md).
        # A shared library then needs no symbol of theirs from the
        # program: their members are all inline (no key function; their
        # vtables and type_info are every unit's own).  A non-LTO object
        # is in the same executable and needs nothing more.  Its own
        # stream.
        self.foreign_hidden = bool(self.outside_cls) and \
            random.Random(seed * 2147483629 + 31).random() < 0.5
        if self.foreign_hidden and self.outside != "object":
            for c in self.all_classes():
                if self.exported(c):
                    c.key_inline = True
        # A recursive expression tree (gen_tree.py).  Its own stream.
        self.tree = self.draw_tree()
        # Calls through function pointers held in fields
        # (gen_callbacks.py).  Its own stream.
        self.callbacks = self.draw_callbacks()


def generate(seed):
    """The program of SEED: (files, description dict)."""
    p = Program(seed)
    files = p.emit()
    desc = {
        "families": len(p.families),
        "classes": len(p.all_classes()),
        "virtual_inheritance": sum(f.virtual for f in p.families),
        "plain_virtual_base": sum(f.plain_vbase for f in p.families),
        "multiple_inheritance": sum(len(c.bases) > 1 for c in p.all_classes()),
        "outside": p.outside or "none",
        "cxx": "c++20" if p.cxx20 else "c++17",
        "storage": "clean" if p.clean else "reused",
    }
    if p.tree:
        desc["tree"] = p.tree_desc()
    if p.foreign_hidden:
        desc["outside_bases"] = "hidden by -fvisibility=hidden alone"
    # Old pointers used after a rebuild as another class: not a program
    # for strict-vtable-pointers (fuzz.py leaves that mode out).
    if any(p.morph(f) for f in p.families) or (
            p.strategy and p.strategy[0] == "morph"):
        desc["strict_ub"] = True
    return files, desc
