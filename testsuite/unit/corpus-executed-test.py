#!/usr/bin/env python3
"""Unit test of scripts/corpus' executed-indirect-calls columns and its
profile-guided variants (no GCC, valgrind or sid chroot needed): the
per-site counts of scripts/hot_code.py's reader summed and ranked
(corpus_lib.timing), the objects a workload counts (the program and the
package's shared libraries, links resolved), a callgrind profile's total,
the report's count cells with ratios to GCC alone and to GCC's own
profile-guided build, the most executed sites matched to tigdevirt's dump
by function (corpus_hot_calls.function_key, site_calls), and the PGO
variants' names, twins, baselines and profile directories (GCC 12's and
GCC 16's apart)."""

import collections
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # the source tree may be read-only
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
from unit_check import check, exit_status  # noqa: E402
import corpus_hot_calls as hc  # noqa: E402
import hot_code  # noqa: E402
from corpus_lib import common, hot_sites, report, timing, variants  # noqa: E402
from corpus_recipes import Workload  # noqa: E402


# --- counting (corpus_lib.timing) ---------------------------------------

SITES = {0x1207: ("call", "World::step(int)"),
         0x120c: ("call", "World::step(int)"),
         0x1306: ("jmp", "Shape::dispatch() const"),
         0x1400: ("switch", "Shape::support() const")}
per_obj = {
    "/b/prog": timing.by_site(collections.Counter({0x1207: 103, 0x1306: 60,
                                                   0x1400: 900}), SITES),
    "/b/libfoo.so.1.2": timing.by_site(collections.Counter({0x1207: 500}),
                                       {0x1207: ("call", "Foo::run()")}),
    "/b/unreadable": None,
}
check(per_obj["/b/prog"][("call", "World::step(int)", 0x1207)] == 103,
      "by_site: an address becomes (kind, function, address)")
check(timing.executed_totals(per_obj) == {"calls": 603, "jumps": 60,
                                          "switches": 900},
      "executed_totals: calls, jumps and switch jumps summed over the "
      "objects, an unreadable object skipped (603 calls, 60 jumps, 900 "
      "switch jumps)")
check(timing.executed_totals({"/b/x": None}) is None,
      "executed_totals: nothing counted is None, not 0")
top = timing.top_sites(per_obj)
check([r[0] for r in top] == [500, 103, 60],
      "top_sites: most executed first, across objects; not a switch's "
      "jump table")

# A switch's jump table told from a tail call (hot_code.is_jump_table),
# objdump's lines of GCC's x86-64 code.
def L(text):
    return "   40ae0:\t" + text
pic = [L("cmpl   $0xd,0x8(%rdi)"), L("lea    0x2f845(%rip),%rcx"),
       L("movslq (%rcx,%rdx,4),%rdx"), L("add    %rcx,%rdx")]
check(hot_code.is_jump_table(L("jmp    *%rdx"), pic),
      "is_jump_table: PIC's table offset added to its base")
check(hot_code.is_jump_table(L("notrack jmp *%rdx"), pic),
      "is_jump_table: the same under -fcf-protection (notrack)")
check(not hot_code.is_jump_table(L("jmp    *%rax"), pic),
      "is_jump_table: another register than the sum's")
check(hot_code.is_jump_table(
    L("jmp    *%rax"), [L("movslq 0x0(%r13,%rax,4),%rax"), L("add    %r13,%rax")]),
      "is_jump_table: a base in %r13, printed with its zero displacement")
check(not hot_code.is_jump_table(
    L("jmp    *%rax"), [L("movslq 0x8(%r13,%rax,4),%rax"), L("add    %r13,%rax")]),
      "is_jump_table: a load at an offset from an object is not")
check(hot_code.is_jump_table(L("jmp    *0x4a2b40(,%rax,8)"), []),
      "is_jump_table: without PIC, an indexed load of the target")
check(not hot_code.is_jump_table(
    L("jmp    *%rdx"), [L("mov    (%rdi),%rdx"), L("mov    0x88(%rdx),%rdx")]),
      "is_jump_table: a virtual tail call through a register is not")
check(not hot_code.is_jump_table(L("jmp    *0x10(%rax)"),
                                 [L("mov    (%rdi),%rax")]),
      "is_jump_table: a virtual tail call through memory is not")
