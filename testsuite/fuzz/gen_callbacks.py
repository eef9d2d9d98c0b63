"""testsuite/fuzz/gen_callbacks.py - calls through function pointers held
in fields (src/calls/field-pointers.h), for a generated program (gen.py).

A holder keeps a plain function pointer in a private field, stored by its
constructor (fz_make.cc: one of two functions of that unit, by its
argument), and called in a loop by its run member (fz_run.cc: another
unit).  Variants, drawn from the program's own stream:
  set     main stores a function of its own unit through a setter
  picked  main stores what a function returns from a table (a value the
          compile step's records do not know)
  cast    the constructor may store a function of another type cast to
          the field's (never called: its argument never selects it)
With `param' (a draw of its own), a second constructor, out of line in
fz_make.cc, stores the function its caller passes (passed-functions.h):
main passes a function of its unit in a loop, and through fz_cb_pass,
which passes its own parameter on, what fz_cb_pick returns.
A table of operations, `static const FZ_Ops fz_ops_tab[] = {...}' set by
a static initializer in fz_make.cc, picked by a function and called
through both of its fields in a loop of main's unit; and a
std::function member assigned lambdas with and without captures.  With
`proved' (drawn last), FZ_PHold, whose private field only its
constructor (fz_make.cc) stores, with one function (fz_cb_c, which adds
to g_sum: a wrong target shows), and whose run (fz_run.cc) calls through
it: the field is proved (field-pointer-proof.h) and the call direct; main
runs a copy too (the implicit copy constructor stores the same field of
another holder).  With `leak' (drawn after it), FZ_PHold also has a
member, defined in fz_run.cc (a unit that stores nothing to the field),
returning the field's address, through which main stores fz_cb_main:
the field must not be proved (that unit's refusal must reach the link).
With `several' (drawn after `leak'), FZ_PHold's constructor stores one
of two or three functions by its argument (fz_cb_c, fz_cb_a, fz_cb_b),
and main runs three holders built with consecutive arguments: the field
is proved to hold those functions, and the call dispatched (every
function but the last compared with, the last called directly, no
indirect call left).  Every call is defined: a field is always set
before it is called.
"""

import random


