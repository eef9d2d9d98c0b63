"""testsuite/fuzz/gen_model.py - the class hierarchies of a generated
program (gen.py): families, classes, methods and overrides, and the
decisions that shape them (bases, overrides, finals, where each class
lives), drawn from the program's random stream in the order gen.py
has always drawn them: a seed's program stays the same."""


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


class Hierarchy:
    """Program's part that builds and queries its hierarchies (a mixin:
    the state is Program's, set up by its __init__)."""


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
