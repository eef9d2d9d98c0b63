"""testsuite/fuzz/gen_main.py - the main unit of a generated program
(gen.py): objects from every source (factories, vectors of unique_ptr,
locals, statics, reused storage, holders), every kind of call on them,
construction and destruction, and the checksum it prints."""

import random


class MainWriter:
    """Program's part that writes main's unit (a mixin)."""

    @staticmethod
    def run_loop(n, fid, var, method):
        """A block's loop: N rounds of run_FID and METHOD on VAR."""
        return ("    for (unsigned i = 0; i < %d; i++) { total = mix(total, "
                "run_%d(%s, opaque(i))); total = mix(total, %s->%s()); }"
                % (n, fid, var, var, method))

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
                L.append(self.run_loop(xr.randint(1, 3), f.id, "n", m))
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
                L.append(self.run_loop(pr.randint(1, 3), f.id, "p", m))
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
                L.append(self.run_loop(fr.randint(1, 3), f.id, "s", m))
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
        if self.tree:
            L.extend(self.tree_main())
        if self.callbacks:
            pre, stmts = self.callbacks_main()
            L[L.index("int main() {"):L.index("int main() {")] = pre
            L.extend(stmts)
        L.append('  std::printf("%lu %lu\\n", total, g_sum);')
        L.append("  return 0;")
        L.append("}")
        return "\n".join(L) + "\n"