class CallbackWriter:
    """Program's part for the function-pointer fields (a mixin)."""

    def draw_callbacks(self):
        """None, or the draws of this program's callbacks: (variant,
        constants, whether the table and the std::function are there).
        Its own stream: the other programs stay as they were."""
        cr = random.Random(self.seed * 2654435789 + 61)
        if cr.random() < 0.4:
            return None
        return {
            "variant": cr.choice(["plain", "set", "picked", "cast"]),
            "k": [cr.randint(1, 9) for _ in range(6)],
            "table": cr.random() < 0.5,
            "function": cr.random() < 0.5,
            # Drawn last: the draws above stay what they were.
            "param": cr.random() < 0.5,
            "proved": cr.random() < 0.5,
            "leak": cr.random() < 0.5,
            "several": cr.random() < 0.5,
        }

    def callbacks_header(self):
        cb = self.callbacks
        H = ["typedef unsigned (*FZ_Fn)(unsigned);",
             "class FZ_CHold { FZ_Fn fn; public: explicit FZ_CHold(unsigned "
             "k); %svoid set(FZ_Fn f) { fn = f; } unsigned long run(unsigned "
             "n) const; };"
             % ("FZ_CHold(FZ_Fn f, unsigned k); " if cb["param"] else ""),
             "FZ_Fn fz_cb_pick(unsigned k);",
             "unsigned long fz_cb_other(unsigned long x);"]
        if cb["param"]:
            H.append("unsigned long fz_cb_pass(FZ_Fn f, unsigned n);")
        if cb.get("proved"):
            H.append("class FZ_PHold { FZ_Fn fn; public: explicit FZ_PHold("
                     "unsigned k); unsigned long run(unsigned n) const; %s};"
                     % ("FZ_Fn *slot(); " if cb.get("leak") else ""))
        if cb["table"]:
            H.append("struct FZ_Ops { FZ_Fn first; FZ_Fn second; };")
            H.append("const FZ_Ops *fz_ops(unsigned k);")
        if cb["function"]:
            H.append("struct FZ_FHold { std::function<unsigned(unsigned)> f; "
                     "unsigned long run(unsigned n) const; };")
            H.append("void fz_fset(FZ_FHold &h, unsigned k);")
        return H

    def callbacks_make(self):
        """fz_make.cc's part: the functions, the constructor, the tables."""
        cb = self.callbacks
        k = cb["k"]
        M = ["static unsigned fz_cb_a(unsigned x) { return x * %du + 1u; }"
             % k[0],
             "static unsigned fz_cb_b(unsigned x) { return (x ^ %du) + "
             "opaque(%du); }" % (k[1], k[2]),
             "static unsigned fz_cb_c(unsigned x) { g_sum += x & 3u; return "
             "x + %du; }" % k[3],
             "__attribute__((noinline)) unsigned long fz_cb_other(unsigned "
             "long x) { return x + 1u; }",
             "__attribute__((noinline)) FZ_Fn fz_cb_pick(unsigned k) { "
             "static const FZ_Fn t[] = { fz_cb_c, fz_cb_a }; return t[k % "
             "2u]; }"]
        ctor = ["FZ_CHold::FZ_CHold(unsigned k) { fn = fz_cb_a;",
                "  if (k % 2u) fn = fz_cb_b;"]
        if cb["variant"] == "cast":
            ctor.append("  else if (k == 1001u) fn = (FZ_Fn) fz_cb_other;")
        ctor.append("}")
        M.extend(ctor)
        if cb["param"]:
            M.append("__attribute__((noinline)) FZ_CHold::FZ_CHold(FZ_Fn f, "
                     "unsigned k) : fn(f) { if (k == 1002u) fn = fz_cb_c; }")
            M.append("__attribute__((noinline)) unsigned long fz_cb_pass("
                     "FZ_Fn f, unsigned n) { FZ_CHold h(f, n); return "
                     "h.run(n); }")
        if cb.get("proved"):
            M.append("FZ_PHold::FZ_PHold(unsigned k) : fn(fz_cb_c) { g_sum "
                     "+= k;%s }"
                     % (" if (k % 2u) fn = fz_cb_a; else if (k % 3u == 0u) "
                        "fn = fz_cb_b;" if cb.get("several") else ""))
        if cb["table"]:
            M.append("static const FZ_Ops fz_ops_tab[] = { { fz_cb_a, fz_cb_c "
                     "}, { fz_cb_b, fz_cb_a } };")
            M.append("__attribute__((noinline)) const FZ_Ops *fz_ops(unsigned "
                     "k) { return &fz_ops_tab[k % 2u]; }")
        if cb["function"]:
            M.append("__attribute__((noinline)) void fz_fset(FZ_FHold &h, "
                     "unsigned k) { if (k %% 2u) h.f = [k](unsigned x) { "
                     "return x * k + %du; }; else h.f = fz_cb_c; }" % k[4])
        return "\n".join(M) + "\n"

    def callbacks_run(self):
        """fz_run.cc's part: the loops calling through the fields."""
        R = ["unsigned long FZ_CHold::run(unsigned n) const { unsigned long a "
             "= 0; for (unsigned i = 0; i < n; i++) a += fn(i); return a; }"]
        if self.callbacks.get("proved"):
            R.append("unsigned long FZ_PHold::run(unsigned n) const { "
                     "unsigned long a = 0; for (unsigned i = 0; i < n; i++) "
                     "a += fn(i); return a; }")
            if self.callbacks.get("leak"):
                R.append("FZ_Fn *FZ_PHold::slot() { return &fn; }")
        if self.callbacks["function"]:
            R.append("unsigned long FZ_FHold::run(unsigned n) const { "
                     "unsigned long a = 0; for (unsigned i = 0; i < n; i++) "
                     "a += f(i); return a; }")
        return "\n".join(R) + "\n"

    def callbacks_main(self):
        """Main's statements (and the function of main's unit they
        store), mixing each result into total."""
        cb = self.callbacks
        k = cb["k"]
        pre = ["static unsigned fz_cb_main(unsigned x) { return x + %du; }"
               % k[5]]
        L = ["  { FZ_CHold h(opaque(%du)); total = mix(total, h.run(opaque("
             "6u)));" % k[0]]
        if cb["variant"] == "set":
            L.append("    h.set(fz_cb_main); total = mix(total, h.run(5u));")
        elif cb["variant"] == "picked":
            L.append("    h.set(fz_cb_pick(opaque(%du))); total = mix(total, "
                     "h.run(5u));" % k[1])
        L.append("    total = mix(total, fz_cb_other(3u)); }")
        if cb["param"]:
            L.append("  for (unsigned r = 0; r < opaque(3u); r++) { FZ_CHold "
                     "h(fz_cb_main, opaque(%du)); total = mix(total, h.run("
                     "opaque(5u))); }" % k[3])
            L.append("  total = mix(total, fz_cb_pass(fz_cb_pick(opaque(%du)), "
                     "opaque(4u)));" % k[2])
        if cb.get("proved"):
            L.append("  { FZ_PHold p(opaque(%du)); FZ_PHold q(p); %stotal = "
                     "mix(total, p.run(opaque(5u)) + q.run(3u)); }"
                     % (k[4], "if (opaque(1u)) *q.slot() = fz_cb_main; "
                        if cb.get("leak") else ""))
            if cb.get("several"):
                L.append("  for (unsigned r = 0; r < opaque(3u); r++) { "
                         "FZ_PHold p(opaque(%du) + r); total = mix(total, "
                         "p.run(opaque(4u))); }" % k[5])
        if cb["table"]:
            L.append("  { const FZ_Ops *o = fz_ops(opaque(%du)); unsigned "
                     "long a = 0; for (unsigned i = 0; i < opaque(7u); i++) "
                     "a += o->first(o->second(i)); total = mix(total, a); }"
                     % k[2])
        if cb["function"]:
            L.append("  { FZ_FHold h; fz_fset(h, opaque(%du)); total = "
                     "mix(total, h.run(opaque(4u))); fz_fset(h, opaque(%du)); "
                     "total = mix(total, h.run(3u)); }" % (k[3], k[4]))
        return pre, L
