"""testsuite/fuzz/gen_classes.py - writing a generated program's
classes (gen.py): class definitions, method bodies, the roots'
non-virtual members, and the holder classes keeping an object in a
pointer field (plain, renewed by a factory, morphed, twins)."""

import random


class ClassWriter:
    """Program's part that writes classes and holders (a mixin)."""


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
        api = self.exported(c) and not self.foreign_hidden
        s = "struct %s%s%s" % ("FZ_API " if api else "", name,
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
