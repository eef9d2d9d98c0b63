"""testsuite/fuzz/gen_units.py - the units of a generated program
(gen.py): the header and every unit but main's, with the factories
(new, placement new, factories of one class), the drivers calling
through base pointers, references and pointers to members, and the
unit outside the LTO unit (a non-LTO object or a shared library)."""

import random
import re

from gen_model import Override


class UnitWriter:
    """Program's part that writes the units (a mixin); emit() is the
    whole program."""

    def split_holder_defs(self, f):
        """Family F's holder's member definitions: (those fz_make.cc
        keeps, those fz_run.cc gets).  Half the holders have their
        members defined in two units, as real code does, so that no unit
        defines them all: the link joins which each unit defined
        (field-cover.cc).  A definition naming a class of fz_make.cc's
        anonymous namespace stays there."""
        defs = self.holder_defs(f)
        rng = random.Random(self.seed * 104729 + f.id * 31 + 7)
        if rng.random() < 0.5:
            return defs, []
        anon = [c.name for c in self.topo() if c.where == "anon"]
        h = "FZ_Hold%d" % f.id
        stay, moved = [], []
        for d in defs:
            movable = (d.split("(")[0].find(h + "::") >= 0
                       and not any(re.search(r"\b%s\b" % re.escape(n), d)
                                   for n in anon))
            (moved if movable and rng.random() < 0.5 else stay).append(d)
        return stay, moved

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
        if self.tree:
            H.append(self.tree_header())
        if self.callbacks:
            if self.callbacks["function"]:
                H.insert(H.index("#include <memory>") + 1,
                         "#include <functional>")
            H.extend(self.callbacks_header())
        files["fz.h"] = "\n".join(H) + "\n"

        # Methods unit.
        M = ['#include "fz.h"', "unsigned long g_sum;",
             "__attribute__((noinline)) unsigned opaque(unsigned x) "
             "{ asm volatile(\"\" : \"+r\"(x)); return x; }"]
        M.extend(out_defs)
        if self.tree and self.tree["where"] == "methods":
            M.extend(self.tree_methods())
        files["fz_methods.cc"] = "\n".join(M) + "\n"

        files["fz_make.cc"] = self.emit_factories(rng)
        split_defs = []
        for f in self.families:
            if self.holder(f):
                stay, moved = self.split_holder_defs(f)
                files["fz_make.cc"] += "\n".join(stay) + "\n"
                split_defs.extend(moved)
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
        if self.callbacks:
            files["fz_make.cc"] += self.callbacks_make()
            files["fz_run.cc"] += self.callbacks_run()
        if self.tree:
            files["fz_make.cc"] += self.tree_make()
            files["fz_run.cc"] += self.tree_run()
        if split_defs:
            files["fz_run.cc"] += "\n".join(split_defs) + "\n"
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
