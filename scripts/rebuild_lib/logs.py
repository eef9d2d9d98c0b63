# scripts/rebuild_lib/logs.py - what a package's build log says, read the
# same way for every package (no recipe per package): the test suites'
# counts in the formats Debian's build systems print them, the compiler's
# internal errors, and every diagnostic the plugin printed.  Pure
# functions of the text (testsuite/unit/rebuild-logs-test.py).

import re

# Each format: a pattern and how its groups give (passed, failed, skipped).
# Several suites in one log (per directory, per Python version) add up.
AUTOMAKE = re.compile(r"^# (TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR): +(\d+)",
                      re.M)
CTEST = re.compile(r"^\s*\d+% tests passed, (\d+) tests? failed out of (\d+)",
                   re.M)
CTEST_SKIP = re.compile(r"^\s*\d+ - .*\((?:Skipped|Not Run|Disabled)\)", re.M)
MESON = re.compile(r"^(Ok|Expected Fail|Fail|Unexpected Pass|Skipped|Timeout):"
                   r"\s+(\d+)", re.M)
DEJAGNU = re.compile(r"^# of (expected passes|unexpected failures|unexpected "
                     r"successes|expected failures|unresolved testcases|"
                     r"untested testcases|unsupported tests)\s+(\d+)", re.M)
GTEST_PASSED = re.compile(r"^\[  PASSED  \] (\d+) tests?\.", re.M)
GTEST_FAILED = re.compile(r"^\[  FAILED  \] (\d+) tests?, listed below", re.M)
GTEST_SKIPPED = re.compile(r"^\[  SKIPPED \] (\d+) tests?, listed below", re.M)
CPPUNIT_OK = re.compile(r"^OK \((\d+)(?: tests?)?\)", re.M)
CPPUNIT_FAIL = re.compile(r"^Run:\s+(\d+)\s+Failures?:\s+(\d+)\s+Errors?:\s+(\d+)",
                          re.M)
# CppUTest's runner: "OK (850 tests, 798 ran, 1504 checks, 52 ignored, 0
# filtered out, 64 ms)", or "Errors (2 failures, 850 tests, ...)".
CPPUTEST = re.compile(r"^(?:OK|Errors) \((?:(\d+) failures?, )?(\d+) tests?, "
                      r"(\d+) ran, \d+ checks?, (\d+) ignored", re.M)
# doctest's summary ("[doctest] test cases:  5 |  5 passed | 0 failed |
# 0 skipped": box2d's unit_test).
DOCTEST = re.compile(r"^\[doctest\] test cases:\s*\d+ \|\s*(\d+) passed \|"
                     r"\s*(\d+) failed \|\s*(\d+) skipped", re.M)
# A test program's own total line ("Pass 138, Fail 0": tinyxml's).
PASS_FAIL = re.compile(r"^Pass (\d+), Fail (\d+)\s*$", re.M)
# COIN-OR's unitTest (CoinUtils, Osi, Cgl, Cbc), one program whose
# checks abort it on failure: its last line is its verdict.
ALL_COMPLETED = re.compile(r"^All tests completed successfully\.?\s*$", re.M)
# Crypto++'s cryptest: each test-vector file's total ("Tests complete.
# Total tests = 283. Failed tests = 0.") and the validation's verdict.
CRYPTOPP_TOTAL = re.compile(r"^Tests complete\. Total tests = (\d+)\. "
                            r"Failed tests = (\d+)\.", re.M)
CRYPTOPP_VERDICT = re.compile(r"^(All tests passed!|Oops!\s+Not all tests "
                              r"passed)", re.M)
ICE = re.compile(r"internal compiler error|Please submit a full bug report|"
                 r"^\S*(?:cc1plus|lto1|cc1): .*(?:Segmentation fault|Aborted)",
                 re.M)
# The plugin's own diagnostics: GCC's "file:line:col: warning: ..." (or
# "lto1: note: ...") whose text names the plugin, and the -Wsuggest-final
# warnings it makes.  A path through the sid chroot's directory
# (/var/lib/tigdevirt/sid) names the plugin too, in dpkg's errors that
# are not the plugin's (exempi, 2026-12-04): the name is not a path's part.
PLUGIN_DIAG = re.compile(r"^(?:[^\n]*?: )?(?:error|warning|note): [^\n]*"
                         r"(?:(?<!/)tigdevirt(?!/)|-Wsuggest-final)[^\n]*$",
                         re.M)


