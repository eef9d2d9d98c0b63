"""testsuite/fuzz/gen_tree.py - a recursive expression tree in a generated
program (gen.py), the shapes the Debian rebuild found and the fuzzer had
none of:

- virtual calls that recurse: a node's `ev' calls `ev' on its children,
  directly or through a function of another unit (mutual recursion across
  units), and a node's deleting destructor deletes its children through
  the base (GiNaC's shape, where guards the inliner unrolled grew code:
  docs/speculation.md, "Guards that would make a call recursive");
- a virtual method called only through a pointer to member given as a
  template argument (a function template's, a class template's) or a
  constexpr pointer to member: the front end lowers it to {__pfn,
  __delta} in the instantiation's body, and dead-method removal once
  cleared its slot (clasp, docs/dead-methods.md).

Drawn from a stream of its own (gen.py's convention): the programs of
seeds without a tree are as they were.
"""

import random


class TreeWriter:
    """Program's part that writes the tree (a mixin)."""

    def draw_tree(self):
        """The tree's shape, or None (six programs in ten)."""
        tr = random.Random(self.seed * 1000003 + 61)
        if tr.random() >= 0.4:
            return None
        return {
            # Where the nodes' methods are defined: inline in the header,
            # in the methods unit, or in the unit that builds the tree.
            "where": tr.choice(["header", "methods", "make"]),
            "final": tr.random() < 0.4,      # the leaf class is final
            "unary": tr.random() < 0.7,      # a node with one child
            "mutual": tr.random() < 0.5,     # its ev recurses through fz_walk
            # How tag () is reached: only through a pointer to member.
            "pm": tr.choice(["func", "class", "constexpr"]),
            "k": [tr.randint(1, 9) for _ in range(4)],
            "depth": tr.randint(2, 6),
            "seed": tr.randint(1, 99),
            "evals": tr.randint(1, 6),
            "again": (tr.randint(1, 5), tr.randint(1, 99))
                     if tr.random() < 0.4 else None,
        }

    def tree_tag(self, obj):
        """The expression calling tag () on OBJ (a const FZ_N &)."""
        pm = self.tree["pm"]
        if pm == "func":
            return "fz_pm<&FZ_N::tag>(%s)" % obj
        if pm == "class":
            return "FZ_PMT<&FZ_N::tag>::get(%s)" % obj
        return "(%s.*fz_tagpm)()" % obj

    def tree_header(self):
        t = self.tree
        inl = "inline " if t["where"] == "header" else ""
        fin = " final" if t["final"] else ""
        H = ["struct FZ_N { virtual unsigned ev(unsigned x) const = 0; "
             "virtual unsigned tag() const; virtual ~FZ_N(); };",
             "struct FZ_NL%s : FZ_N { unsigned k; explicit FZ_NL(unsigned k) "
             ": k(k) {} unsigned ev(unsigned x) const override; unsigned tag() "
             "const override; };" % fin,
             "struct FZ_NB : FZ_N { FZ_N *a, *b; unsigned k; FZ_NB(FZ_N *a, "
             "FZ_N *b, unsigned k) : a(a), b(b), k(k) {} ~FZ_NB() override; "
             "unsigned ev(unsigned x) const override; unsigned tag() const "
             "override; };"]
        if t["unary"]:
            H.append("struct FZ_NU : FZ_N { FZ_N *a; explicit FZ_NU(FZ_N *a) "
                     ": a(a) {} ~FZ_NU() override; unsigned ev(unsigned x) "
                     "const override; };")
        H.append("FZ_N *fz_tree(unsigned d, unsigned s);")
        H.append("unsigned fz_walk(const FZ_N *n, unsigned x);")
        H.append("unsigned long fz_tags(const FZ_N &n);")
        if t["pm"] == "func":
            H.append("template <unsigned (FZ_N::*PM)() const> unsigned "
                     "fz_pm(const FZ_N &n) { return (n.*PM)(); }")
        elif t["pm"] == "class":
            H.append("template <unsigned (FZ_N::*PM)() const> struct FZ_PMT "
                     "{ static unsigned get(const FZ_N &n) { return (n.*PM)() "
                     "+ 1u; } };")
        else:
            H.append("constexpr unsigned (FZ_N::*fz_tagpm)() const = "
                     "&FZ_N::tag;")
        if inl:
            H.extend(inl + d for d in self.tree_methods())
        return "\n".join(H)

    def tree_methods(self):
        """The nodes' member definitions."""
        t = self.tree
        k = t["k"]
        D = ["unsigned FZ_N::tag() const { return 1u; }",
             "FZ_N::~FZ_N() { g_sum += 1u; }",
             "unsigned FZ_NL::ev(unsigned x) const { return x * %du + k; }"
             % k[0],
             "unsigned FZ_NL::tag() const { return k + 2u; }",
             "FZ_NB::~FZ_NB() { delete a; delete b; }",
             "unsigned FZ_NB::ev(unsigned x) const { return a->ev(x) * %du + "
             "b->ev(x ^ k); }" % k[1],
             "unsigned FZ_NB::tag() const { return %s * 3u + %s; }"
             % (self.tree_tag("*a"), self.tree_tag("*b"))]
        if t["unary"]:
            child = "a, x * %du + 1u" % k[2]
            D.append("FZ_NU::~FZ_NU() { delete a; }")
            D.append("unsigned FZ_NU::ev(unsigned x) const { return %s ^ %du; }"
                     % ("fz_walk(%s)" % child if t["mutual"]
                        else "a->ev(x * %du + 1u)" % k[2], k[3]))
        return D

    def tree_make(self):
        """fz_make.cc's part: the builder (and the methods, placed there)."""
        t = self.tree
        L = []
        if t["where"] == "make":
            L.extend(self.tree_methods())
        L.append("FZ_N *fz_tree(unsigned d, unsigned s) {")
        L.append("  if (d == 0u || s % 5u == 0u) return new FZ_NL(s % 7u);")
        if t["unary"]:
            L.append("  if (s % 3u == 0u) return new FZ_NU(fz_tree(d - 1u, "
                     "s * 7u + 1u));")
        # The two subtrees depend on (d, s) alone: whichever argument is
        # evaluated first, the tree is the same.
        L.append("  return new FZ_NB(fz_tree(d - 1u, s * 3u + 2u), "
                 "fz_tree(d - 1u, s * 5u + 3u), s % 11u);")
        L.append("}")
        return "\n".join(L) + "\n"

    def tree_run(self):
        """fz_run.cc's part: the walk (mutual recursion) and the tags."""
        return ("unsigned fz_walk(const FZ_N *n, unsigned x) "
                "{ return n->ev(x) + 1u; }\n"
                "unsigned long fz_tags(const FZ_N &n) { return %s; }\n"
                % self.tree_tag("n"))

    def tree_main(self):
        """main's statements using a tree."""
        t = self.tree
        L = ["  { FZ_N *t = fz_tree(opaque(%du), opaque(%du));"
             % (t["depth"], t["seed"]),
             "    for (unsigned i = 0; i < %du; i++) total = mix(total, "
             "t->ev(opaque(i)));" % t["evals"],
             "    total = mix(total, fz_tags(*t));"]
        if t["again"]:
            L.append("    delete t; t = fz_tree(opaque(%du), opaque(%du)); "
                     "total = mix(total, t->ev(3u) + fz_tags(*t));"
                     % t["again"])
        L.append("    delete t; }")
        return L

    def tree_desc(self):
        t = self.tree
        return "%s, %s%s%s, tag through %s" % (
            t["where"], "final leaf, " if t["final"] else "",
            "unary " if t["unary"] else "",
            "mutual" if t["mutual"] and t["unary"] else "direct",
            {"func": "a function template's argument",
             "class": "a class template's argument",
             "constexpr": "a constexpr pointer"}[t["pm"]])
