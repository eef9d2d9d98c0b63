#!/usr/bin/env python3
"""never-worse.py - no hot function with more indirect calls than GCC alone.

make check (and scripts/check-gcc, for every supported GCC): builds each
program below with the compiler alone and with the plugin in the same
mode (default; -fvisibility=hidden; whole-program visibility), all with
-O2 -flto, and counts in the machine code of its hot functions (every
function whose name starts with "hot_", their clones included) the
indirect calls and jumps and the memory reads; and, under callgrind,
the indirect calls and jumps each build executes per iteration, in each
hot function and in the whole program (deterministic: scripts/hot_code.py's
executed_indirect; a run of 2 iterations minus a run of 1, so the
start-up cancels).  A plugin build fails where its program executes more
indirect calls per iteration than the compiler alone's (an iteration is
a call of the hot functions: this is their inclusive count); and where a
hot function's code holds more, unless never-worse.exceptions names it
with the reason that code is better (and the benchmark that shows it).
A hot function's own executed count is printed, not judged, nor are
its memory reads: a guarded call inlines its target, whose own calls
and reads GCC alone makes one level down, in the called function; so
the function's count can grow by a few while the iteration makes far
fewer (visitor on GCC 16, whole-program mode: hot_loop 26 -> 27, the
iteration 843 -> 354).  Every build must print what the compiler alone's
prints.  And the program's .text may not grow past twice the compiler
alone's and 2 KB more (MAX_TEXT_RATIO, MAX_TEXT_GROWTH): guards cost a
compare, a call and the inlined target each, which stays well within
that (at most 1.55x, 2.4 KB, on these programs); a guard the inliner
unrolls as recursion does not (never-worse/recursive-tree: 25x).

The programs: bench/micro/* (each hot_loop is its measured loop) and
testsuite/e2e/never-worse/*, the patterns that were once worse; each
takes its iteration count as its first argument.

Needs CXX and PLUGIN (the Makefile's TESTS_ENVIRONMENT), and valgrind
(scripts/setup installs it).
TIGDEVIRT_LTO_SETS=quick or TIGDEVIRT_SEEDS set (quick, or the seeds a
scripts/check lane runs): default and whole-program modes only.
"""
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from hot_code import (executed_indirect, hot_counts, short_name,  # noqa: E402
                      text_size)

# The code size a plugin build may reach: both bounds exceeded fails.
MAX_TEXT_RATIO = 2.0
MAX_TEXT_GROWTH = 2048

DIRS = [os.path.join(ROOT, "bench", "micro"), os.path.join(HERE, "never-worse")]
MODES = {
    "default": ([], []),
    "hidden": (["-fvisibility=hidden"], []),
    "wp": ([], ["whole-program-visibility"]),
}


def programs():
    out = []
    for d in DIRS:
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            p = os.path.join(d, name)
            if os.path.isdir(p):
                srcs = sorted(os.path.join(p, f) for f in os.listdir(p)
                              if f.endswith(".C"))
                if srcs:
                    out.append((name, srcs))
    return out