def test_counts(text):
    """{"passed", "failed", "skipped", "formats"} summed over every test
    report the log holds, or None if it holds none."""
    passed = failed = skipped = 0
    formats = []
    auto = {}
    for m in AUTOMAKE.finditer(text):
        auto.setdefault(m.group(1), []).append(int(m.group(2)))
    if auto.get("TOTAL"):
        formats.append("automake")
        passed += sum(auto.get("PASS", [])) + sum(auto.get("XFAIL", []))
        failed += sum(auto.get("FAIL", [])) + sum(auto.get("XPASS", [])) \
            + sum(auto.get("ERROR", []))
        skipped += sum(auto.get("SKIP", []))
    ct = CTEST.findall(text)
    if ct:
        formats.append("ctest")
        skip = len(CTEST_SKIP.findall(text))
        for f, total in ct:
            failed += int(f)
            passed += int(total) - int(f)
        passed -= skip
        skipped += skip
    me = {}
    for m in MESON.finditer(text):
        me.setdefault(m.group(1), []).append(int(m.group(2)))
    if "Ok" in me:
        formats.append("meson")
        passed += sum(me.get("Ok", [])) + sum(me.get("Expected Fail", []))
        failed += sum(me.get("Fail", [])) + sum(me.get("Unexpected Pass", [])) \
            + sum(me.get("Timeout", []))
        skipped += sum(me.get("Skipped", []))
    dg = {}
    for m in DEJAGNU.finditer(text):
        dg.setdefault(m.group(1), []).append(int(m.group(2)))
    if dg:
        formats.append("dejagnu")
        passed += sum(dg.get("expected passes", [])) \
            + sum(dg.get("expected failures", []))
        failed += sum(dg.get("unexpected failures", [])) \
            + sum(dg.get("unexpected successes", [])) \
            + sum(dg.get("unresolved testcases", []))
        skipped += sum(dg.get("untested testcases", [])) \
            + sum(dg.get("unsupported tests", []))
    # Test programs run by hand from debian/rules or a Makefile: only
    # where no harness above counted them (a harness's log repeats them).
    if not formats:
        gp = [int(n) for n in GTEST_PASSED.findall(text)]
        gf = [int(n) for n in GTEST_FAILED.findall(text)]
        if gp or gf:
            formats.append("gtest")
            passed += sum(gp)
            failed += sum(gf)
            skipped += sum(int(n) for n in GTEST_SKIPPED.findall(text))
        ok = [int(n) for n in CPPUNIT_OK.findall(text)]
        bad = CPPUNIT_FAIL.findall(text)
        if ok or bad:
            formats.append("cppunit")
            passed += sum(ok)
            for run_, fails, errors in bad:
                failed += int(fails) + int(errors)
                passed += int(run_) - int(fails) - int(errors)
        cu = CPPUTEST.findall(text)
        if cu:
            formats.append("cpputest")
            for fails, _tests, ran, ignored in cu:
                failed += int(fails or 0)
                passed += int(ran) - int(fails or 0)
                skipped += int(ignored)
        dt = DOCTEST.findall(text)
        if dt:
            formats.append("doctest")
            for p, f, sk in dt:
                passed += int(p)
                failed += int(f)
                skipped += int(sk)
        pf = PASS_FAIL.findall(text)
        if pf:
            formats.append("pass-fail")
            passed += sum(int(p) for p, _ in pf)
            failed += sum(int(f) for _, f in pf)
        cp = CRYPTOPP_TOTAL.findall(text)
        verdicts = CRYPTOPP_VERDICT.findall(text)
        if cp or verdicts:
            formats.append("cryptopp")
            for total, fails in cp:
                passed += int(total) - int(fails)
                failed += int(fails)
            passed += sum(v.startswith("All") for v in verdicts)
            failed += sum(not v.startswith("All") for v in verdicts)
        done = ALL_COMPLETED.findall(text)
        if done:
            formats.append("all-completed")
            passed += len(done)
    if not formats:
        return None
    return {"passed": passed, "failed": failed, "skipped": skipped,
            "formats": formats}