check(not hot_code.is_jump_table(
    L("jmp    *%rdx"), [L("movslq (%rcx,%rdx,4),%rdx"), L("add    %rsi,%rdx")]),
      "is_jump_table: an offset added to another base is not")
check(top[0][3] == "libfoo.so.1.2" and top[0][2] == "Foo::run()",
      "top_sites: a row names its function and its object's file name")
check(len(timing.top_sites(per_obj, n=2)) == 2, "top_sites: N rows at most")

with tempfile.TemporaryDirectory() as tmp:
    prof = os.path.join(tmp, "callgrind.out")
    with open(prof, "w") as f:
        f.write("# callgrind format\nversion: 1\npositions: instr line\n"
                "events: Ir\nob=(1) /b/prog\nfn=(1) main\n0x10 1 5\n"
                "totals: 123456\n")
    check(hot_code.profile_instructions(prof) == 123456,
          "profile_instructions: the totals: line")
    with open(prof, "w") as f:
        f.write("events: Ir\nsummary: 77 3\n")
    check(hot_code.profile_instructions(prof) == 77,
          "profile_instructions: a summary: line, its first event")
    with open(prof, "w") as f:
        f.write("events: Ir\n")
    check(hot_code.profile_instructions(prof) is None,
          "profile_instructions: no total is None")

    # package_objects: the program, then the libraries, links resolved.
    os.makedirs(os.path.join(tmp, "bin"))
    for name in ("bin/prog", "libfoo.so.1.2.3"):
        open(os.path.join(tmp, name), "w").close()
    os.symlink("libfoo.so.1.2.3", os.path.join(tmp, "libfoo.so.1"))
    os.symlink("libfoo.so.1", os.path.join(tmp, "libfoo.so"))
    real = os.path.realpath(tmp)
    w = Workload(name="w", cmd=["./bin/prog"], program="bin/prog",
                 libs=["libfoo.so", "libfoo.so.1*"])
    check(timing.package_objects(tmp, w) == [
        os.path.join(real, "bin/prog"), os.path.join(real, "libfoo.so.1.2.3")],
        "package_objects: program first, each library once by its real "
        "file name (the name callgrind reports)")
    check(timing.package_objects(tmp, Workload(name="w", cmd=["x"])) == [],
          "package_objects: no program, nothing counted")
    check(timing.package_objects(tmp, Workload(
        name="w", cmd=["x"], program="bin/prog", libs=["nothing.so"])) ==
        [os.path.join(real, "bin/prog")],
        "package_objects: a library glob that matches nothing is left out")


# --- the report's cells --------------------------------------------------

check(report.count_cell(1000, [2000, 500]) == "1,000 (0.500; 2.000)",
      "count_cell: ratios to GCC alone, then to GCC's PGO build")
check(report.count_cell(1234567, [], 4) == "1,234,567",
      "count_cell: the baseline itself has no ratio")
check(report.count_cell(5, [None, 0]) == "5 (-; -)",
      "count_cell: a base not counted, or 0 under a count, is `-'")
check(report.count_cell(0, [0]) == "0 (1.000)",
      "count_cell: none executed where the base executes none: 1")
check(report.count_cell(None, [7]) == "-", "count_cell: not counted")


# --- executed sites against tigdevirt's dump -----------------------------

check(hc.function_key("void Tree::query<Cb>(Cb*, AABB const&) const "
                      "[clone .isra.0]") == "Tree::query<Cb>",
      "function_key: return type, parameters and clone note dropped")
check(hc.function_key("(anonymous namespace)::Foo::bar() const")
      == "Foo::bar", "function_key: anonymous namespace dropped")
check(hc.function_key("Foo::operator()(int)") == "Foo::operator()",
      "function_key: operator() keeps its name")
check(hc.function_key("std::map<int, int>::find(int const&)")
      == hc.function_key("std::map<int,int>::find(const int&)"),
      "function_key: spaces inside template arguments do not matter")

