# scripts/corpus_lib/builds.py - the generic build and test steps the
# recipes call through D (build_cmake, build_targets, link_program,
# test_ctest, apply_clang_fixes, remove_dumps), and the driver's side of a
# recipe's test suite (run_tests, the result words, the summaries).

import glob
import os
import re
import shlex
import shutil
import time

from .common import BUILD_DIR, DRIVER, JOBS, NOTES, RECIPES, SF_DIR, run
from .variants import build_env, run_env


def remove_dumps(root):
    for pat in ("*.tigdevirt", "*.devirt", "*.optimized",
                "*.profile_estimate", "*.tigdevirt_vptr1",
                "*.tigdevirt_hoisted_loads1"):
        for f in glob.glob(os.path.join(root, "**", pat), recursive=True):
            os.unlink(f)


def apply_clang_fixes(pkg, bdir, logs):
    """The recipe's clang_fixes, in the clang-wpd build's copy BDIR."""
    for name, old, new, why in RECIPES[pkg].clang_fixes:
        path = os.path.join(bdir, name)
        text = open(path).read()
        n = text.count(old)
        if not n:
            continue
        with open(path, "w") as f:
            f.write(text.replace(old, new))
        msg = (f"{pkg} [clang-wpd]: {name}: `{old}` -> `{new}` ({n} places; "
               f"{why}); build copy only")
        with open(logs["build"], "a") as f:
            f.write(f"\n*** source fix: {msg}\n")
        NOTES.append(msg)


def pkg_of(bdir):
    """The package a build directory (or a directory below it) is for:
    corpus/work/build/PKG/VARIANT/..., or suggest-final/PKG/WHAT/..."""
    for root in (BUILD_DIR, SF_DIR):
        rel = os.path.relpath(os.path.abspath(bdir), root)
        if not rel.startswith(os.pardir):
            return rel.split(os.sep)[0]
    return os.path.basename(os.path.dirname(bdir))


def build_cmake(src, bdir, variant, plugin, logs, extra, targets=None):
    """Configure SRC with cmake in BDIR for VARIANT and build TARGETS
    (None: all)."""
    pkg = pkg_of(bdir)
    env = build_env(variant, plugin, pkg)
    os.makedirs(bdir)
    if env.get("CORPUS_SID"):
        # sid's CMake 4 refuses cmake_minimum_required below 3.5 (bullet
        # asks for 3.3) unless told which policies to assume.
        extra = ["-DCMAKE_POLICY_VERSION_MINIMUM=3.5"] + list(extra)
        msg = ("GCC 16 builds: configured with sid's CMake 4 and "
               "`-DCMAKE_POLICY_VERSION_MINIMUM=3.5` (CMake 4 rejects "
               "`cmake_minimum_required` below 3.5); their tests run with "
               "this machine's ctest")
        if msg not in NOTES:
            NOTES.append(msg)
    # CMake 4 (sid) identifies the compiler by reading every file its test
    # compile leaves: with a dump option in CXXFLAGS (the plugin's, or
    # GCC's own -fdump-tree-*) it finds GCC but loses its version, and
    # with it the -std= flag CMAKE_CXX_STANDARD asks for (leveldb then
    # compiled as C++20 and failed).  The dumps the corpus reads are the
    # links', from LDFLAGS, which the identification does not use; the
    # flags CMake keeps are the configure step's.
    conf_env = dict(env, CXXFLAGS=" ".join(
        f for f in env["CXXFLAGS"].split()
        if f != "-fplugin-arg-tigdevirt-dump"))
    run(["cmake", "-S", src, "-B", bdir, "-DCMAKE_BUILD_TYPE=None",
         f"-DCMAKE_C_COMPILER={env['CC']}", f"-DCMAKE_CXX_COMPILER={env['CXX']}",
         f"-DCMAKE_AR={env['AR']}", f"-DCMAKE_RANLIB={env['RANLIB']}",
         "-DCMAKE_VERBOSE_MAKEFILE=ON"] + extra, logs["build"], env=conf_env)
    remove_dumps(bdir)                   # try_compile links
    if targets is None:
        run(["cmake", "--build", bdir, f"-j{JOBS}"], logs["build"], env=env)
    else:
        build_targets(bdir, targets, logs, env)
    return [bdir]


def build_targets(bdir, targets, logs, env, check=True):
    """cmake --build BDIR --target TARGETS; the exit code."""
    return run(["cmake", "--build", bdir, f"-j{JOBS}", "--target"] + targets,
               logs["build"], env=env, check=check)


def link_program(env, bdir, logs, sources, includes, libs, out):
    """Compile SOURCES (C++) with the variant's CXXFLAGS into BDIR and link
    them with the archives LIBS into BDIR/OUT in one link (an LTO link
    when the archives hold LTO objects); the link is timed and dumped like
    the build system's own."""
    cxx = env["CXX"]
    objs = []
    for s in sources:
        # A relative object name: GCC names the .gcda file of an absolute
        # one after its whole path, which -fprofile-prefix-path does not
        # shorten, so the PGO variants would not find the training's.
        o = os.path.splitext(os.path.basename(s))[0] + ".o"
        run([cxx] + shlex.split(env["CXXFLAGS"])
            + [f"-I{i}" for i in includes] + ["-c", s, "-o", o],
            logs["build"], cwd=bdir, env=env)
        objs.append(o)
    run([cxx] + shlex.split(env["LDFLAGS"]) + objs + libs
        + ["-o", os.path.join(bdir, out)],
        logs["build"], cwd=bdir, env=env)


