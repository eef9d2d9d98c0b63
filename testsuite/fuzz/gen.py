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
"""

import random

INT_TYPES = [("bool", 0, 1), ("unsigned char", 0, 255),
             ("unsigned short", 0, 65535), ("unsigned", 0, 1 << 31),
             ("int", -1000, 1000), ("long", -100000, 100000),
             ("unsigned long", 0, 1 << 40)]


class Method:
    def __init__(self, fam, kind, idx, rng):
        self.fam = fam
        self.kind = kind
        self.name = "f%d_%s%d" % (fam.id, kind, idx)
        self.pure = False
        if kind == "k":
            self.ret = rng.choice(INT_TYPES)
        else:
            self.ret = None

    def ret_type(self):
        return {"mu": "void", "m": "unsigned", "ty": "bool", "kc": "unsigned",
                "probe": "unsigned", "u": "unsigned"}.get(self.kind) \
            or self.ret[0]

    def params(self):
        return {"mu": "unsigned x", "m": "unsigned x", "ty": "int t",
                "kc": "unsigned a, unsigned b",
                "u": "unsigned x"}.get(self.kind, "")

    def const(self):
        return "" if self.kind == "mu" else " const"


class Override:
    """Class C's definition of method M."""

    def __init__(self, rng, cls, m):
        self.cls = cls
        self.m = m
        self.final = False
        self.inline = rng.random() < 0.4
        self.a = rng.randint(1, 13)
        self.b = rng.randint(0, 13)
        self.k = rng.randint(0, 97)
        self.calls_parent = rng.random() < 0.2
        self.calls_self = rng.random() < 0.2
        if m.kind == "ty":
            self.vals = rng.sample(range(0, 12), 2)
        if m.kind == "k":
            lo, hi = m.ret[1], m.ret[2]
            # Few distinct values in a family: uniform and unique return
            # values need repeats.
            self.value = rng.choice([lo, hi, rng.randint(lo, hi),
                                     rng.randint(lo, hi)])


class Cls:
    def __init__(self, fam, idx):
        self.fam = fam
        self.idx = idx
        self.name = "F%dC%d" % (fam.id, idx)
        self.bases = []          # [(Cls, virtual)]
        self.children = []
        self.defs = {}           # method name -> Override
        self.final = False
        self.where = "header"    # header | anon | template | local | outside
        self.own = "v%d_%d" % (fam.id, idx)
        self.own_init = 0
        self.ctor_add = 0
        self.dtor_mul = 1
        self.ctor_calls = False  # constructor and destructor run a driver
        self.key_inline = False  # every method inline (no key function)

    def subobjects(self):
        """(non-virtual subobject counts along non-virtual paths, the set
        of virtual bases)."""
        nv, vset = {}, set()
        for b, virt in self.bases:
            bnv, bv = b.subobjects()
            vset |= bv
            if virt:
                vset.add(b)
            else:
                nv[b] = nv.get(b, 0) + 1
                for a, n in bnv.items():
                    nv[a] = nv.get(a, 0) + n
        return nv, vset

    def ancestors(self):
        """Every class this one derives from, with its number of
        subobjects (a virtual base and what it holds count once)."""
        nv, vset = self.subobjects()
        total = dict(nv)
        for v in vset:
            total[v] = total.get(v, 0) + 1
            vnv, _ = v.subobjects()
            for a, n in vnv.items():
                total[a] = total.get(a, 0) + n
        return total

    def derives_from(self, other):
        return other is self or other in self.ancestors()

    def roots(self):
        return [a for a in list(self.ancestors()) + [self]
                if a.idx == 0]

    def methods(self):
        ms = []
        for r in self.roots():
            ms.extend(r.fam.methods)
        return ms

    def overrider(self, m):
        """The final overrider of M in this class: (Override or None if
        pure, ambiguous)."""
        if m.name in self.defs:
            return self.defs[m.name], False
        cands = []
        for b, _ in self.bases:
            if m not in b.methods():
                continue
            o, amb = b.overrider(m)
            if amb:
                return None, True
            if o not in cands:
                cands.append(o)
        if not cands:
            return None, False
        if len(cands) == 1:
            return cands[0], False
        # Dominance through a shared virtual base: one overrider's class
        # derives from every other one's.
        for o in cands:
            oc = o.cls if o else None
            if oc and all(p is None or oc.derives_from(p.cls) for p in cands):
                return o, False
        return None, True

    def abstract(self):
        for m in self.methods():
            o, _ = self.overrider(m)
            if o is None:
                return True
        return False

    def root_at_zero(self, root):
        """Is ROOT's subobject at offset 0 (the primary base chain)?"""
        if self is root:
            return True
        if not self.bases:
            return False
        b, virt = self.bases[0]
        return not virt and b.derives_from(root) and b.root_at_zero(root)


class Family:
    def __init__(self, fid, rng):
        self.id = fid
        self.methods = []
        kinds = ["mu", "m", "ty", "k", "kc", "u"]
        n = rng.randint(3, 8)
        counts = {}
        for _ in range(n):
            k = rng.choice(kinds)
            counts[k] = counts.get(k, 0) + 1
            self.methods.append(Method(self, k, counts[k], rng))
        self.methods.append(Method(self, "probe", 0, rng))
        self.virtual = rng.random() < 0.3
        # The root derives virtually from FZ_Plain, a class without virtual
        # functions (decided in Program, from a stream of its own).
        self.plain_vbase = False
        self.classes = []
        self.field = "f%d_field" % fid