CTX = "context=[outer=S offset=0 in-construction=no derived=maybe]"
DUMP = f"""\
call 0 a.cc:10:5 caller=World::step(int) otr=Shape token=2 {CTX} incomplete 3: Box::area() const Circle::area() const Tri::area() const count=9000
call 1 a.cc:11:5 caller=World::step(int) otr=Joint token=3 {CTX} complete 1: Rev::solve()
call 2 a.cc:12:5 caller=World::step(int) otr=Listener token=4 {CTX} incomplete 1: L::pre(int) count=20
call 3 a.cc:13:5 caller=World::step(int) otr=Shape token=5 {CTX} complete 2: Box::n() const Circle::n() const count=50
call 4 a.cc:14:5 caller=World::step(int) otr=Shape token=6 {CTX} complete 2: Box::k() const Circle::k() const
call 5 a.cc:30:1 caller=Other::run() otr=Shape token=2 {CTX} incomplete 3: Box::area() const Circle::area() const Tri::area() const count=99999
call 6 b.cc:1:1 caller=Iter::seek(int) otr=Cmp token=2 {CTX} incomplete 2: A::cmp() const B::cmp() const
call 7 b.cc:2:1 caller=Iter::seek(int) otr=Cmp token=2 {CTX} incomplete 2: A::cmp() const B::cmp() const
call 8 b.cc:2:1 caller=Iter::seek(int) otr=Cmp token=2 {CTX} incomplete 2: A::cmp() const B::cmp() const
decision 0 speculative Circle::area() const, Box::area() const (source=profile frequency=9000.00 shares=0.60,0.30 growth=12 guards=fnptr,fnptr)
decision 1 full Rev::solve()
decision 2 none: call is cold
decision 3 speculative Box::n() const + direct Circle::n() const (source=profile frequency=50.00 shares=0.5,0.5 growth=4 guards=fnptr,none)
decision 4 uniform-return 1
decision 5 none: over the speculation budget
decision 6 none: call is cold
decision 7 speculative A::cmp() const (source=static frequency=3.50 shares=0.50 growth=5 guards=fnptr)
decision 8 none: over the speculation budget (source=static frequency=27.39)
"""
with tempfile.TemporaryDirectory() as tmp:
    bdir = os.path.join(tmp, "pkg", "plugin-pgo")
    os.makedirs(bdir)
    with open(os.path.join(bdir, "prog.wpa.081i.tigdevirt"), "w") as f:
        f.write(DUMP)
    calls, decisions = hc.read_plugin_dump(
        hc.find_dump(bdir, "prog", "tigdevirt"))
    got = hc.site_calls("World::step(int) [clone .constprop.0]", calls,
                        decisions)
    check([c["id"] for c, _ in got] == [0, 2],
          "site_calls: the caller's calls left indirect, most measured "
          "first; direct, dispatched and constant ones left out")
    check(got[1][1] == "none: call is cold",
          "site_calls: each with its decision")
    check([c["id"] for c, _ in hc.site_calls("Iter::seek(int)", calls,
                                               decisions)] == [7, 6],
          "read_plugin_dump: one call per location, caller and slot")
    every, _ = hc.read_plugin_dump(hc.find_dump(bdir, "prog", "tigdevirt"),
                                   every=True)
    got = hc.site_calls("Iter::seek(int)", every, decisions)
    check([c["id"] for c, _ in got] == [8, 7, 6],
          "site_calls: every copy of a call (every=True), and without "
          "counts the decisions' estimated frequency orders them (a call "
          "the budget cut gives it too)")
    check(hc.short_decision(got[0][1]) == "none (over the speculation "
          "budget; source=static frequency=27.39)",
          "short_decision: a cut call's estimate after its reason")
    check(hc.decision_frequency(None) == 0.0
          and hc.decision_frequency("none: call is cold") == 0.0,
          "decision_frequency: 0 where the decision gives none")
    check(hc.site_calls("main", calls, decisions) == [],
          "site_calls: a function without calls in the dump: none")

    # The report's section: one plugin variant's most executed sites.
    saved = (hot_sites.BUILD_DIR, list(hot_sites.VARIANTS))
    hot_sites.BUILD_DIR = tmp
    hot_sites.VARIANTS[:] = ["gcc-pgo", "plugin-pgo"]
    timings = {"bench": (["./prog"], {
        "_pkg": "pkg",
        "_executed": {
            "gcc-pgo": {"totals": {"calls": 9, "jumps": 0},
                        "sites": [(9, "call", "World::step(int)", "prog",
                                   0x10)]},
            "plugin-pgo": {"totals": {"calls": 7, "jumps": 1},
                           "sites": [(6, "call", "World::step(int)", "prog",
                                      0x20),
                                     (1, "jmp", "__libc_csu_init", "prog",
                                      0x30)]}}})}
    sec = hot_sites.executed_sites_section(timings)
    hot_sites.BUILD_DIR = saved[0]
    hot_sites.VARIANTS[:] = saved[1]
    text = "\n".join(sec)
    check(sec and sec[0].startswith("## The most executed indirect calls"),
          "executed_sites_section: a section when a plugin variant counted")
    check("[gcc-pgo]" not in text and "**bench [plugin-pgo]**" in text,
          "executed_sites_section: plugin variants only")
    check("`a.cc:10:5` `Shape` slot 2 count=9000: 2 guards: Circle, Box "
          "(source=profile)" in text,
          "executed_sites_section: the dump's call and its decision")
    check("no virtual call of this function left indirect" in text,
          "executed_sites_section: a site with no call of the dump says so")


