#!/usr/bin/env python3
"""Unit test of tools/tigdevirt-merge-final (no GCC needed): merging,
rejection by name and by position, the user's hidden reasons, replaced
method suggestions coming back, thresholds, and the patch (CR LF lines,
a last line without a newline, files outside the root)."""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # the source tree may be read-only
sys.path.insert(0, HERE)
from unit_check import check, load_script  # noqa: E402
import unit_check  # noqa: E402

TOOL = os.path.join(HERE, "..", "..", "tools", "tigdevirt-merge-final")
mf = load_script(TOOL, "merge_final")


def loc(path, line, column):
    return {"file": os.path.basename(path), "path": path, "line": line,
            "column": column}


def sug(kind, name, keys, at, calls, fix=None, hidden=None, weight=None):
    s = {"kind": kind, "name": name, "keys": keys, "location": at,
         "fixit": fix, "calls": calls,
         "weighted_gain": float(calls if weight is None else weight),
         "weight_source": "static", "shown": hidden is None,
         "call_sites": [{"file": "x.cc", "line": 1, "column": 1,
                         "weight": 1.0}] * calls}
    if hidden:
        s["hidden"] = hidden
    return s


def report(suggestions, blocked=(), rejected=()):
    return {"tool": "tigdevirt", "version": 1, "scope": "in the program",
            "suggestions": list(suggestions),
            "not_suggested": list(rejected), "blocked": list(blocked)}


tmp = tempfile.mkdtemp()
root = os.path.join(tmp, "tree")
os.makedirs(os.path.join(root, "src"))
h = os.path.join(root, "src", "a.h")
crlf = os.path.join(root, "src", "crlf.h")
with open(h, "wb") as f:
    f.write(b"struct A : B\n{\n  virtual int f () const;\n"
            b"  virtual int g ();\n};\nstruct C {}")       # no newline
with open(crlf, "wb") as f:
    f.write(b"struct D : B\r\n{\r\n};\r\n")
outside = os.path.join(tmp, "elsewhere.h")

A = loc(h, 1, 8)
F = loc(h, 3, 15)
G = loc(h, 4, 15)
D = loc(crlf, 1, 8)

one = report([
    sug("class", "A", ["A"], A, 3, fix=dict(loc(h, 1, 9), insert=" final")),
    sug("method", "A::f() const", ["A::f"], F, 2,
        fix=dict(loc(h, 3, 25), insert=" final"),
        hidden="replaced by the suggestion for A"),
    sug("method", "A::g()", ["A::g"], G, 1,
        fix=dict(loc(h, 4, 20), insert=" final")),
    sug("class", "D", ["D"], D, 1, fix=dict(loc(crlf, 1, 9), insert=" final")),
    sug("class", "Tpl", ["ns::Tpl"], loc(h, 6, 8), 5),      # no fix-it
    sug("class", "Far", ["Far"], loc(outside, 1, 8), 9,
        fix=dict(loc(outside, 1, 11), insert=" final")),
    sug("class", "Sup", ["Sup"], loc(h, 6, 9), 7, hidden="suppressed by Sup"),
    dict(sug("class", "Mac", ["Mac"], loc(h, 2, 8), 2),   # `struct Mac M :'
         final_macro=loc(h, 2, 12)),
])
# Another link derives from A (by name, qualified), overrides A::g (by
# position only, as a compile-time record gives it) and sees Far.
two = report([
    sug("class", "Far", ["Far"], loc(outside, 1, 8), 1),
    sug("class", "Sup", ["Sup"], loc(h, 6, 9), 1),
], blocked=[
    {"kind": "class", "name": "A", "keys": ["A"], "reason": "E derives from it"},
    {"kind": "method", "name": "A::g", "location": G,
     "reason": "E overrides it"},
    {"kind": "class", "name": "A::f", "keys": ["A::f"],
     "reason": "a class with a method's name blocks nothing"},
])

# A shared library's link: code outside may derive from Lib, whose
# methods it has no node of; its method suggested elsewhere is rejected.
three = report([], blocked=[
    {"kind": "class", "name": "ns::Lib", "keys": ["ns::Lib"],
     "reason": "code outside the LTO unit may derive from ns::Lib: x",
     "methods": "code outside the LTO unit may derive from ns::Lib: x"}])