def ices(text):
    """The lines that report an internal compiler error."""
    return sorted({text[text.rfind("\n", 0, m.start()) + 1:
                        text.find("\n", m.start())].strip()
                   for m in ICE.finditer(text)})


# GCC's warnings, by the option that enables them ("... [-Warray-bounds]").
GCC_WARNING = re.compile(r"\bwarning: [^\n]*\[(-W[A-Za-z0-9_=+-]+)\]\s*$",
                         re.M)


def gcc_warnings(text):
    """{option: count} of the warnings GCC printed (the plugin's
    -Wsuggest-final ones included: plugin_diagnostics names those), so
    that a warning only the plugin's build prints shows: GCC's late,
    flow-based warnings read the code the plugin adds (guarded-paths.h)."""
    out = {}
    for m in GCC_WARNING.finditer(text):
        out[m.group(1)] = out.get(m.group(1), 0) + 1
    return out


# The same with the place GCC names ("src/x.cxx:55:9: warning: ..."): the
# file's base name (the builds run in other directories) and line:column.
GCC_WARNING_AT = re.compile(r"^(?:[^\n:]*/)?([^/\n:]+:\d+(?::\d+)?): warning: "
                            r"[^\n]*\[(-W[A-Za-z0-9_=+-]+)\]\s*$", re.M)


def gcc_warning_places(text):
    """{option: [places]}: where GCC warned, each place once.  A warning
    printed more often at a place GCC alone warns at too (a helper linked
    into more of the test programs, an inline function in more LTRANS
    partitions) is not a new one."""
    out = {}
    for m in GCC_WARNING_AT.finditer(text):
        out.setdefault(m.group(2), set()).add(m.group(1))
    return {k: sorted(v) for k, v in sorted(out.items())}


# What says why a build failed: a compiler's or linker's error, CMake's,
# make's, a debhelper step's, a test harness's failed test.
FAILURE = re.compile(r"^.*(?:\berror: |^CMake Error|^make(?:\[\d+\])?: \*\*\* "
                     r"|^dh_\w+: error|^FAIL:? |^E: |\[  FAILED  \]).*$", re.M)


def failure_lines(text, n=2):
    """The first N and the last N lines of TEXT that say why a build
    failed (the cause is usually among the first, the step that gave up
    among the last), each once and at most 200 characters: the result
    keeps them, the log may go."""
    found = []
    for m in FAILURE.finditer(text):
        line = m.group(0).strip()[:200]
        if line not in found:
            found.append(line)
    return found if len(found) <= 2 * n else found[:n] + found[-n:]


def build_log_fields(text):
    """What a build's result records from its log (build.build, and
    `scripts/rebuild rescan` reading a kept log again)."""
    return {"tests": test_counts(text), "ices": ices(text),
            "failure": failure_lines(text),
            "diagnostics": plugin_diagnostics(text),
            "warnings": gcc_warnings(text),
            "warning_places": gcc_warning_places(text)}


def plugin_diagnostics(text):
    """Every diagnostic of the plugin, once each, in order."""
    seen = []
    for m in PLUGIN_DIAG.finditer(text):
        line = m.group(0).strip()
        if line not in seen:
            seen.append(line)
    return seen


def link_records(text):
    """[{"seconds", "cpu_seconds", "peak_kb", "status", "notes", "text",
    "exported", "exported_hash", "output"}] of a link log (wrapper.py's
    lines; "-" where nothing was measured, and the CPU time of a log
    written before the wrapper measured it: None)."""
    out = []
    for line in text.splitlines():
        m = re.match(r"LINK ([\d.]+) (\d+) (\d+) (\S+) (\S+) (\S+) (\S+) "
                     r"(?:cpu=([\d.]+) )?(.*)$", line)
        if not m:
            continue
        num = [None if v == "-" else int(v) for v in m.group(4, 5, 6)]
        out.append({"seconds": float(m.group(1)),
                    "cpu_seconds": None if m.group(8) is None
                    else float(m.group(8)),
                    "peak_kb": int(m.group(2)),
                    "status": int(m.group(3)), "notes": num[0],
                    "text": num[1], "exported": num[2],
                    "exported_hash": None if m.group(7) == "-" else m.group(7),
                    "output": m.group(9)})
    return out
