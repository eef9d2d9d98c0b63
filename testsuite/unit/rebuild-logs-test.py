#!/usr/bin/python3
"""Test of scripts/rebuild_lib/logs.py: the test counts of the harnesses
Debian's build systems print (automake, ctest, meson, DejaGnu; gtest and
cppunit programs run by hand), summed over several suites; ICE lines;
the plugin's diagnostics; the wrapper's link lines; and of report.py's
list of differences shown not to be defects of the plugin."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # the source tree may be read-only
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
from unit_check import check  # noqa: E402
import unit_check  # noqa: E402
from rebuild_lib import logs  # noqa: E402
from rebuild_lib import report  # noqa: E402
from rebuild_lib import build  # noqa: E402
import tempfile  # noqa: E402
import json  # noqa: E402

AUTOMAKE = """
============================================================================
Testsuite summary for libfoo 1.0
============================================================================
# TOTAL: 12
# PASS:  9
# SKIP:  1
# XFAIL: 1
# FAIL:  1
# XPASS: 0
# ERROR: 0
============================================================================
make[3]: Entering directory 'tests/more'
# TOTAL: 3
# PASS:  3
# SKIP:  0
# XFAIL: 0
# FAIL:  0
# XPASS: 0
# ERROR: 0
"""
c = logs.test_counts(AUTOMAKE)
check(c == {"passed": 13, "failed": 1, "skipped": 1, "formats": ["automake"]},
      f"automake, two suites summed: {c}")

CTEST = """
 1/20 Test  #1: unit ........   Passed    0.01 sec
19/20 Test #19: slow ........***Skipped   0.00 sec
20/20 Test #20: net .........***Failed    0.02 sec

95% tests passed, 1 tests failed out of 20

Total Test time (real) =   0.30 sec

The following tests did not run:
\t 19 - slow (Skipped)

The following tests FAILED:
\t 20 - net (Failed)
"""
c = logs.test_counts(CTEST)
check(c == {"passed": 18, "failed": 1, "skipped": 1, "formats": ["ctest"]},
      f"ctest with a skipped and a failed test: {c}")

MESON = """
Ok:                 40
Expected Fail:      1
Fail:               0
Unexpected Pass:    0
Skipped:            2
Timeout:            0
"""
c = logs.test_counts(MESON)
check(c == {"passed": 41, "failed": 0, "skipped": 2, "formats": ["meson"]},
      f"meson: {c}")

DEJAGNU = """
\t\t=== foo Summary ===

# of expected passes\t\t120
# of unexpected failures\t2
# of unsupported tests\t\t3
"""
c = logs.test_counts(DEJAGNU)
check(c == {"passed": 120, "failed": 2, "skipped": 3, "formats": ["dejagnu"]},
      f"DejaGnu: {c}")

BY_HAND = """
./test_runner
[==========] 30 tests from 4 test suites ran. (12 ms total)
[  PASSED  ] 28 tests.
[  SKIPPED ] 1 test, listed below:
[  FAILED  ] 1 test, listed below:
./cppunit_tests
OK (57 tests)
Run:  10   Failures: 1   Errors: 1
[doctest] test cases:  5 |  4 passed | 1 failed | 2 skipped
[doctest] assertions: 36 | 35 passed | 1 failed |
Pass 138, Fail 2
./unitTest -mpsDir=../Data/Sample
CoinMessageHandlerTest completed without error.
All tests completed successfully.
"""
c = logs.test_counts(BY_HAND)
check(c == {"passed": 236, "failed": 6, "skipped": 3,
            "formats": ["gtest", "cppunit", "doctest", "pass-fail",
                        "all-completed"]},
      f"gtest, cppunit, doctest, a program's Pass/Fail line and COIN-OR's verdict: {c}")
# Crypto++'s cryptest (libcrypto++'s rules run `cryptest v` and `tv all`):
# the test-vector files' totals and the validation's verdict.
CRYPTOPP = """passed:  Your machine is little endian.
Tests complete. Total tests = 283. Failed tests = 0.
Tests complete. Total tests = 15. Failed tests = 2.

All tests passed!