# --- the profile-guided variants -----------------------------------------

for v in ("plugin-wp-pgo", "gcc16-pgo", "plugin16-pgo", "plugin16-wp-pgo"):
    check(v in common.ALL_VARIANTS and v in common.PGO_VARIANTS,
          f"{v} is a variant and profile-guided")
check(all(v in common.PLUGIN_VARIANTS for v in
          ("plugin-wp-pgo", "plugin16-pgo", "plugin16-wp-pgo"))
      and "gcc16-pgo" not in common.PLUGIN_VARIANTS,
      "the plugin's PGO variants load the plugin, gcc16-pgo does not")
check([common.gcc12_twin(v) for v in ("gcc16-pgo", "plugin16-pgo",
                                      "plugin16-wp-pgo", "pgo-train16",
                                      "plugin-wp-pgo")]
      == ["gcc-pgo", "plugin-pgo", "plugin-wp-pgo", "pgo-train",
          "plugin-wp-pgo"], "gcc12_twin of the GCC 16 PGO names")
check(common.is_gcc16(common.PGO_TRAIN16)
      and not common.is_gcc16(common.PGO_TRAIN)
      and common.is_gcc16("plugin16-wp-pgo"),
      "is_gcc16: GCC 16's instrumented build and PGO variants")
check([common.pgo_baseline(v) for v in ("plugin-wp-pgo", "plugin16-pgo",
                                        "gcc-pgo", "plugin", "gcc16")]
      == ["gcc-pgo", "gcc16-pgo", "gcc-pgo", None, None],
      "pgo_baseline: GCC's own PGO build of the same compiler")
check([common.pgo_train_of(v) for v in ("plugin-wp-pgo", "gcc16-pgo")]
      == [common.PGO_TRAIN, common.PGO_TRAIN16],
      "pgo_train_of: each compiler's own instrumented build")
g12 = variants.pgo_flags("plugin-wp-pgo", "box2d")
g16 = variants.pgo_flags("plugin16-wp-pgo", "box2d")
t16 = variants.pgo_flags(common.PGO_TRAIN16, "box2d")
check("-fprofile-use=" in g12 and g12.split()[0].endswith("/pgo-profile"),
      "GCC 12 PGO builds read pgo-profile")
check(g16.split()[0].endswith("/pgo-profile16")
      and t16.split()[0] == "-fprofile-generate="
      + g16.split()[0].split("=", 1)[1],
      "GCC 16 PGO builds read pgo-profile16, which GCC 16's training wrote")
check(variants.pgo_flags("plugin-wp", "box2d") == "",
      "no profile flags without PGO")
f = variants.flags("plugin-wp-pgo", "$P", "box2d")
check("-fplugin-arg-tigdevirt-whole-program-visibility" in f["CXXFLAGS"]
      and "-fprofile-use=" in f["LDFLAGS"]
      and "-fdump-ipa-profile_estimate" in f["LDFLAGS"],
      "plugin-wp-pgo: whole-program mode, the profile and GCC's "
      "ipa-profile dump")

exit_status()