FLAKY_RUNS = int(os.environ.get("CORPUS_FLAKY_RUNS", "5"))
FLAKY = {}          # bdir -> "test: k/n failed; ..."


def test_ctest(bdir, variant, logs, extra=()):
    """ctest in BDIR (EXTRA: more ctest arguments, e.g. -R).  Upstream
    tests known to be timing-dependent (the recipe's known_flaky) are
    excluded from the ctest run (through GTEST_FILTER) and run FLAKY_RUNS
    times on their own; their failures are reported but do not fail the
    corpus."""
    tmp = os.path.join(bdir, "test-tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    env = run_env(variant, dict(os.environ, TEST_TMPDIR=tmp, TMPDIR=tmp))
    pkg = pkg_of(bdir)
    flaky = RECIPES[pkg].known_flaky if pkg in RECIPES else []
    if flaky:
        env["GTEST_FILTER"] = "-" + ":".join(t for _, t in flaky)
    t0 = time.time()
    rc = run(["ctest", "--output-on-failure", "--timeout", "900"]
             + list(extra), logs["test"], cwd=bdir, env=env, check=False)
    # Some upstream tests are timing-dependent (leveldb's
    # DBTest.HiddenValuesAreRemoved, google/leveldb#188): rerun the failed
    # ones up to twice and report them as flaky when they then pass.
    tries = 0
    while rc != 0 and tries < 2:
        tries += 1
        with open(logs["test"], "a") as f:
            f.write(f"\n*** rerun {tries} of the failed tests\n")
        rc = run(["ctest", "--rerun-failed", "--output-on-failure",
                  "--timeout", "900"], logs["test"], cwd=bdir, env=env,
                 check=False)
    notes = []
    for exe, test in flaky:
        with open(logs["test"], "a") as f:
            f.write(f"\n*** known-flaky {test}: {FLAKY_RUNS} separate runs\n")
        fails = 0
        for _ in range(FLAKY_RUNS):
            shutil.rmtree(tmp, ignore_errors=True)
            os.makedirs(tmp)
            e = dict(env)
            e.pop("GTEST_FILTER", None)
            if run([os.path.join(bdir, exe), f"--gtest_filter={test}"],
                   logs["test"], cwd=bdir, env=e, check=False) != 0:
                fails += 1
        notes.append(f"{test} (known flaky, excluded) failed "
                     f"{fails}/{FLAKY_RUNS} separate runs")
    if notes:
        FLAKY[bdir] = "; ".join(notes)
    return rc, "ctest", time.time() - t0


def test_result(rc):
    """The report's word for a test suite's exit code (None: the recipe
    had no test to run, e.g. the package's tests did not build)."""
    if rc is None:
        return "none"
    return "pass" if rc == 0 else ("TIMEOUT" if rc == 124 else "FAIL")


def run_tests(pkg, src, bdir, variant, logs):
    """The recipe's test suite: (rc, what, seconds, one-line summary)."""
    R = RECIPES[pkg]
    rc, what, dt = R.test(DRIVER, src, bdir, variant, logs)
    summary = (R.test_summary(DRIVER, logs["test"]) if R.test_summary
               else ctest_summary(logs["test"]))
    if bdir in FLAKY:
        summary += "; " + FLAKY[bdir]
    return rc, what, dt, summary


def ctest_summary(logfile):
    """'N tests passed, M failed' from ctest's closing line, or ''."""
    try:
        text = open(logfile).read()
    except OSError:
        return ""
    runs = text.split("*** known-flaky")[0].split("*** rerun ")
    m = re.findall(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)",
                   runs[0])
    if not m:
        return ""
    _, failed, total = m[-1]
    s = f"{int(total) - int(failed)}/{total} passed"
    if int(failed):
        first = re.findall(r"^\s*\d+ - (\S+) \(Failed\)", runs[0], re.M)
        gtest = sorted(set(re.findall(r"^\[  FAILED  \] (\S+) \(", runs[0],
                                      re.M)))
        s += " first run; failed: " + ", ".join(first)
        if gtest:
            s += " [" + ", ".join(gtest) + "]"
        last = re.findall(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)",
                          runs[-1])
        if len(runs) > 1 and last and last[-1][1] == "0":
            s += f"; passed on rerun {len(runs) - 1} (flaky)"
        elif len(runs) > 1:
            s += f"; still failing after {len(runs) - 1} reruns"
    return s


def clang_first_error(logfile):
    """The first compiler or linker error of a build log, shortened."""
    try:
        text = open(logfile, errors="replace").read()
    except OSError:
        return "see its build log"
    m = re.search(r"^.*\berror\b:.*$", text, re.M)
    if not m:
        return "see its build log"
    e = m.group(0).strip().replace("`", "'").replace("|", "/")
    return "`" + (e if len(e) <= 160 else e[:157] + "...") + "`"