Seed used was 1796317776
Oops!  Not all tests passed.
"""
c = logs.test_counts(CRYPTOPP)
check(c == {"passed": 283 + 13 + 1, "failed": 2 + 1, "skipped": 0,
            "formats": ["cryptopp"]},
      f"Crypto++'s totals and verdicts: {c}")
check(logs.test_counts(AUTOMAKE + CRYPTOPP)["formats"] == ["automake"],
      "Crypto++'s lines under a harness are the harness's")
check(logs.test_counts("make[1]: Nothing to be done for 'check'.\n") is None,
      "no test report: None")
# A harness counts its programs: their own lines are not counted again.
c = logs.test_counts(AUTOMAKE + "[  PASSED  ] 500 tests.\n")
check(c["passed"] == 13, "a harness's programs' own lines are not added")

ICE = """foo.cc: In function 'int f()':
foo.cc:3:1: internal compiler error: Segmentation fault
0x1234 crash_signal
Please submit a full bug report, with preprocessed source (by using -freport-bug).
"""
check(logs.ices(ICE) == ["Please submit a full bug report, with preprocessed "
                         "source (by using -freport-bug).",
                         "foo.cc:3:1: internal compiler error: Segmentation fault"],
      f"ICE lines: {logs.ices(ICE)}")
check(logs.ices("warning: unused variable\n") == [], "no ICE")

DIAG = """lto1: note: tigdevirt: 'whole-program-visibility' left 2 of 2 class hierarchies open: the link exports every symbol
a.cc:4:8: warning: Declaring type 'A' final would enable devirtualization of 2 calls [-Wsuggest-final-types]
a.cc:9:2: warning: unused variable 'x' [-Wunused-variable]
lto1: note: tigdevirt: 'whole-program-visibility' left 2 of 2 class hierarchies open: the link exports every symbol
cc1plus: error: tigdevirt: unknown option 'x' in TIGDEVIRT_OPTIONS; valid keys are: ...
"""
d = logs.plugin_diagnostics(DIAG)
check(len(d) == 3 and d[0].startswith("lto1: note: tigdevirt:")
      and "-Wsuggest-final-types" in d[1] and "TIGDEVIRT_OPTIONS" in d[2],
      f"the plugin's diagnostics, once each, not GCC's others: {d}")

CPPUTEST = """
OK (850 tests, 798 ran, 1504 checks, 52 ignored, 0 filtered out, 64 ms)
Errors (2 failures, 518 tests, 516 ran, 1627 checks, 2 ignored, 0 filtered out, 9 ms)
"""
c = logs.test_counts(CPPUTEST)
check(c == {"passed": 1312, "failed": 2, "skipped": 54, "formats": ["cpputest"]},
      f"CppUTest's runner lines, two suites: {c}")

LINKS = """LINK 1.52 81234 0 1 35225 227 712435946af4c84e /b/src/.libs/libfoo.so.1.0.0
Command exited with non-zero status 1
LINK 0.20 1200 1 0 - - - /b/src/my prog
LINK 3.10 90000 0 1 4096 - - cpu=2.75 /b/src/cpu=x
"""
check(logs.link_records(LINKS) == [
    {"seconds": 1.52, "cpu_seconds": None, "peak_kb": 81234, "status": 0,
     "notes": 1, "text": 35225,
     "exported": 227, "exported_hash": "712435946af4c84e",
     "output": "/b/src/.libs/libfoo.so.1.0.0"},
    {"seconds": 0.2, "cpu_seconds": None, "peak_kb": 1200, "status": 1,
     "notes": 0, "text": None,
     "exported": None, "exported_hash": None, "output": "/b/src/my prog"},
    {"seconds": 3.1, "cpu_seconds": 2.75, "peak_kb": 90000, "status": 0,
     "notes": 1, "text": 4096, "exported": None, "exported_hash": None,
     "output": "/b/src/cpu=x"}],
      "the wrapper's link lines, before and after it measured CPU time")
# A relinked output's times add up; its CPU time only where both links
# measured it.
rel = build.link_results([
    {"seconds": 1.0, "cpu_seconds": 0.5, "peak_kb": 10, "output": "/s/a"},
    {"seconds": 2.0, "cpu_seconds": 1.25, "peak_kb": 30, "output": "/s/a"},
    {"seconds": 1.0, "cpu_seconds": None, "peak_kb": 10, "output": "/s/b"},
    {"seconds": 1.0, "cpu_seconds": 2.0, "peak_kb": 10, "output": "/s/b"}], "/s")
check([(l["output"], l["seconds"], l["cpu_seconds"], l["peak_kb"]) for l in rel]
      == [("a", 3.0, 1.75, 30), ("b", 2.0, None, 10)],
      f"relinks summed: {rel}")
# The link time ratio is of CPU time where both builds measured every
# common link, else of wall time.
def links(*ls):
    return {"links": [dict(output=o, seconds=w, cpu_seconds=c, peak_kb=100,
                           text=None) for o, w, c in ls]}
cost = report.link_cost(links(("a", 10.0, 2.0), ("b", 10.0, 2.0)),
                        links(("a", 20.0, 2.2), ("b", 20.0, 2.2)))
check(abs(cost[0] - 1.1) < 1e-9, f"CPU time's ratio, not the wall's: {cost}")
cost = report.link_cost(links(("a", 10.0, 2.0), ("b", 10.0, None)),
                        links(("a", 20.0, 2.2), ("b", 20.0, 2.2)))
check(abs(cost[0] - 2.0) < 1e-9, f"wall time's ratio when one link has no CPU time: {cost}")
# The peak-memory cell: the worst ratio's link, with its own increase
# (not the largest increase of another link).
small = {"links": [dict(output="s", seconds=1.0, cpu_seconds=1.0,
                        peak_kb=30720, text=None),
                   dict(output="b", seconds=1.0, cpu_seconds=1.0,
                        peak_kb=307200, text=None)]}
grown = {"links": [dict(output="s", seconds=1.0, cpu_seconds=1.0,
                        peak_kb=30720 + 2048, text=None),
                   dict(output="b", seconds=1.0, cpu_seconds=1.0,
                        peak_kb=307200 + 5120, text=None)]}
cost = report.link_cost(small, grown)
# .text: the baseline's largest link's, and summed over every link (a
# package's small test programs may grow where its library does not).
def sized(*ls):
    return {"links": [dict(output=o, seconds=1.0, cpu_seconds=1.0,
                           peak_kb=100, text=t) for o, t in ls]}
tc = report.link_cost(sized(("lib.so", 1000), ("t1", 100), ("t2", 100)),
                      sized(("lib.so", 1010), ("t1", 900), ("t2", 100)))
check(abs(tc.text - 1.01) < 1e-9 and abs(tc.text_all - 2010 / 1200) < 1e-9,
      f".text of the largest link and of all links: {tc.text} {tc.text_all}")
# Why a build failed: the first and last lines that say so, each once.
FAILED_LOG = """checking for g++... g++
x.cc:3:1: error: expected ';' before '}' token
make[2]: *** [Makefile:10: x.o] Error 1
make[2]: *** [Makefile:10: x.o] Error 1
y.cc:9:2: error: 'string_view' in namespace 'std' does not name a type
make[1]: *** [Makefile:20: all] Error 2
dh_auto_build: error: make -j2 returned exit code 2
"""
check(logs.failure_lines(FAILED_LOG) == [
    "x.cc:3:1: error: expected ';' before '}' token",
    "make[2]: *** [Makefile:10: x.o] Error 1",
    "make[1]: *** [Makefile:20: all] Error 2",
    "dh_auto_build: error: make -j2 returned exit code 2"],
      f"the failure's first and last lines: {logs.failure_lines(FAILED_LOG)}")
check(logs.failure_lines("all good\n") == [], "no failure lines in a clean log")
LOCKED = """dpkg: error: dpkg frontend lock was locked by /var/lib/tigdevirt/sid/usr/bin/apt-get process with pid 8061
lto1: note: and 44 more (see the tigdevirt dump)
x.cc:3:1: warning: tigdevirt: left open [-fplugin-arg-tigdevirt-x]
"""
check(logs.plugin_diagnostics(LOCKED) == [
    "lto1: note: and 44 more (see the tigdevirt dump)",
    "x.cc:3:1: warning: tigdevirt: left open [-fplugin-arg-tigdevirt-x]"],
      "a path through the chroot is not the plugin's diagnostic: "
      f"{logs.plugin_diagnostics(LOCKED)}")
failing = report.baseline_failures(
    {(12, "foo"): {"alone": {"status": "failed (2)",
                             "failure": ["x.cc:3:1: error: e"]}},
     (12, "bar"): {"alone": {"status": "ok"}},
     (16, "foo"): {"alone": {"status": "timeout"}}}, 12)
check(failing == ["- foo: failed (2): `x.cc:3:1: error: e`"],
      f"the baseline's failures of one GCC, with why: {failing}")
# A build whose rules go on past failed tests did not pass: it is the
# baseline's failure, and counts in neither column.
failing = report.baseline_failures(
    {(16, "zmq"): {"alone": {"status": "ok", "failure": ["FAIL: t_ipc"],
                             "tests": {"passed": 190, "failed": 2,
                                       "skipped": 38}}}}, 16)
check(failing == ["- zmq: built, 2 of 192 tests failed (its rules go on): "
                  "`FAIL: t_ipc`"],
      f"a build with failed tests is a baseline failure: {failing}")
check(report.passes({"status": "ok", "tests": {"failed": 0}})
      and report.passes({"status": "ok", "tests": None})
      and not report.passes({"status": "ok", "tests": {"failed": 1}})
      and not report.passes({"status": "failed (2)"})
      and not report.passes(None),
      "passes: built, and no test failed")
check(cost[4] == (True, 2.0, 2.0), f"the summed CPU times: {cost[4]}")
# The rebuild's sum keeps CPU-timed packages apart from wall-timed ones.
text = report.link_time_text({True: [10.0, 10.5, 2], False: [4.0, 8.0, 1]})
check("2 package(s) timed in CPU time: 10.0 s alone, 10.5 s with the "
      "plugin (1.050)" in text and "1 package(s) timed in wall time only: "
      "4.0 s alone, 8.0 s with the plugin (2.000)" in text,
      f"the summed link time: {text}")
check(report.peak_text(cost) == "1.067 (+2.0 MB)",
      f"the worst link's ratio and its increase: {report.peak_text(cost)}")
# A difference listed in the settled file goes to its own list with its
# fate, not among the defects; one of another variant or GCC does not.
with tempfile.NamedTemporaryFile("w", suffix=".settled", delete=False) as f:
    f.write("# comment\n"
            "12 foo default build failed | a flake of foo's: 3/40 alone, "
            "3/40 with the plugin\n"
            "malformed line without a fate\n")
settled = report.load_settled(f.name)
os.unlink(f.name)
check(settled == [("12", "foo", "default", "build failed",
                   "a flake of foo's: 3/40 alone, 3/40 with the plugin")],
      f"the settled file's entries: {settled}")
base = {"gcc": 12, "source": "foo", "variant": "alone", "status": "ok",
        "tests": {"passed": 3, "failed": 0, "skipped": 0}}
bad = dict(base, variant="default", status="failed (2)",
           tests={"passed": 2, "failed": 1, "skipped": 0})
text = report.render({(12, "foo"): {"alone": base, "default": bad,
                                    "wp": dict(bad, variant="wp")}}, settled,
                     relinks={})
defects = text.split("### Differences from GCC 12 alone")[1].split("###")[0]
shown = text.split("### Differences settled, GCC 12")[-1]
check("foo (default)" not in defects and "foo (wp): build failed" in defects,
      "a settled difference is not listed as a defect; another variant's is")
check("foo (default): build failed (2) (alone: ok): a flake of foo's" in shown,
      "the settled difference is listed with its fate")
# The totals' line counts a package whose default build differs only by
# settled differences apart from the passing ones, and not when a
# difference of its default build is open.
check("1 build and pass alone, 0 with the plugin (1 more whose differences "
      "are settled, below);" in text,
      "the totals count the settled package apart")
open_text = report.render({(12, "foo"): {"alone": base, "default": bad}},
                          [], relinks={})
check("1 build and pass alone, 0 with the plugin;" in open_text,
      "a package with an open difference is not counted as settled")

# GCC's warnings by option; one the plugin's build prints more often is a
# difference, one it prints as often (or a result without counts) is not.
W = ("a.cc:3:5: warning: array subscript 'S[0]' is partly outside array "
     "bounds of 'unsigned char [24]' [-Warray-bounds]\n"
     "b.cc:9:1: warning: unused variable 'x' [-Wunused-variable]\n"
     "  527 |       { _M_impl._M_del()(_M_impl._M_ptr); }\n"
     "c.cc:1:1: warning: array subscript 2 is above array bounds "
     "[-Warray-bounds]\n"
     "d.cc:2:2: warning: 'f' can be marked final [-Wsuggest-final-methods]\n")
w = logs.gcc_warnings(W)
check(w == {"-Warray-bounds": 2, "-Wunused-variable": 1,
            "-Wsuggest-final-methods": 1}, f"GCC's warnings by option: {w}")
alone = {"status": "ok", "warnings": {"-Wunused-variable": 1}}
more = dict(alone, warnings=w)
found = report.differences(alone, more)
check(found == ["2 more -Warray-bounds warning(s) than alone (0)"],
      f"the plugin's extra warnings are a difference: {found}")
check(report.differences(alone, dict(alone)) == []
      and report.differences({"status": "ok"}, more) == [],
      "as many warnings, or a baseline without counts: no difference")

# Where both builds name the places: a new place is a difference, the
# same place printed more often is not (libcmis: test-dummies.cxx:55:9
# printed 50 times alone, 54 with the plugin, in more test programs).
p = logs.gcc_warning_places(
    "/b/alone/src/a.cc:3:5: warning: x [-Warray-bounds]\n"
    "/b/alone/src/a.cc:3:5: warning: x [-Warray-bounds]\n"
    "lto1: warning: y [-Wodr]\n"
    "b.cc:9:1: warning: unused variable 'x' [-Wunused-variable]\n")
check(p == {"-Warray-bounds": ["a.cc:3:5"], "-Wunused-variable": ["b.cc:9:1"]},
      f"the places, base name and line, once each: {p}")
alone = {"status": "ok", "warnings": {"-Warray-bounds": 1},
         "warning_places": {"-Warray-bounds": ["a.cc:3:5"]}}
again = dict(alone, warnings={"-Warray-bounds": 4})
check(report.differences(alone, again) == [],
      "the same place more often: no difference")
moved = dict(again, warning_places={"-Warray-bounds": ["a.cc:3:5", "c.cc:1:1"]})
found = report.differences(alone, moved)
check(found == ["1 -Warray-bounds warning(s) where alone has none: c.cc:1:1"],
      f"a new place: a difference: {found}")

# Two builds that both fail: the baseline's failure, nothing compared but
# an ICE and the plugin's own diagnostics (thin-provisioning-tools' whole-
# program build warned of its dlopen, 2026-12-01; its tests fail alone).
failed = {"status": "failed (2)", "links": [], "warnings": {}}
stopped = dict(failed, links=[{"output": "/b/t", "status": 0, "notes": 0}],
               warnings={"-Warray-bounds": 1})
check(report.differences(failed, stopped) == []
      and report.differences(failed, dict(stopped, ices=["ICE x"]))
      == ["ICE: ICE x"],
      "a baseline that fails: an ICE is a difference, not its warnings")
warned = dict(stopped, diagnostics=["e.cc:12:1: warning: tigdevirt: dlopen"])
check(report.differences(failed, warned)
      == ["diagnostic: e.cc:12:1: warning: tigdevirt: dlopen"],
      "a baseline that fails: the plugin's diagnostic is a difference")
sugg = ("P.cpp:36:7: warning: declaring 'C' 'final' would make 1 polymorphic "
        "call direct; no class in the program derives from it "
        "[-Wsuggest-final-types]")
ok = {"status": "ok", "variant": "alone"}
more = ("lto1: note: 32 more 'final' suggestions, 77 calls in all "
        "('-fplugin-arg-tigdevirt-suggest-final-limit=0' shows them)")
check(report.differences(ok, dict(ok, variant="final", nocheck=True,
                                  diagnostics=[sugg, more]))
      == ["diagnostic: " + sugg, "diagnostic: " + more]
      and report.differences(ok, dict(ok, variant="default",
                                      diagnostics=[sugg]))
      == ["diagnostic: " + sugg],
      "a suggestion printed is a difference, also in the final build (it "
      "asks for the reports without the warnings)")

# The final build runs no tests (nocheck): its test counts are not
# compared, its code is, link by link, with default's.
with tempfile.TemporaryDirectory() as d:
    plugin = os.path.join(d, "tigdevirt.so")
    e = build.environment(12, "final", plugin, "/s", "/l", "/f")
    check(e["DEB_BUILD_OPTIONS"].endswith(" nocheck")
          and "nocheck" not in build.environment(12, "default", plugin, "/s",
                                                  "/l")["DEB_BUILD_OPTIONS"],
          f"final alone is built with nocheck: {e['DEB_BUILD_OPTIONS']}")
    quiet = os.path.join(d, "tigdevirt-rebuild-quiet-final.specs")
    check(all(f"-specs={quiet}" in e[v] and " -Wno-" not in e[v]
              for v in ("DEB_CXXFLAGS_APPEND", "DEB_LDFLAGS_APPEND"))
          and "+ -Wno-suggest-final-types -Wno-suggest-final-methods\n"
          in open(quiet).read(),
          "final's -Wno-suggest-final-* in a specs file (libtool keeps it): "
          f"{e['DEB_LDFLAGS_APPEND']}")
alone = {"status": "ok", "tests": {"passed": 3, "failed": 0, "skipped": 0}}
final = {"status": "ok", "tests": None, "nocheck": True}
check(report.differences(alone, final) == []
      and report.differences(alone, dict(final, nocheck=False))
      == ["tests None (alone: (3, 0, 0))"],
      "a nocheck build's missing test counts are no difference")
check(report.tests_text(final) == "ok, tests not run (nocheck)",
      f"and say so: {report.tests_text(final)}")
lib = {"output": "/b/lib/libfoo.so.1", "status": 0, "text": 1000}
default = {"links": [lib, {"output": "/b/probe", "status": 1, "text": 5}]}
same = {"links": [dict(lib)]}
grown = {"links": [dict(lib, text=1008), {"output": "/b/t", "status": 0,
                                          "text": 7}]}
check(report.final_code(default, same) == []
      and report.final_code(default, grown)
      == ["libfoo.so.1: .text 1008 bytes (default: 1000): the suggestions "
          "changed the code"],
      f"final's code against default's: {report.final_code(default, grown)}")

# Each fact kind's reach: merged over the links, and tabled per mode.
with tempfile.TemporaryDirectory() as d:
    for i, (used, direct) in enumerate(((2, 1), (3, 3))):
        with open(os.path.join(d, f"l{i}.stats.json"), "w") as f:
            json.dump({"stage": "wpa", "output": f"/b/p{i}",
                       "allocation_types": {"by_source": {
                           "new": {"used": used, "direct": direct,
                                   "dispatched": 0}}}}, f)
    m = build.merged_stats(d)
check(m["by_source"] == {"new": {"used": 5, "direct": 4, "dispatched": 0}},
      f"by_source summed over the links: {m.get('by_source')}")
res = {(12, "p"): {"alone": {"status": "ok", "links": []},
                   "default": {"status": "ok", "links": [], "plugin": "x",
                               "decisions": m}}}
txt = report.render(res, settled={}, relinks={})
check("| default | new | 5 | 4 | 0 | 1 |" in txt,
      "the report tables each fact kind's reach")

# A shared library's exported names that differ from the baseline's are
# named in the plugin build's result, from the lists kept with the logs,
# and in the report.
with tempfile.TemporaryDirectory() as d:
    here_dir, alone_dir = os.path.join(d, "here"), os.path.join(d, "alone")
    os.makedirs(here_dir)
    os.makedirs(alone_dir)
    src, asrc = "/w/gcc12/foo/default/src", "/w/gcc12/foo/alone/src"
    raw = src + "/lib/../lib/.libs/libfoo.so.1"
    with open(os.path.join(here_dir, build.exported_file(raw)), "w") as f:
        f.write("a\nb\n_ZN3Foo3barEv\n")
    with open(os.path.join(alone_dir, build.exported_file(
            asrc + "/lib/../lib/.libs/libfoo.so.1")), "w") as f:
        f.write("a\nb\nc\n")
    ls = [{"output": "lib/.libs/libfoo.so.1", "exported_hash": "x"},
          {"output": "prog", "exported_hash": None}]
    build.exported_differences(ls, {"lib/.libs/libfoo.so.1": raw, "prog": src + "/prog"},
                               here_dir, src, alone_dir, asrc)
    check(ls[0].get("exported_diff") == {"added": ["_ZN3Foo3barEv"], "removed": ["c"]}
          and "exported_diff" not in ls[1],
          f"the exported names that differ: {ls}")
    base = {"status": "ok", "links": [{"output": "lib/.libs/libfoo.so.1", "status": 0,
                                       "exported": 3, "exported_hash": "y"}]}
    r = {"status": "ok", "links": [dict(ls[0], status=0, exported=3, notes=1)]}
    found = [x for x in report.differences(base, r) if "exports" in x]
    check(found == ["libfoo.so.1 exports 3 symbols (alone: 3); only with the plugin: "
                    "`_ZN3Foo3barEv`; only alone: `c`"],
          f"the report names them: {found}")

print(f"{unit_check.failures} failures")
unit_check.exit_status()