lib = report([sug("method", "ns::Lib::hook()", ["ns::Lib::hook"],
                  loc(h, 9, 9), 4),
              sug("method", "ns::Library::hook()", ["ns::Library::hook"],
                  loc(h, 9, 19), 4)])
m3 = mf.merge([("lib", three), ("prog", lib)])
r3 = {r["name"]: r for r in m3["not_suggested"]}
check("ns::Lib::hook()" in r3 and r3["ns::Lib::hook()"]["link"] == "lib",
      "a method of a class outside code may derive from is rejected")
check([s["name"] for s in m3["suggestions"]] == ["ns::Library::hook()"],
      "only that class's methods")

m = mf.merge([("one", one), ("two", two)])
names = {s["name"]: s for s in m["suggestions"]}
rej = {r["name"]: r for r in m["not_suggested"]}
check("A" in rej and rej["A"]["link"] == "two"
      and rej["A"]["reason"] == "E derives from it", "rejected by name")
check("A::g()" in rej, "rejected by position")
check("A::f() const" in names and names["A::f() const"]["shown"],
      "a method replaced by a rejected class suggestion comes back")
check(names["Far"]["calls"] == 10 and names["Far"]["links"] == ["one", "two"],
      "one suggestion per declaration over the links, calls summed")
check(not names["Sup"]["shown"]
      and names["Sup"]["hidden"] == "suppressed by Sup",
      "the user's suppression holds for the project")
order = [s["name"] for s in m["suggestions"]]
check(order[:3] == ["Far", "Sup", "Tpl"], "ranked by weighted gain: %s" % order)

m2 = mf.merge([("one", one), ("two", two)], min_calls=3, limit=1)
n2 = {s["name"]: s for s in m2["suggestions"]}
check(n2["D"]["hidden"] == "below the threshold", "threshold over the links")
check(n2["Far"]["shown"] and n2["Tpl"]["hidden"] == "over the limit", "limit")

patch, notes = mf.make_patch(m, root)
text = patch.decode()
check("--- src/a.h\n+++ src/a.h\n" in text, "paths relative to the root")
check("+  virtual int f () const final;\n" in text, "method fix-it")
check("+struct D final : B\r\n" in text, "CR LF kept")
check(any("Far" in n and "outside" in n for n in notes), "outside the root")
check(any("Tpl" in n and "no fix-it" in n for n in notes), "no fix-it noted")
check(any("Mac" in n and "macro after its name (a.h:2:12)" in n
          for n in notes), "the macro noted where it stands for the fix-it")
check(m["suggestions"][[s["name"] for s in m["suggestions"]].index("Mac")]
      ["final_macro"]["line"] == 2
      and "final_macro" not in m["suggestions"][0],
      "final_macro kept where a link gave it, absent elsewhere")
check("virtual int g () final" not in text, "no fix-it of a rejected one")

# patch(1) applies it, and the files become what was asked.
subprocess.run(["patch", "-p0", "--quiet"], input=patch, cwd=root, check=True)
with open(h, "rb") as f:
    got = f.read()
check(got == b"struct A : B\n{\n  virtual int f () const final;\n"
      b"  virtual int g ();\n};\nstruct C {}", "patched header, last line kept")
with open(crlf, "rb") as f:
    check(f.read() == b"struct D final : B\r\n{\r\n};\r\n", "patched CR LF file")

# The command line: a directory of reports, bad input.
rdir = os.path.join(tmp, "reports")
os.makedirs(rdir)
import json
for name, r in (("one", one), ("two", two)):
    with open(os.path.join(rdir, name + ".final.json"), "w") as f:
        json.dump(r, f)
out = subprocess.run([sys.executable, TOOL, "-q", "-o",
                      os.path.join(tmp, "m.json"), rdir],
                     capture_output=True, text=True)
check(out.returncode == 0 and json.load(open(os.path.join(tmp, "m.json")))
      ["links"] == ["one", "two"], "directory of reports")
with open(os.path.join(tmp, "bad.json"), "w") as f:
    f.write("{ not json")
out = subprocess.run([sys.executable, TOOL, os.path.join(tmp, "bad.json")],
                     capture_output=True, text=True)
check(out.returncode != 0 and "cannot read report" in out.stderr,
      "unreadable report is an error")

print("%d failures" % unit_check.failures)
unit_check.exit_status()
