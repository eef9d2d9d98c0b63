#!/usr/bin/env python3
"""Unit test of scripts/corpus_hot_calls.py (no GCC needed): the dumps of
one made-up link in every variant, written to a temporary build tree, and
the table read back: ranking by count, a call matched across variants by
location, caller and slot, GCC's clone names, an ICF-merged target, the
ipa-profile verdicts and Clang's remarks."""

import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # the source tree may be read-only
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
sys.path.insert(0, HERE)
import corpus_hot_calls as hc  # noqa: E402
from unit_check import check, exit_status  # noqa: E402


CTX = "context=[outer=S offset=0 in-construction=no derived=maybe]"
PGO = f"""\
call 0 a.cc:10:5 caller=World::step(int) otr=Shape token=2 {CTX} incomplete 3: Box::area() const Circle::area() const Tri::area() const count=9000
call 1 a.cc:20:7 caller=World::report() otr=Listener token=5 {CTX} incomplete 1: Listener::pre(int) count=500
call 2 a.cc:30:9 caller=main otr=Shape token=3 {CTX} incomplete 3: Box::~Box() [deleting] Circle::~Circle() [deleting] Tri::~Tri() [deleting] count=3
call 3 a.cc:40:1 caller=World::idle() otr=Shape token=2 {CTX} incomplete 3: Box::area() const Circle::area() const Tri::area() const
decision 0 speculative Circle::area() const, Box::area() const (source=profile frequency=9000.00 shares=0.60,0.30 growth=12 guards=fnptr,fnptr)
decision 1 none: GCC's guards cover every likely target
decision 2 none: call is cold
decision 3 none: call is cold
"""
PLUGIN = f"""\
call 0 a.cc:10:5 caller=World::step(int) otr=Shape token=2 {CTX} incomplete 3: Box::area() const Circle::area() const Tri::area() const
call 1 a.cc:20:7 caller=World::report() otr=Listener token=5 {CTX} incomplete 1: Listener::post(int)
decision 0 speculative Box::area() const, Circle::area() const + direct Tri::area() const (source=static frequency=8.00 shares=0.33,0.33,0.33 growth=20 guards=fnptr,fnptr,none)
decision 1 full Listener::post(int)
"""
GCC_DEVIRT = """\


Procesing function _ZN5World4stepEi.part.0/77
  Targets of polymorphic call of type 3:struct Shape token 2
    Outer type (dynamic):struct Shape (or a derived type) offset 0
       Box::area Circle::area Tri::area
More than one likely target


Procesing function report/78
  Targets of polymorphic call of type 4:struct Listener token 5
       Listener::pre

Dropping polymorphic call info; it cannot be used by ipa-prop
Indirect call -> speculative call report/78 => pre/12
"""
GCC_PROFILE = """\
Indirect call -> direct call from other module step/77 => area/40, prob 0.60
Indirect call -> speculative call step/77 => area/40
Indirect call -> direct call from other module step/77 => area/41, prob 0.30
Not speculating: probability is too low.
Indirect call -> direct call from other module report/78 => post/13, prob 1.00
Indirect call -> speculative call report/78 => post/13
"""
CLANG = """\
--- !Passed
Pass:            wholeprogramdevirt
Name:            single-impl
Function:        _ZN5World6reportEv
Args:
  - Optimization:    single-impl
  - String:          ': devirtualized a call to '
  - FunctionName:    _ZN8Listener4postEi.llvm.merged
...
--- !Passed
Pass:            wholeprogramdevirt
Name:            Devirtualized
Function:        _ZN8Listener4postEi
Args:
  - String:          devirtualized
  - FunctionName:    _ZN8Listener4postEi
...
"""

with tempfile.TemporaryDirectory() as root:
    def put(variant, name, text):
        d = os.path.join(root, variant)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, name), "w") as f:
            f.write(text)
    put("plugin-pgo", "prog.wpa.342i.tigdevirt", PGO)
    put("plugin", "prog.wpa.342i.tigdevirt", PLUGIN)
    put("gcc", "prog.wpa.080i.devirt", GCC_DEVIRT)
    put("gcc-pgo", "prog.wpa.080i.devirt", GCC_DEVIRT)
    put("gcc-pgo", "prog.wpa.078i.profile_estimate", GCC_PROFILE)
    put("clang-wpd", "prog.remarks.yaml", CLANG)
    # The link of another program in the same tree is not read.
    put("plugin", "other.wpa.342i.tigdevirt", PGO.replace("count=9000",
                                                          "count=1"))

    t = hc.hot_calls(root, "prog", ["gcc", "gcc-pgo", "plugin",
                                    "plugin-pgo", "clang-wpd"], n=2)
    print("\n".join(t))
    check(t[0].startswith("| # | call | count | targets | gcc | gcc-pgo | "
                          "plugin | plugin-pgo | clang-wpd |"), "header")
    check(len(t) == 4, "two rows: the n hottest, no call without a count")
    row1, row2 = t[2].split(" | "), t[3].split(" | ")
    check("a.cc:10:5" in row1[1] and row1[2] == "9000" and row1[3] == "3",
          "hottest first, with its count and number of targets")
    check(row1[4] == "none (more than one likely target)",
          "GCC alone: a clone's mangled name matched to the caller")
    check(row1[5].startswith("guarded area 60%; not area 30% "
                             "(probability is too low)"),
          "GCC with a profile: ipa-profile's verdicts")
    check(row1[6] == "dispatch: Box, Circle + direct Tri (source=static)",
          "plugin: a dispatch")
    check(row1[7] == "2 guards: Circle, Box (source=profile)",
          "plugin-pgo: its guards in decision order")
    check(row1[8].rstrip(" |") == "no remark", "clang: no remark")
    check(row2[4] == "1 guard: pre", "GCC alone's speculative guess")
    check(row2[5].startswith("guarded post 100%"),
          "an ICF-merged target (post named pre at WPA) still matched")
    check(row2[6] == "direct: Listener", "plugin: full devirtualization")
    check(row2[8].rstrip(" |") == "single-impl: Listener",
          "clang: a single-impl remark, the .llvm.merged copy named as the "
          "original")

    check(hc.hot_calls(os.path.join(root, "none"), "prog", ["gcc"]) == [],
          "no plugin-pgo dump: no table")

exit_status()