def build(cxx, plugin, name, srcs, mode, with_plugin, tmp):
    cflags, args = MODES[mode]
    exe = os.path.join(tmp, "%s.%s.%s" % (name, mode,
                                          "plugin" if with_plugin else "alone"))
    cmd = cxx.split() + ["-O2", "-flto", "-w"] + cflags
    if with_plugin:
        cmd += ["-fplugin=" + plugin] + ["-fplugin-arg-tigdevirt-" + a
                                         for a in args]
    r = subprocess.run(cmd + srcs + ["-o", exe], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    if r.returncode:
        return exe, None, "build failed: %s\n%s" % (" ".join(cmd), r.stdout[-2000:])
    run = subprocess.run([exe, "3"], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, timeout=120)
    if run.returncode:
        return exe, None, "run failed: exit %d" % run.returncode
    return exe, run.stdout, None


def executed_per_iteration(exe):
    """({function: executions}, total) of EXE's indirect calls and jumps
    in one iteration: a run of 2 iterations minus a run of 1.  Functions
    by short name (clones summed, as hot_counts does)."""
    per_fn = {}
    for n, sign in (("2", 1), ("1", -1)):
        for (_, fn), k in executed_indirect(exe, [n]).items():
            per_fn[short_name(fn)] = per_fn.get(short_name(fn), 0) + sign * k
    return per_fn, sum(per_fn.values())


def exceptions():
    """{(program, mode, function): reason} from never-worse.exceptions."""
    ex = {}
    path = os.path.join(HERE, "never-worse.exceptions")
    if os.path.exists(path):
        for line in open(path):
            line = line.strip()
            if line and not line.startswith("#"):
                prog, mode, fn, reason = line.split(None, 3)
                ex[prog, mode, fn] = reason
    return ex


def main():
    cxx = os.environ.get("CXX", "g++")
    plugin = os.environ.get("PLUGIN")
    if not plugin:
        sys.exit("never-worse: PLUGIN must name the plugin")
    modes = list(MODES)
    if (os.environ.get("TIGDEVIRT_LTO_SETS") == "quick"
            or os.environ.get("TIGDEVIRT_SEEDS")):
        modes = ["default", "wp"]
    if not shutil.which("valgrind"):
        sys.exit("never-worse: valgrind not found (scripts/setup installs it)")
    allowed = exceptions()
    progs = programs()
    # The compiler alone's build for "wp" is the default one.
    alone_of = {m: ("default" if m == "wp" else m) for m in modes}
    builds = sorted({(name, m, False) for name, _ in progs for m in modes
                     if m == alone_of[m]}
                    | {(name, m, True) for name, _ in progs for m in modes})
    srcs_of = dict(progs)
    failures = 0
    used = set()
    with tempfile.TemporaryDirectory(prefix="never-worse-") as tmp, \
            ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        done = dict(zip(builds, pool.map(
            lambda b: build(cxx, plugin, b[0], srcs_of[b[0]], b[1], b[2], tmp),
            builds)))
        ran = [b for b in builds if not done[b][2]]
        runs = dict(zip(ran, pool.map(
            lambda b: executed_per_iteration(done[b][0]), ran)))
        print("%-22s %-8s %-22s %12s %12s %16s" % (
            "program", "mode", "function", "alone i/r", "plugin i/r",
            "executed a/p"))
        for name, _ in progs:
            for mode in modes:
                a = done[name, alone_of[mode], False]
                p = done[name, mode, True]
                for what, r in (("alone", a), ("plugin", p)):
                    if r[2]:
                        print("FAIL: %s %s (%s): %s" % (name, mode, what, r[2]))
                        failures += 1
                if a[2] or p[2]:
                    continue
                if a[1] != p[1]:
                    print("FAIL: %s %s: the plugin's build prints %r, GCC "
                          "alone's %r" % (name, mode, p[1], a[1]))
                    failures += 1
                ca, cp = hot_counts(a[0]), hot_counts(p[0])
                (xa, ta), (xp, tp) = runs[name, alone_of[mode], False], runs[name, mode, True]
                print("%-22s %-8s %-22s %12s %12s %7d / %6d%s" % (
                    name, mode, "(the program)", "", "", ta, tp,
                    "  FAIL: executes more indirect calls than GCC alone"
                    if tp > ta else ""))
                failures += tp > ta
                sa, sp = text_size(a[0]), text_size(p[0])
                if sa is None or sp is None:
                    print("FAIL: %s %s: no .text size (size -A)" % (name, mode))
                    failures += 1
                else:
                    grown = (sp > MAX_TEXT_RATIO * sa
                             and sp > sa + MAX_TEXT_GROWTH)
                    print("%-22s %-8s %-22s %12d %12d%s" % (
                        name, mode, "(.text bytes)", sa, sp,
                        "  FAIL: code grows past %.1fx and %d bytes of GCC "
                        "alone's" % (MAX_TEXT_RATIO, MAX_TEXT_GROWTH)
                        if grown else ""))
                    failures += grown
                for fn in sorted(set(ca) | set(cp)):
                    ia, ra = ca.get(fn, (0, 0))
                    ip, rp = cp.get(fn, (0, 0))
                    ea, ep = xa.get(fn, 0), xp.get(fn, 0)
                    verdict = ""
                    if ip > ia:
                        reason = allowed.get((name, mode, fn))
                        if reason:
                            used.add((name, mode, fn))
                            verdict = "  allowed: " + reason
                        else:
                            verdict = "  FAIL: more indirect calls than GCC alone"
                            failures += 1
                    print("%-22s %-8s %-22s %5d / %4d %5d / %4d %7d / %6d%s" % (
                        name, mode, fn, ia, ra, ip, rp, ea, ep, verdict))
    for k in sorted(set(allowed) - used):
        if k[1] in modes:
            print("note: exception %s no longer needed" % " ".join(k))
    print("never-worse: %d programs, %d modes, %d failures (i/r: indirect "
          "calls and memory reads in the code; executed: indirect calls per "
          "iteration)" % (len(progs), len(modes), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