class Program:
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

    # -- structure --------------------------------------------------------

    def build_family(self, f):
        rng = self.rng
        root = Cls(f, 0)
        f.classes.append(root)
        # Abstract roots: some methods pure (never probe).
        if rng.random() < 0.35:
            for m in f.methods:
                if m.kind != "probe" and rng.random() < 0.4:
                    m.pure = True
        # Small families (short, complete lists: dispatched calls) as
        # often as large ones.
        n = rng.choice([2, 3, 3, 4, 4, 5, 6, 8])
        f.override_rate = rng.choice([0.2, 0.35, 0.45, 0.6])
        for i in range(1, n):
            c = Cls(f, i)
            parent = f.classes[rng.randrange(0, i)]
            virt = f.virtual and parent.idx == 0 and rng.random() < 0.7
            c.bases.append((parent, virt))
            # A diamond: a second base of the same family, through a
            # virtual root only (no duplicated non-virtual subobject).
            if f.virtual and i >= 3 and rng.random() < 0.4:
                other = f.classes[rng.randrange(1, i)]
                if other is not parent and self.can_add_base(c, other, False):
                    c.bases.append((other, False))
            parent.children.append(c)
            for b, _ in c.bases[1:]:
                b.children.append(c)
            f.classes.append(c)
        for c in f.classes:
            c.own_init = rng.randint(1, 99)
            c.ctor_add = rng.randint(0, 99)
            c.dtor_mul = rng.randint(1, 7)
            c.ctor_calls = rng.random() < 0.15

    def can_add_base(self, c, b, virt):
        """Would C deriving also from B keep every non-virtual base
        unique (conversions unambiguous)?"""
        trial = Cls(c.fam, -1)
        trial.bases = list(c.bases) + [(b, virt)]
        if any(n > 1 for n in trial.ancestors().values()):
            return False
        return b not in [x for x, _ in c.bases] and not b.derives_from(c)

    def cross_family(self):
        rng = self.rng
        if len(self.families) < 2:
            return
        for f in self.families:
            for c in f.classes[1:]:
                if c.children or rng.random() > 0.25:
                    continue
                g = rng.choice([x for x in self.families if x is not f])
                root = g.classes[0]
                if root in c.ancestors():
                    continue
                if self.can_add_base(c, root, False):
                    c.bases.append((root, False))
                    root.children.append(c)

    def all_classes(self):
        return [c for f in self.families for c in f.classes]

    def topo(self):
        seen, out = set(), []

        def visit(c):
            if c in seen:
                return
            seen.add(c)
            for b, _ in c.bases:
                visit(b)
            out.append(c)
        for c in self.all_classes():
            visit(c)
        return out

    def decide_overrides(self):
        rng = self.rng
        for c in self.topo():
            for m in c.methods():
                root = m.fam.classes[0]
                if c is root:
                    if not m.pure:
                        c.defs[m.name] = Override(rng, c, m)
                    continue
                _, amb = c.overrider(m)
                if amb or rng.random() < c.fam.override_rate:
                    c.defs[m.name] = Override(rng, c, m)
            c.key_inline = rng.random() < 0.3

    def decide_finals(self):
        rng = self.rng
        classes = self.all_classes()
        for c in classes:
            desc = [d for d in classes if d is not c and d.derives_from(c)]
            for name, o in c.defs.items():
                if o.m.fam.classes[0] is c and o.m.kind == "probe":
                    pass
                if c.idx != 0 and rng.random() < 0.25 and \
                        not any(name in d.defs for d in desc):
                    o.final = True
            # A final class with a pure method would make its calls
            # direct calls of the pure declaration.
            if not c.children and c.idx != 0 and not c.abstract() \
                    and rng.random() < 0.35:
                c.final = True

    def place_classes(self):
        rng = self.rng
        for f in self.families:
            for c in f.classes[1:]:
                if c.children:
                    continue
                r = rng.random()
                if r < 0.15:
                    c.where = "anon"
                elif r < 0.22:
                    c.where = "local"
                    c.final = not c.abstract() and rng.random() < 0.5
        # Templates: a class template deriving from a concrete-able class.
        self.templates = []
        for f in self.families:
            bases = [c for c in f.classes if not c.final
                     and c.where == "header"]
            if bases and rng.random() < 0.3:
                base = rng.choice(bases)
                ms = [m for m in f.methods if m.kind in ("m", "kc")]
                ms = [m for m in ms if not self.final_in(base, m)
                      and not self.abstract_except(base, m)]
                if ms:
                    self.templates.append((f, base, rng.choice(ms),
                                           rng.sample(range(1, 9), 2)))
        # Outside the LTO unit: one class deriving from a family class.
        self.outside_cls = None
        if self.outside:
            f = rng.choice(self.families)
            bases = [c for c in f.classes if not c.final
                     and c.where == "header"]
            base = rng.choice(bases)
            # Every method pure in the base, and a few others.
            ms = [m for m in base.methods() if base.overrider(m)[0] is None]
            ms += [m for m in f.methods if not self.final_in(base, m)
                   and m.kind != "probe" and m not in ms][:2]
            self.outside_cls = (f, base, ms)

    def abstract_except(self, c, m):
        """Would C be abstract once M is defined?"""
        return any(c.overrider(x)[0] is None for x in c.methods()
                   if x is not m)

    def exported(self, c):
        """Is C a base of the class outside the LTO unit (it then has
        default visibility: the shared library names its symbols)?"""
        return bool(self.outside_cls) and \
            self.outside_cls[1].derives_from(c)

    def final_in(self, c, m):
        o, _ = c.overrider(m)
        if o and o.final:
            return True
        for a in c.ancestors():
            if m.name in a.defs and a.defs[m.name].final:
                return True
        return False

    # -- emission ---------------------------------------------------------

    def concrete(self, f):
        """Concrete classes whose objects the family's factory makes (and
        their family root they are reached through)."""
        out = []
        for c in self.all_classes():
            if f.classes[0] in c.roots() and not c.abstract():
                out.append(c)
        return out

    def header_classes(self):
        return [c for c in self.topo() if c.where == "header"]

    def class_head(self, c, name=None):
        name = name or c.name
        s = "struct %s%s%s" % ("FZ_API " if self.exported(c) else "", name,
                              " final" if c.final else "")
        bases = [("virtual " if v else "") + b.name for b, v in c.bases]
        if c.idx == 0 and c.fam.plain_vbase:
            bases.insert(0, "virtual FZ_Plain")
        if bases:
            s += " : " + ", ".join(bases)
        return s

    def method_sig(self, m, cls_prefix="", override=False, final=False):
        s = "%s %s%s(%s)%s" % (m.ret_type(), cls_prefix, m.name, m.params(),
                                m.const())
        if final:
            s += " final"
        elif override:
            s += " override"
        return s

    def body(self, c, o):
        m = o.m
        f = m.fam
        fld = f.field
        own = c.own
        if m.kind == "mu":
            return ("{ %s = %s * %d + x; %s += %d; g_sum += (%s ^ %s) & 255; }"
                    % (fld, fld, o.a % 5 + 1, own, o.b, fld, own))
        if m.kind in ("m", "u"):
            e = "(x * %du + %s * %du + %s) ^ %du" % (o.a, fld, o.b % 3 + 1, own,
                                                     o.k)
            if o.calls_self:
                # A virtual call on this from inside a method.
                e = "(%s) + this->%s()" % (e, f.methods[-1].name)
            par = self.parent_def(c, m)
            if o.calls_parent and par:
                e = "(%s) + %s::%s(x ^ 1u)" % (e, par.name, m.name)
            return "{ return %s; }" % e
        if m.kind == "ty":
            return "{ return t == %d || t == %d; }" % tuple(o.vals)
        if m.kind == "k":
            v = o.value
            if m.ret[0] == "bool":
                return "{ return %s; }" % ("true" if v else "false")
            suffix = {"unsigned long": "ul", "long": "l", "unsigned": "u"}.get(
                m.ret[0], "")
            return "{ return %s(%d%s); }" % ("(%s)" % m.ret[0], v, suffix)
        if m.kind == "kc":
            return "{ return (a * %du + b) ^ %du; }" % (o.a, o.k)
        if m.kind == "probe":
            return "{ return %du; }" % (o.k + 1)
        raise ValueError(m.kind)

    def parent_def(self, c, m):
        """A base of C (on its first base chain) that defines M, to call
        qualified; None if none does."""
        b = c.bases[0][0] if c.bases else None
        while b:
            if m.name in b.defs:
                return b
            b = b.bases[0][0] if b.bases else None
        return None

    def class_def(self, c, name=None, inline_all=False, out_defs=None):
        """The class definition; out-of-line definitions go to OUT_DEFS."""
        name = name or c.name
        f = c.fam
        lines = [self.class_head(c, name) + " {"]
        if c.idx == 0:
            lines.append("  unsigned %s;" % f.field)
        lines.append("  unsigned %s;" % c.own)
        # Constructor: own field, the root field, a virtual call (to this
        # class's probe while it is built), maybe a driver.
        ctor = "  %s() : %s(%du) { %s += %du; g_sum += %s() * 5u;" % (
            name, c.own, c.own_init, f.field, c.ctor_add,
            f.methods[-1].name)
        if c.idx == 0:
            ctor = "  %s() : %s(%du), %s(%du) { g_sum += %s() * 5u;" % (
                name, f.field, 7 + f.id, c.own, c.own_init,
                f.methods[-1].name)
        if c.ctor_calls and not c.abstract():
            ctor += " g_sum += ctor_run_%d(this);" % f.id
        lines.append(ctor + " }")
        dtor = "  %s~%s() { g_sum += %s() * %du;" % (
            "virtual " if c.idx == 0 else "", name, f.methods[-1].name,
            c.dtor_mul)
        if c.ctor_calls and not c.abstract():
            dtor += " g_sum += ctor_run_%d(this);" % f.id
        lines.append(dtor + " }")
        if c.idx == 0:
            lines.extend(self.member_helpers(f))
            for m in f.methods:
                if m.pure:
                    lines.append("  virtual %s = 0;" % self.method_sig(m))
        for mname, o in c.defs.items():
            m = o.m
            virt = "virtual " if c.idx == 0 and m.fam is f else ""
            ov = not (c.idx == 0 and m.fam is f)
            sig = self.method_sig(m, override=ov, final=o.final)
            if o.inline or inline_all or c.key_inline:
                lines.append("  %s%s %s" % (virt, sig, self.body(c, o)))
            else:
                lines.append("  %s%s;" % (virt, sig))
                out_defs.append("%s %s" % (
                    self.method_sig(m, cls_prefix=name + "::"),
                    self.body(c, o)))
        lines.append("};")
        return "\n".join(lines)

    def member_helpers(self, f):
        """The root's non-virtual members calling virtual methods on
        `this' (one body per family, however often the root is
        emitted)."""
        if f.id not in self.member_bodies:
            rng = self.member_rng
            stmts = " ".join(self.call_stmt(rng, f, "this", const_only=True)
                             for _ in range(rng.randint(1, 3)))
            outline = self.member_outline_rng.random() < 0.4
            self.member_bodies[f.id] = [
                "  %sunsigned nv_%d(unsigned i) const { unsigned long acc = 0; "
                "%s (void)i; return (unsigned)acc; }"
                % ("__attribute__((noinline)) " if outline else "", f.id,
                   stmts),
                "  unsigned nv2_%d(unsigned i) const { return nv_%d(i) + "
                "nv_%d(i + 1u); }" % (f.id, f.id, f.id),
                # Out of line and called by twin_b_F alone, on its class
                # (not final): every caller states that class.  Not nv_'s
                # twin (ICF would merge the two, and their callers).
                "  __attribute__((noinline)) unsigned nv3_%d(unsigned i) "
                "const { unsigned long acc = 3; %s (void)i; return "
                "(unsigned)acc; }" % (f.id, stmts)]
        return self.member_bodies[f.id]

    def family_root(self, f):
        return f.classes[0].name

    def holder(self, f):
        """Family F's holder: (kind, classes it stores, run's inline?,
        the statements run makes) or None.  Kinds: closed (only the
        holder's own members store: the field is proved), escaped (a
        reference to the field is returned), given (a pointer it is
        given is stored), friend (a friend class stores to it)."""
        if f.id not in self.holders:
            rng = self.field_rng
            # The factories unit defines the holder's members: its
            # anonymous namespace's classes are stored too (each unit's
            # local classes are its own at the link).
            hc = [c for c in self.concrete(f)
                  if c.where in ("header", "anon")]
            if not hc or rng.random() < 0.4:
                self.holders[f.id] = None
            else:
                kind = rng.choice(["closed", "closed", "closed", "escaped",
                                   "given", "friend"])
                cls = [rng.choice(hc) for _ in range(3)]
                stmts = " ".join(self.call_stmt(rng, f, "s")
                                 for _ in range(rng.randint(1, 3)))
                self.holders[f.id] = (kind, cls, rng.random() < 0.3, stmts)
        return self.holders[f.id]

    def hold_factory(self, f):
        """Does family F's holder renew its field with what a factory
        returns (hold_make_F: one of two classes)?"""
        if f.id not in self.hold_factories:
            self.hold_factories[f.id] = self.hold_factory_rng.random() < 0.5
        return self.hold_factories[f.id]

    def hold_variant(self, f):
        """Family F's holder variant: None, "ptrmem" or "protected"."""
        if f.id not in self.hold_variants:
            r = self.hold_variant_rng.random()
            h = self.holder(f)
            self.hold_variants[f.id] = (
                None if not h or h[0] != "closed" else
                "ptrmem" if r < 0.2 else "protected" if r < 0.4 else None)
        return self.hold_variants[f.id]

    def morph(self, f):
        """Family F's closed holder's morph: the class it rebuilds the
        held object as (one of the family's header classes), or None."""
        if f.id not in self.morphs:
            h = self.holder(f)
            mr = random.Random(self.seed * 1000003 + f.id)
            # The field points at the root: a class with it at offset 0.
            hc = [c for c in self.concrete(f) if c.where == "header"
                  and c.root_at_zero(f.classes[0])]
            self.morphs[f.id] = (
                None if not h or h[0] != "closed" or not hc
                or self.clean or mr.random() < 0.6 else mr.choice(hc))
        return self.morphs[f.id]

    def twins(self, f):
        """Family F's twin classes (final F, other C), or None."""
        if f.id not in self.twin_pairs:
            rng = self.twin_rng
            root = f.classes[0]
            hc = [c for c in self.concrete(f) if c.where == "header"
                  and c is not root and c.root_at_zero(root)]
            fin = [c for c in hc if c.final]
            other = [c for c in hc if not c.final]
            if not fin or not other or rng.random() < 0.3:
                self.twin_pairs[f.id] = None
            else:
                self.twin_pairs[f.id] = (rng.choice(fin), rng.choice(other),
                                         rng.choice(["", "2"]))
        return self.twin_pairs[f.id]

    def holder_class(self, f):
        kind, cls, inline, stmts = self.holder(f)
        r = self.family_root(f)
        h = "FZ_Hold%d" % f.id
        run = ("unsigned long run(unsigned i) const { unsigned long acc = 0; "
               "if (!s) return 7u; %s (void)i; return acc; }" % stmts)
        variant = self.hold_variant(f)
        L = ["class %s {" % h]
        if variant == "protected":
            L.append("protected:")
        L.append("  %s *s;" % r)
        if kind == "friend":
            L.append("  friend struct FZ_Friend%d;" % f.id)
        L.append("public:")
        L.append("  explicit %s(unsigned k);" % h)
        L.append("  %s~%s();" % ("virtual " if variant == "protected"
                                 else "", h))
        if variant == "ptrmem":
            L.append("  void poke(unsigned k);")
        if self.morph(f):
            L.append("  void morph();")
        L.append("  %s(const %s &) = delete;" % (h, h))
        L.append("  %s &operator=(const %s &) = delete;" % (h, h))
        L.append("  void renew(unsigned k);")
        L.append("  void take(%s &o);" % h)
        L.append("  " + (run if inline
                         else "unsigned long run(unsigned i) const;"))
        if kind == "escaped":
            L.append("  %s *&slot();" % r)
        if kind == "given":
            L.append("  void set(%s *p);" % r)
        L.append("};")
        if kind == "friend":
            L.append("struct FZ_Friend%d { static void put(%s &h, %s *p); };"
                     % (f.id, h, r))
        if self.hold_factory(f):
            L.append("%s *hold_make_%d(unsigned k);" % (r, f.id))
        if variant == "protected":
            L.append("class FZ_HoldD%d : public %s { public: explicit "
                     "FZ_HoldD%d(unsigned k); };" % (f.id, h, f.id))
        return "\n".join(L)

    def holder_defs(self, f):
        kind, cls, inline, stmts = self.holder(f)
        r = self.family_root(f)
        h = "FZ_Hold%d" % f.id
        if self.hold_factory(f):
            made = "hold_make_%d(k)" % f.id
        else:
            made = "(%s *) new %s" % (r, cls[2].name)
        L = ["%s::%s(unsigned k) : s(k %% 2u ? (%s *) new %s : new %s) {}"
             % (h, h, r, cls[0].name, cls[1].name),
             "%s::~%s() { delete s; }" % (h, h),
             "void %s::renew(unsigned k) { delete s; s = k %% 3u == 0u ? "
             "nullptr : %s; }" % (h, made),
             "void %s::take(%s &o) { if (&o == this) return; delete s; "
             "s = o.s; o.s = nullptr; }" % (h, h)]
        if not inline:
            L.append("unsigned long %s::run(unsigned i) const { unsigned long "
                     "acc = 0; if (!s) return 7u; %s (void)i; return acc; }"
                     % (h, stmts))
        if self.hold_factory(f):
            L.append("%s *hold_make_%d(unsigned k) { if (k %% 2u) return "
                     "new %s; return new %s; }"
                     % (r, f.id, cls[2].name, cls[0].name))
        variant = self.hold_variant(f)
        if variant == "ptrmem":
            # A class the other stores do not store, where there is one:
            # a proof that missed this store would call the wrong class.
            hc = [c for c in self.concrete(f) if c.where == "header"]
            other = [c for c in hc if c not in cls] or [cls[1]]
            L.append("void %s::poke(unsigned k) { %s *%s::*pm = &%s::s; "
                     "delete (this->*pm); this->*pm = k %% 2u ? (%s *) new "
                     "%s : nullptr; }" % (h, r, h, h, r, other[0].name))
        if variant == "protected":
            L.append("FZ_HoldD%d::FZ_HoldD%d(unsigned k) : %s(k) { delete s; "
                     "s = k %% 2u ? (%s *) new %s : nullptr; }"
                     % (f.id, f.id, h, r, cls[2].name))
        if self.morph(f):
            # Only where every class the field may hold has the size of
            # the new one (no sized delete of another size later).
            m = self.morph(f)
            held = list(cls) + ([other[0]] if variant == "ptrmem" else [])
            same = " && ".join("sizeof(%s) == sizeof(%s)" % (m.name, c.name)
                               for c in held)
            L.append("void %s::morph() { if (!s || !(%s)) return; %s *p = s; "
                     "p->~%s(); new (p) %s; }"
                     % (h, same, r, r.split("::")[-1], m.name))
        if kind == "escaped":
            L.append("%s *&%s::slot() { return s; }" % (r, h))
        if kind == "given":
            L.append("void %s::set(%s *p) { delete s; s = p; }" % (h, r))
        return L

    def emit(self):
        """{file name: text}; 'outside' names the unit outside the LTO
        unit, if any."""
        rng = random.Random(self.seed * 7919 + 1)
        files = {}
        out_defs = []
        H = []
        H.append("#pragma once")
        H.append("#include <new>")
        H.append("#include <cstddef>")
        H.append("#include <memory>")
        H.append("#define FZ_API __attribute__((visibility(\"default\")))")
        H.append("extern FZ_API unsigned long g_sum;")
        H.append("struct FZ_Plain { unsigned plain_tag = 1; };")
        H.append("FZ_API unsigned opaque(unsigned x);")
        H.append("constexpr std::size_t kBuf = 512;")
        for f in self.families:
            H.append("struct %s;" % self.family_root(f))
            H.append("FZ_API unsigned ctor_run_%d(%s *p);"
                     % (f.id, self.family_root(f)))
        for c in self.header_classes():
            H.append(self.class_def(c, out_defs=out_defs))
        for t in self.templates:
            f, base, m, _ = t
            H.append("template <unsigned N> struct F%dT : %s {" % (f.id,
                                                                 base.name))
            H.append("  %s { return (a * N + b) ^ %du; }" % (
                self.method_sig(m, override=True), 3) if m.kind == "kc" else
                "  %s { return x * N + %s; }" % (
                    self.method_sig(m, override=True), f.field))
            H.append("};")
        if self.strategy or self.unique:
            H.append("struct FZ_S { virtual unsigned step(unsigned x) const; "
                     "virtual ~FZ_S(); };")
            H.append("struct FZ_S1 : FZ_S { unsigned k = %du; unsigned "
                     "step(unsigned x) const override; };" % self.s_k[0])
            H.append("struct FZ_S2 : FZ_S { unsigned k = %du; unsigned "
                     "step(unsigned x) const override; };" % self.s_k[1])
        if self.unique:
            kind = self.unique[0]
            H.append("class FZ_UHold { std::unique_ptr<FZ_S> s; public: "
                     "explicit FZ_UHold(unsigned k); FZ_UHold(FZ_UHold &&) = "
                     "default; FZ_UHold &operator=(FZ_UHold &&) = default; "
                     "void renew(unsigned k); %sunsigned long run(unsigned n) "
                     "const; };" % (
                         "std::unique_ptr<FZ_S> &slot(); " if kind == "escaped"
                         else "void swap_in(std::unique_ptr<FZ_S> &o); "
                         if kind == "swapped" else ""))
        if self.strategy:
            H.append("class FZ_SHold { FZ_S *s; public: explicit "
                     "FZ_SHold(unsigned k); ~FZ_SHold(); FZ_SHold(const "
                     "FZ_SHold &) = delete; FZ_SHold &operator=(const "
                     "FZ_SHold &) = delete; void renew(unsigned k); void "
                     "morph(); unsigned long run(unsigned n) const; };")
        for f in self.families:
            if self.holder(f):
                H.append(self.holder_class(f))
            t = self.twins(f)
            if t:
                for tag, c in (("a", t[0]), ("b", t[1])):
                    H.append("unsigned long twin_%s_%d(const %s *p, unsigned i);"
                             % (tag, f.id, c.name))
                H.append("unsigned long twin_c_%d(bool c, const %s *a, "
                         "const %s *b, unsigned i);"
                         % (f.id, t[0].name, t[1].name))
        for f in self.families:
            r = self.family_root(f)
            H.append("%s *make_%d(unsigned id);" % (r, f.id))
            H.append("%s *place_%d(void *buf, unsigned id);" % (r, f.id))
            H.append("%s *static_%d();" % (r, f.id))
            if self.single_factory(f)[0]:
                H.append("%s *one_%d();" % (r, f.id))
                H.append("%s *one2_%d();" % (r, f.id))
                H.append("%s *one3_%d(unsigned k);" % (r, f.id))
            H.append("unsigned count_%d();" % f.id)
            H.append("unsigned long run_%d(%s *p, unsigned i);" % (f.id, r))
            H.append("unsigned long ref_%d(const %s &r, unsigned i);" % (f.id, r))
            H.append("unsigned long short_%d(%s *p, unsigned i);" % (f.id, r))
            H.append("unsigned long repeat_%d(%s *p, unsigned n);" % (f.id, r))
            H.append("unsigned long loop_%d(%s **v, unsigned n, unsigned i);"
                     % (f.id, r))
            H.append("unsigned long pm_%d(%s *p, unsigned i);" % (f.id, r))
            H.append("unsigned long cast_%d(%s *p, unsigned i);" % (f.id, r))
        if self.outside_cls:
            f = self.outside_cls[0]
            if self.outside != "dlopen":
                H.append("FZ_API %s *make_outside(unsigned id);"
                         % self.family_root(f))
        files["fz.h"] = "\n".join(H) + "\n"

        # Methods unit.
        M = ['#include "fz.h"', "unsigned long g_sum;",
             "__attribute__((noinline)) unsigned opaque(unsigned x) "
             "{ asm volatile(\"\" : \"+r\"(x)); return x; }"]
        M.extend(out_defs)
        files["fz_methods.cc"] = "\n".join(M) + "\n"

        files["fz_make.cc"] = self.emit_factories(rng)
        for f in self.families:
            if self.holder(f):
                files["fz_make.cc"] += "\n".join(self.holder_defs(f)) + "\n"
        if self.strategy or self.unique:
            files["fz_make.cc"] += "\n".join([
                "unsigned FZ_S::step(unsigned x) const { return x ^ 0x55u; }",
                "FZ_S::~FZ_S() {}",
                "unsigned FZ_S1::step(unsigned x) const { return x * 3u + k; }",
                "unsigned FZ_S2::step(unsigned x) const { return x * 5u + k; }",
                ""])
        if self.unique:
            kind, _, _, _, two = self.unique
            other = "FZ_S2" if two else "FZ_S1"
            files["fz_make.cc"] += "\n".join([
                "FZ_UHold::FZ_UHold(unsigned k) : s(k %% 2u ? "
                "std::unique_ptr<FZ_S>(std::make_unique<FZ_S1>()) : "
                "std::make_unique<%s>()) {}" % other,
                "void FZ_UHold::renew(unsigned k) { if (k %% 3u) s.reset(new "
                "%s); else s = std::make_unique<FZ_S1>(); }" % other,
                "unsigned long FZ_UHold::run(unsigned n) const { unsigned "
                "long a = 0; for (unsigned i = 0; i < n; i++) a += s ? "
                "s->step(i) : 7u; return a; }"]
                + (["std::unique_ptr<FZ_S> &FZ_UHold::slot() { return s; }"]
                   if kind == "escaped" else [])
                + (["void FZ_UHold::swap_in(std::unique_ptr<FZ_S> &o) "
                    "{ s.swap(o); }"] if kind == "swapped" else [])) + "\n"
        if self.strategy:
            kind = self.strategy[0]
            other = "FZ_S2" if kind == "two" else "FZ_S1"
            files["fz_make.cc"] += "\n".join([
                "FZ_SHold::FZ_SHold(unsigned k) : s(k %% 2u ? (FZ_S *) new "
                "FZ_S1 : new %s) {}" % other,
                "FZ_SHold::~FZ_SHold() { delete s; }",
                "void FZ_SHold::renew(unsigned k) { delete s; s = k %% 3u ? "
                "(FZ_S *) new %s : new FZ_S1; }" % other,
                "void FZ_SHold::morph() { %s }" % (
                    "if (sizeof(FZ_S2) != sizeof(FZ_S1)) return; FZ_S *p = s; "
                    "p->~FZ_S(); new (p) FZ_S2;" if kind == "morph" else ""),
                "unsigned long FZ_SHold::run(unsigned n) const { unsigned long "
                "a = 0; for (unsigned i = 0; i < n; i++) a += s->step(i); "
                "return a; }"]) + "\n"
        files["fz_run.cc"] = self.emit_drivers(rng)
        for f in self.families:
            t = self.twins(f)
            if t:
                for tag, c in (("a", t[0]), ("b", t[1])):
                    files["fz_run.cc"] += (
                        "__attribute__((noinline)) unsigned long twin_%s_%d("
                        "const %s *p, unsigned i) { return p->nv%s_%d(i)%s; }\n"
                        % (tag, f.id, c.name, t[2], f.id,
                           " + p->nv3_%d(i)" % f.id if tag == "b" else ""))
                # The member call on a choice between the two: it states
                # neither class.
                r = self.family_root(f)
                files["fz_run.cc"] += (
                    "__attribute__((noinline)) unsigned long twin_c_%d(bool c, "
                    "const %s *a, const %s *b, unsigned i) { return (c ? "
                    "static_cast<const %s *>(a) : static_cast<const %s *>(b))"
                    "->nv%s_%d(i); }\n"
                    % (f.id, t[0].name, t[1].name, r, r, t[2], f.id))
        for f in self.families:
            h = self.holder(f)
            if h and h[0] == "friend":
                files["fz_run.cc"] += (
                    "void FZ_Friend%d::put(FZ_Hold%d &h, %s *p) "
                    "{ delete h.s; h.s = p; }\n"
                    % (f.id, f.id, self.family_root(f)))
        files["fz_main.cc"] = self.emit_main(rng)
        for f in self.lreseats:
            files["fz_make.cc"] += (
                "void lreseat_%d(%s **w, unsigned k) { delete *w; *w = "
                "make_%d(k); }\n" % (f.id, self.family_root(f), f.id))
        if self.outside_cls:
            files["fz_outside.cc"] = self.emit_outside()
        return files

    def single_factory(self, f):
        """The class one_N () makes, with the random stream that decides
        how main uses it, or (None, stream): a factory of one class, out
        of line, whose objects are used across calls and passed to a
        function only they reach (the type flow through returns and
        arguments, docs/type-flow.md).  Its own stream keeps older seeds'
        programs as they were."""
        fr = random.Random(self.seed * 15485863 + f.id)
        hc = [c for c in self.concrete(f) if c.where == "header"]
        if not hc or fr.random() < 0.3:
            return None, fr
        return fr.choice(hc), fr

    def emit_factories(self, rng):
        L = ['#include "fz.h"']
        anon = [c for c in self.topo() if c.where == "anon"]
        if anon:
            L.append("namespace {")
            defs = []
            for c in anon:
                L.append(self.class_def(c, out_defs=defs))
            L.append("}")
            L.extend(defs)
        for f in self.families:
            r = self.family_root(f)
            conc = self.concrete(f)
            makers = []
            for c in conc:
                if c.where == "local":
                    continue
                makers.append(("new %s" % c.name, "new (buf) %s" % c.name,
                               c.name))
            for tf, base, m, ns in self.templates:
                if tf is not f:
                    continue
                for n in ns:
                    nm = "F%dT<%du>" % (tf.id, n)
                    makers.append(("new " + nm, "new (buf) " + nm, nm))
            locals_ = [c for c in conc if c.where == "local"]
            L.append("%s *make_%d(unsigned id) {" % (r, f.id))
            for c in locals_:
                L.append("  " + self.class_def(c, inline_all=True,
                                               out_defs=[]).replace(
                                                   "\n", "\n  "))
                makers.append(("new %s" % c.name, None, c.name))
            if not makers:
                L.append("  (void)id; return nullptr;")
            else:
                L.append("  switch (id %% %d) {" % len(makers))
                for i, (mk, _, _) in enumerate(makers):
                    L.append("  case %d: return %s;" % (i, mk))
                L.append("  }")
                L.append("  return nullptr;")
            L.append("}")
            placers = [p for p in makers if p[1] and not self.clean]
            L.append("%s *place_%d(void *buf, unsigned id) {" % (r, f.id))
            if not placers:
                L.append("  (void)buf; (void)id; return nullptr;")
            else:
                L.append("  switch (id %% %d) {" % len(placers))
                for i, (_, pl, nm) in enumerate(placers):
                    L.append("  case %d: static_assert(sizeof(%s) <= kBuf, "
                             "\"buf\"); return %s;" % (i, nm, pl))
                L.append("  }")
                L.append("  return nullptr;")
            L.append("}")
            L.append("unsigned count_%d() { return %d; }" % (f.id,
                                                           len(makers)))
            # A static object of a concrete header class.
            hc = [c for c in conc if c.where == "header"]
            if hc:
                c = rng.choice(hc)
                L.append("static %s g_static_%d;" % (c.name, f.id))
                L.append("%s *static_%d() { return &g_static_%d; }" % (
                    r, f.id, f.id))
            else:
                L.append("%s *static_%d() { return nullptr; }" % (r, f.id))
            c, _ = self.single_factory(f)
            if c:
                L.append("__attribute__((noinline)) %s *one_%d() { return "
                         "new %s; }" % (r, f.id, c.name))
                L.append("__attribute__((noinline)) %s *one2_%d() { %s *p = "
                         "one_%d(); g_sum += opaque(1); return p; }"
                         % (r, f.id, r, f.id))
                # Several returns of the one class, a factory's and null
                # (a PHI of pointers: docs/type-flow.md).
                L.append("__attribute__((noinline)) %s *one3_%d(unsigned k) {"
                         " if (opaque(k) > 2u) { g_sum += 1; return new %s; }"
                         " return k ? one_%d() : nullptr; }"
                         % (r, f.id, c.name, f.id))
        return "\n".join(L) + "\n"

    def call_stmt(self, rng, f, p, arrow="->", const_only=False, prefer=()):
        ms = [m for m in f.methods if not (const_only and m.kind == "mu")
              and m.kind != "u"]
        pref = [m for m in ms if m.kind in prefer]
        m = rng.choice(pref if pref and rng.random() < 0.7 else ms)
        cst = rng.random() < 0.5
        if m.kind == "mu":
            return "%s%s%s(%s);" % (p, arrow, m.name,
                                    "%du" % rng.randint(0, 9) if cst else "i")
        if m.kind == "m":
            arg = "%du" % rng.randint(0, 15) if cst else "i & 15u"
            return "acc += %s%s%s(%s);" % (p, arrow, m.name, arg)
        if m.kind == "ty":
            arg = "%d" % rng.randint(0, 11) if cst else "(int)(i % 11u)"
            return "acc += %s%s%s(%s) ? %du : %du;" % (
                p, arrow, m.name, arg, rng.randint(1, 9), rng.randint(1, 9))
        if m.kind == "k":
            return "acc += (unsigned long)%s%s%s();" % (p, arrow, m.name)
        if m.kind == "kc":
            if cst:
                args = "%du, %du" % (rng.randint(0, 9), rng.randint(0, 9))
            else:
                args = "i, %du" % rng.randint(0, 9)
            return "acc += %s%s%s(%s);" % (p, arrow, m.name, args)
        return "acc += %s%sf%d_probe0();" % (p, arrow, f.id)

    def emit_drivers(self, rng):
        L = ['#include "fz.h"']
        for f in self.families:
            r = self.family_root(f)
            noinl = "__attribute__((noinline)) " if rng.random() < 0.7 else ""
            # The calls a constructor or destructor makes on `this'.
            L.append("unsigned ctor_run_%d(%s *p) { unsigned long acc = 0; "
                     "unsigned i = 3;" % (f.id, r))
            for _ in range(rng.randint(1, 3)):
                L.append("  " + self.call_stmt(rng, f, "p", const_only=True))
            L.append("  (void)i; return (unsigned)acc; }")
            L.append("%sunsigned long run_%d(%s *p, unsigned i) { "
                     "unsigned long acc = 0;" % (noinl, f.id, r))
            for _ in range(rng.randint(3, 9)):
                L.append("  " + self.call_stmt(rng, f, "p"))
            L.append("  return acc; }")
            # A short driver: with its few calls all made direct, its
            # summary is precise enough for callers' dead store
            # elimination to act on.
            L.append("__attribute__((noinline)) unsigned long short_%d(%s *p, "
                     "unsigned i) { unsigned long acc = 0;" % (f.id, r))
            for _ in range(rng.randint(1, 3)):
                L.append("  " + self.call_stmt(rng, f, "p",
                                                prefer=("mu", "m")))
            L.append("  return acc; }")
            # A loop of calls on one object (loop-invariant motion of its
            # fields across the dispatched arms).
            L.append("__attribute__((noinline)) unsigned long repeat_%d(%s *p, "
                     "unsigned n) { unsigned long acc = 0;" % (f.id, r))
            L.append("  for (unsigned i = 0; i < n; i++) {")
            for _ in range(rng.randint(1, 2)):
                L.append("    " + self.call_stmt(rng, f, "p",
                                                  prefer=("mu", "m")))
            L.append("  }")
            L.append("  return acc; }")
            L.append("%sunsigned long ref_%d(const %s &r, unsigned i) { "
                     "unsigned long acc = 0;" % (noinl, f.id, r))
            for _ in range(rng.randint(1, 4)):
                L.append("  " + self.call_stmt(rng, f, "r", arrow=".",
                                                const_only=True))
            L.append("  return acc; }")
            L.append("__attribute__((noinline)) unsigned long loop_%d(%s **v, "
                     "unsigned n, unsigned i) { unsigned long acc = 0;"
                     % (f.id, r))
            L.append("  for (unsigned j = 0; j < n; j++) { %s *p = v[j];" % r)
            for _ in range(rng.randint(1, 3)):
                L.append("    " + self.call_stmt(rng, f, "p"))
            L.append("    i += j; }")
            L.append("  return acc; }")
            # Pointers to members: of the root, and of a derived class.
            cm = [m for m in f.methods if m.kind == "m"
                  or (m.kind == "u" and rng.random() < 0.5)]
            L.append("%sunsigned long pm_%d(%s *p, unsigned i) { "
                     "unsigned long acc = 0;" % (noinl, f.id, r))
            if cm:
                L.append("  static unsigned (%s::*const tbl[])(unsigned) const"
                         " = { %s };" % (r, ", ".join("&%s::%s" % (r, m.name)
                                                      for m in cm)))
                L.append("  acc += (p->*tbl[i %% %du])(i);" % len(cm))
            mu = [m for m in f.methods if m.kind == "mu"]
            if mu:
                L.append("  void (%s::*pmu)(unsigned) = &%s::%s;" % (
                    r, r, rng.choice(mu).name))
                L.append("  (p->*pmu)(i);")
            L.append("  return acc; }")
            # dynamic_cast to a class of the family, then a call through it.
            targets = [c for c in f.classes if c.where == "header"
                       and c.idx != 0 and f.classes[0] in c.roots()]
            L.append("%sunsigned long cast_%d(%s *p, unsigned i) { "
                     "unsigned long acc = 0;" % (noinl, f.id, r))
            if targets:
                c = rng.choice(targets)
                L.append("  if (%s *d = dynamic_cast<%s *>(p)) {" % (c.name,
                                                                  c.name))
                L.append("    " + self.call_stmt(rng, f, "d"))
                if c.final:
                    L.append("    acc += d->nv%s_%d(i);" % (
                        self.member_rng.choice(["", "2"]), f.id))
                L.append("    acc += 1000; }")
            L.append("  (void)i; return acc; }")
        return "\n".join(L) + "\n"

    def emit_main(self, rng):
        L = ['#include "fz.h"', "#include <cstdio>", "#include <vector>"]
        if self.outside == "dlopen":
            L.append("#include <dlfcn.h>")
        L.append("static inline unsigned long mix(unsigned long t, "
                 "unsigned long v) { return t * 31u + v; }")
        # Reached only with one_N ()'s objects (single_factory).
        for f in self.families:
            c, _ = self.single_factory(f)
            if c:
                m = f.methods[-1].name
                L.append("__attribute__((noinline)) static unsigned long "
                         "only_%d(%s *p, unsigned n) { unsigned long acc = 0; "
                         "for (unsigned i = 0; i < n; i++) { acc = mix(acc, "
                         "p->%s()); acc = mix(acc, run_%d(p, i)); } return acc; }"
                         % (f.id, self.family_root(f), m, f.id))
        # Calls through an intermediate class (narrower lists).
        mids = []
        for f in self.families:
            for c in f.classes[1:]:
                if c.children and c.where == "header" and \
                        f.classes[0] in c.roots():
                    mids.append((f, c))
        for f, c in mids:
            L.append("__attribute__((noinline)) unsigned long mid_%s(%s *p, "
                     "unsigned i) { unsigned long acc = 0;" % (c.name, c.name))
            for _ in range(rng.randint(1, 3)):
                L.append("  " + self.call_stmt(rng, f, "p"))
            L.append("  return acc; }")
        # Functions that build a local object and hand it to the drivers
        # (its constructor's stores must survive whatever the drivers'
        # summaries say).
        locals_ = []
        for f in self.families:
            hc = [c for c in self.concrete(f) if c.where == "header"]
            for k in range(rng.randint(0, 2) if hc else 0):
                c = rng.choice(hc)
                name = "local_%d_%d" % (f.id, k)
                calls = [rng.choice(["run_%d(&obj, i)", "short_%d(&obj, i)",
                                     "short_%d(&obj, i)",
                                     "repeat_%d(&obj, i %% 5u + 1u)"]) % f.id]
                if rng.random() < 0.5:
                    calls.append("ref_%d(obj, i)" % f.id)
                L.append("__attribute__((noinline)) unsigned long %s(unsigned i)"
                         " { %s obj; unsigned long r = %s;" % (
                             name, c.name, calls[0]))
                for extra in calls[1:]:
                    L.append("  r = r * 7u + %s;" % extra)
                L.append("  return r; }")
                locals_.append(name)
        # Global pointer variables: each stored with a new-expression's
        # object, sometimes replaced by another class's or rebuilt in place
        # with its own type, and used after calls to other code (the class
        # every store stored: docs/type-flow.md).  Own random stream.
        gcalls = []
        for f in self.families:
            gr = random.Random(self.seed * 86028121 + f.id)
            hc = [c for c in self.concrete(f) if c.where == "header"]
            if not hc or gr.random() >= 0.6:
                continue
            r = self.family_root(f)
            c1, c2 = gr.choice(hc), gr.choice(hc)
            m = f.methods[-1].name
            L.append("static %s *gp_%d;" % (r, f.id))
            L.append("__attribute__((noinline)) static void gset_%d(unsigned k) {"
                     " gp_%d = new %s;" % (f.id, f.id, c1.name))
            if gr.random() < 0.4:
                L.append("  if (k > %du) { delete gp_%d; gp_%d = new %s; }" % (
                    gr.randint(0, 6), f.id, f.id, c2.name))
            L.append("}")
            L.append("__attribute__((noinline)) static unsigned long guse_%d("
                     "unsigned n) { unsigned long acc = 0; for (unsigned i = 0; "
                     "i < n; i++) { acc = mix(acc, run_%d(gp_%d, i)); acc = "
                     "mix(acc, gp_%d->%s()); } return acc; }" % (
                         f.id, f.id, f.id, f.id, m))
            gcalls.append("  gset_%d(opaque(%du)); total = mix(total, guse_%d("
                          "opaque(%du))); delete gp_%d; gp_%d = nullptr;" % (
                              f.id, gr.randint(0, 9), f.id, gr.randint(1, 4),
                              f.id, f.id))
        # Holders local to this unit (an anonymous namespace) with a public
        # pointer field: only this unit's code can store to it, members
        # or not (field-types.h).  Variants: "plain" (a function of the
        # unit that is not a member stores another class), "escaped" (the
        # field's address goes to a function of another unit, which
        # stores a factory's object: never proved), "aggregate" (no
        # constructor: never proved).  Own random stream.
        lcalls = []
        for f in self.families:
            lr = random.Random(self.seed * 2147483629 + 77 + f.id)
            hc = [c for c in self.concrete(f) if c.where == "header"]
            if not hc or lr.random() >= 0.5:
                continue
            r = self.family_root(f)
            c1, c2, c3 = lr.choice(hc), lr.choice(hc), lr.choice(hc)
            m = f.methods[-1].name
            variant = lr.choice(["plain", "plain", "escaped", "aggregate"])
            # A member storing through a structured binding to the field
            # (names the binding, not the field: never proved).
            bound = lr.random() < 0.3
            h = "FZ_LHold%d" % f.id
            if variant == "escaped":
                L.append("void lreseat_%d(%s **w, unsigned k);" % (f.id, r))
            L.append("namespace {")
            L.append("struct %s {" % h)
            L.append("  %s *s;" % r)
            if variant != "aggregate":
                L.append("  explicit %s(unsigned k) : s(k %% 2u ? (%s *) new "
                         "%s : new %s) {}" % (h, r, c1.name, c2.name))
                L.append("  %s(const %s &) = delete;" % (h, h))
                L.append("  %s &operator=(const %s &) = delete;" % (h, h))
            L.append("  void renew(unsigned k) { delete s; s = k %% 3u == 0u "
                     "? nullptr : (%s *) new %s; }" % (r, c2.name))
            if bound:
                L.append("  void rebind(unsigned k) { auto &[p] = *this; "
                         "delete p; p = k %% 2u ? (%s *) new %s : nullptr; }"
                         % (r, c3.name))
            L.append("  __attribute__((noinline)) unsigned long run(unsigned "
                     "n) const { unsigned long acc = 0; if (!s) return 7u; "
                     "for (unsigned i = 0; i < n; i++) { acc = mix(acc, "
                     "s->%s()); acc = mix(acc, run_%d(s, i)); } return acc; }"
                     % (m, f.id))
            L.append("};")
            L.append("__attribute__((noinline)) void lpoke_%d(%s &h, unsigned "
                     "k) { delete h.s; h.s = k %% 2u ? (%s *) new %s : nullptr; }"
                     % (f.id, h, r, c3.name))
            L.append("}")
            init = ("%s h{new %s};" % (h, c1.name) if variant == "aggregate"
                    else "%s h(opaque(%du));" % (h, lr.randint(0, 5)))
            stmts = ["  { " + init,
                     "    total = mix(total, h.run(opaque(3u)));",
                     "    h.renew(opaque(%du)); total = mix(total, h.run(2u));"
                     % lr.randint(0, 5),
                     "    lpoke_%d(h, opaque(%du)); total = mix(total, "
                     "h.run(4u));" % (f.id, lr.randint(0, 5))]
            if bound:
                stmts.append("    h.rebind(opaque(%du)); total = mix(total, "
                             "h.run(5u));" % lr.randint(0, 5))
            if variant == "escaped":
                stmts.append("    lreseat_%d(&h.s, opaque(%du)); total = "
                             "mix(total, h.run(3u));" % (f.id, lr.randint(0, 9)))
                self.lreseats.append(f)
            stmts.append("    delete h.s; }")
            lcalls.extend(stmts)
        L.append("int main() {")
        L.append("  unsigned long total = 0;")
        L.extend(gcalls)
        L.extend(lcalls)
        for name in locals_:
            L.append("  total = mix(total, %s(opaque(%du)));" % (
                name, rng.randint(0, 20)))
        for f in self.families:
            r = self.family_root(f)
            n = rng.randint(3, 8)
            L.append("  {")
            L.append("    std::vector<std::unique_ptr<%s>> v;" % r)
            L.append("    for (unsigned i = 0; i < %d; i++) { %s *p = "
                     "make_%d(opaque(i * %du)); if (p) v.emplace_back(p); }"
                     % (n, r, f.id, rng.randint(1, 7)))
            L.append("    for (unsigned r = 0; r < %d; r++) for (unsigned i = 0;"
                     " i < v.size(); i++) {" % rng.randint(1, 4))
            L.append("      total = mix(total, run_%d(v[i].get(), opaque(i + r)));"
                     % f.id)
            L.append("      total = mix(total, ref_%d(*v[i], r));" % f.id)
            L.append("      total = mix(total, pm_%d(v[i].get(), i + r));" % f.id)
            L.append("      total = mix(total, cast_%d(v[i].get(), r));" % f.id)
            L.append("      total = mix(total, repeat_%d(v[i].get(), opaque(r + 2u)));"
                     % f.id)
            L.append("    }")
            L.append("    std::vector<%s *> raw;" % r)
            L.append("    for (auto &u : v) raw.push_back(u.get());")
            L.append("    total = mix(total, loop_%d(raw.data(), (unsigned)"
                     "raw.size(), opaque(2)));" % f.id)
            L.append("    total = mix(total, g_sum);")
            L.append("  }")
            # Placement new, destruction, reuse, launder.
            if rng.random() < 0.8 and not self.clean:
                L.append("  {")
                L.append("    alignas(64) static unsigned char buf[kBuf];")
                L.append("    for (unsigned i = 0; i < %d; i++) {" %
                         rng.randint(1, 4))
                L.append("      %s *p = place_%d(buf, opaque(i * 3u));" % (r, f.id))
                L.append("      if (!p) break;")
                L.append("      total = mix(total, run_%d(p, i));" % f.id)
                L.append("      p->~%s();" % r)
                L.append("      %s *q = place_%d(buf, opaque(i * 5u + 1u));" %
                         (r, f.id))
                L.append("      total = mix(total, run_%d(q, i) * 3u);" % f.id)
                L.append("      if (static_cast<void *>(p) == static_cast<void *>(q))")
                L.append("        total = mix(total, std::launder(p)->%s());" %
                         f.methods[-1].name)
                L.append("      total = mix(total, std::launder(q)->%s());" %
                         f.methods[-1].name)
                if self.cxx20 and rng.random() < 0.5:
                    L.append("      std::destroy_at(q);")
                else:
                    L.append("      q->~%s();" % r)
                L.append("    }")
                L.append("  }")
            # Local objects, a function-local static, explicit delete.
            hc = [c for c in self.concrete(f) if c.where == "header"]
            if hc:
                c = rng.choice(hc)
                L.append("  { %s obj; total = mix(total, run_%d(&obj, opaque(9)));"
                         " total = mix(total, ref_%d(obj, 4)); }" % (c.name, f.id,
                                                                   f.id))
                c = rng.choice(hc)
                L.append("  { static %s sobj; total = mix(total, run_%d(&sobj, "
                         "opaque(4))); }" % (c.name, f.id))
            L.append("  if (%s *s = static_%d()) total = mix(total, run_%d(s, 1));"
                     % (r, f.id, f.id))
            L.append("  { %s *d = make_%d(opaque(%du)); if (d) { total = mix("
                     "total, run_%d(d, 2)); delete d; } }" % (
                         r, f.id, rng.randint(0, 9), f.id))
            if self.cxx20 and hc and not self.clean:
                c = rng.choice(hc)
                L.append("  { alignas(64) static unsigned char cbuf[kBuf];"
                         " %s *c = std::construct_at(reinterpret_cast<%s *>(cbuf));"
                         " total = mix(total, run_%d(c, 5)); std::destroy_at(c); }"
                         % (c.name, c.name, f.id))
            # A new-expression's object used across calls to other code,
            # rebuilt in place with its own type (a transparent
            # replacement: the old pointers reach the new object), the
            # case strict-vtable-pointers proves (docs/type-flow.md).  Its
            # own random stream keeps older seeds' programs as they were.
            xr = random.Random(self.seed * 104729 + f.id)
            if hc and xr.random() < 0.7:
                c = xr.choice(hc)
                m = f.methods[-1].name
                L.append("  { %s *cn = new %s; %s *n = cn;" % (c.name, c.name, r))
                L.append("    for (unsigned i = 0; i < %d; i++) { total = mix("
                         "total, run_%d(n, opaque(i))); total = mix(total, "
                         "n->%s()); }" % (xr.randint(1, 3), f.id, m))
                if xr.random() < 0.5 and not self.clean:
                    L.append("    cn->~%s(); new (cn) %s; total = mix(total, "
                             "n->%s()); total = mix(total, run_%d(n, 7));"
                             % (c.name.split("::")[-1].split("<")[0], c.name, m, f.id))
                L.append("    delete n; }")
            # An automatic array of one class indexed by values the
            # compiler does not know (the array's class is the elements'
            # type: docs/type-flow.md).  Own random stream.
            ar = random.Random(self.seed * 32452843 + f.id)
            if hc and ar.random() < 0.6:
                c = ar.choice(hc)
                m = f.methods[-1].name
                dims = ar.choice([[3], [2, 2]])
                decl = "".join("[%d]" % d for d in dims)
                idx = "".join("[opaque(i + %du) %% %d]" % (k, d)
                              for k, d in enumerate(dims))
                L.append("  { %s arr%s; for (unsigned i = 0; i < %d; i++) { "
                         "%s *e = &arr%s; total = mix(total, e->%s()); "
                         "total = mix(total, run_%d(e, i)); total = mix(total, "
                         "e->%s()); } }" % (c.name, decl, ar.randint(2, 4), r,
                                            idx, m, f.id, m))
            # Placement new into a static buffer in this function, calls
            # through the pointer it returned across calls to other code,
            # then another class in the same storage, reached through the
            # new pointer and through std::launder of the buffer's
            # constant address (which GCC folds away: docs/type-flow.md).
            # Own random stream.
            pr = random.Random(self.seed * 49979687 + f.id)
            if hc and pr.random() < 0.6 and not self.clean:
                c1, c2 = pr.choice(hc), pr.choice(hc)
                m = f.methods[-1].name
                L.append("  { alignas(64) static unsigned char pbuf[kBuf];")
                L.append("    %s *p = new (pbuf) %s;" % (r, c1.name))
                L.append("    for (unsigned i = 0; i < %d; i++) { total = mix("
                         "total, run_%d(p, opaque(i))); total = mix(total, "
                         "p->%s()); }" % (pr.randint(1, 3), f.id, m))
                L.append("    p->~%s();" % r.split("::")[-1].split("<")[0])
                L.append("    %s *q = new (pbuf) %s; total = mix(total, run_%d("
                         "q, 3)); total = mix(total, q->%s());" % (
                             r, c2.name, f.id, m))
                if pr.random() < 0.5:
                    L.append("    total = mix(total, static_cast<%s *>(std::launder("
                             "reinterpret_cast<%s *>(pbuf)))->%s());" % (
                                 r, c2.name, m))
                L.append("    q->~%s(); }" % r.split("::")[-1].split("<")[0])
            c, fr = self.single_factory(f)
            if c:
                m = f.methods[-1].name
                L.append("  { %s *s = one%s_%d();" % (
                    r, fr.choice(["", "2"]), f.id))
                L.append("    for (unsigned i = 0; i < %d; i++) { total = mix("
                         "total, run_%d(s, opaque(i))); total = mix(total, "
                         "s->%s()); }" % (fr.randint(1, 3), f.id, m))
                if fr.random() < 0.5 and not self.clean:
                    L.append("    if (%s *cs = dynamic_cast<%s *>(s)) { "
                             "cs->~%s(); new (cs) %s; } total = mix(total, "
                             "s->%s());" % (c.name, c.name,
                                            c.name.split("::")[-1].split("<")[0],
                                            c.name, m))
                L.append("    total = mix(total, only_%d(s, opaque(3)));" % f.id)
                L.append("    %s *t = one_%d(); total = mix(total, only_%d(t, 2));"
                         " delete t;" % (r, f.id, f.id))
                L.append("    for (unsigned k = 0; k < 4; k++) if (%s *u = one3_%d("
                         "opaque(k))) { total = mix(total, run_%d(u, k)); total = "
                         "mix(total, u->%s()); delete u; }" % (r, f.id, f.id, m))
                L.append("    delete s; }")
        for f, c in mids:
            if c.abstract():
                # Reached through objects of concrete classes below it.
                sub = [d for d in self.concrete(f) if d.derives_from(c)
                       and d.where == "header"]
                if not sub:
                    continue
                d = rng.choice(sub)
                L.append("  { %s o; total = mix(total, mid_%s(&o, opaque(3))); }"
                         % (d.name, c.name))
            else:
                L.append("  { %s o; total = mix(total, mid_%s(&o, opaque(3))); }"
                         % (c.name, c.name))
        if self.outside_cls:
            f = self.outside_cls[0]
            maker = "make_outside"
            if self.outside == "dlopen":
                # The library is loaded at run time: nothing in the link
                # names its class.
                L.append('  void *dl = dlopen("./libfzdl.so", RTLD_NOW);')
                L.append('  if (!dl) { std::printf("dlopen: %s\\n", dlerror()); return 1; }')
                L.append("  %s *(*make_dl)(unsigned) = reinterpret_cast<%s *(*)(unsigned)>"
                         "(dlsym(dl, \"make_outside\"));" % (self.family_root(f),
                                                           self.family_root(f)))
                maker = "make_dl"
            L.append("  for (unsigned i = 0; i < 3; i++) { %s *o = "
                     "%s(opaque(i)); total = mix(total, run_%d(o, i));"
                     " total = mix(total, ref_%d(*o, i)); delete o; }" % (
                         self.family_root(f), maker, f.id, f.id))
        for f in self.families:
            t = self.twins(f)
            if t:
                L.append("  { %s a; %s b; for (unsigned i = 0; i < 3u; i++) {"
                         " total = mix(total, twin_a_%d(&a, i));"
                         " total = mix(total, twin_b_%d(&b, i));"
                         " total = mix(total, twin_c_%d(opaque(i) %% 2u == 0u,"
                         " &a, &b, i)); } }"
                         % (t[0].name, t[1].name, f.id, f.id, f.id))
        for f in self.families:
            h = self.holder(f)
            if not h:
                continue
            fr = self.field_rng
            kind = h[0]
            L.append("  { FZ_Hold%d h(opaque(%du)), o(opaque(%du));"
                     % (f.id, fr.randint(0, 5), fr.randint(0, 5)))
            L.append("    for (unsigned i = 0; i < 3u; i++) total = "
                     "mix(total, h.run(i));")
            L.append("    h.renew(opaque(%du)); total = mix(total, h.run(5u));"
                     % fr.randint(0, 5))
            L.append("    h.take(o); total = mix(total, h.run(6u)); "
                     "total = mix(total, o.run(6u));")
            if kind == "escaped":
                L.append("    delete h.slot(); h.slot() = make_%d(opaque(%du));"
                         " total = mix(total, h.run(2u));"
                         % (f.id, fr.randint(0, 9)))
            elif kind == "given":
                L.append("    h.set(make_%d(opaque(%du))); "
                         "total = mix(total, h.run(2u));"
                         % (f.id, fr.randint(0, 9)))
            elif kind == "friend":
                L.append("    FZ_Friend%d::put(h, make_%d(opaque(%du))); "
                         "total = mix(total, h.run(2u));"
                         % (f.id, f.id, fr.randint(0, 9)))
            variant = self.hold_variant(f)
            vr = self.hold_variant_rng
            if variant == "ptrmem":
                L.append("    h.poke(opaque(%du)); total = mix(total, "
                         "h.run(4u));" % vr.randint(0, 5))
            if variant == "protected":
                L.append("    { FZ_HoldD%d d(opaque(%du)); total = mix(total, "
                         "d.run(3u)); }" % (f.id, vr.randint(0, 5)))
            if self.morph(f):
                L.append("    h.morph(); total = mix(total, h.run(8u));")
            L.append("  }")
        if self.strategy:
            sr = random.Random(self.seed * 86028121 + 6)
            L.append("  { FZ_SHold h(opaque(%du)); total = mix(total, "
                     "h.run(opaque(5u))); h.renew(opaque(%du)); total = "
                     "mix(total, h.run(7u)); h.morph(); total = mix(total, "
                     "h.run(opaque(3u))); }" % (sr.randint(0, 9),
                                                 sr.randint(0, 9)))
        if self.unique:
            kind, a, b, c, _ = self.unique
            L.append("  { FZ_UHold h(opaque(%du)); total = mix(total, "
                     "h.run(opaque(5u))); h.renew(opaque(%du)); total = "
                     "mix(total, h.run(7u));" % (a, b))
            if kind == "escaped":
                L.append("    h.slot() = std::unique_ptr<FZ_S>(new FZ_S); "
                         "total = mix(total, h.run(4u));")
            elif kind == "swapped":
                L.append("    { std::unique_ptr<FZ_S> o(new FZ_S); "
                         "h.swap_in(o); total = mix(total, h.run(4u) + "
                         "o->step(3u)); }")
            elif kind == "moved":
                L.append("    { FZ_UHold h2(opaque(%du)); h2 = std::move(h); "
                         "total = mix(total, h2.run(5u) + h.run(2u)); }" % c)
            L.append("  }")
        L.append('  std::printf("%lu %lu\\n", total, g_sum);')
        L.append("  return 0;")
        L.append("}")
        return "\n".join(L) + "\n"

    def emit_outside(self):
        f, base, ms = self.outside_cls
        L = ['#include "fz.h"']
        L.append("namespace outside {")
        L.append("struct X : %s {" % base.name)
        L.append("  unsigned xo = 11;")
        for m in ms:
            fake = Override(random.Random(self.seed + 5), base, m)
            body = self.body(base, fake).replace(base.own, "xo")
            if m.kind == "m":
                body = "{ return x * 3u + xo + %s; }" % f.field
            L.append("  %s %s" % (self.method_sig(m, override=True), body))
        L.append("};")
        L.append("}")
        L.append("%s%s *make_outside(unsigned id) { (void)id; return new outside::X; }"
                 % ('extern "C" FZ_API ' if self.outside == "dlopen" else "",
                    self.family_root(f)))
        return "\n".join(L) + "\n"


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
    # Old pointers used after a rebuild as another class: not a program
    # for strict-vtable-pointers (fuzz.py leaves that mode out).
    if any(p.morph(f) for f in p.families) or (
            p.strategy and p.strategy[0] == "morph"):
        desc["strict_ub"] = True
    return files, desc
