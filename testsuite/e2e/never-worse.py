#!/usr/bin/env python3
"""never-worse.py - no hot function with more indirect calls than GCC alone.

make check (and scripts/check-gcc, for every supported GCC): builds each
program below with the compiler alone and with the plugin in the same
mode (default; -fvisibility=hidden; whole-program visibility), all with
-O2 -flto, and counts in the machine code of its hot functions (every
function whose name starts with "hot_", their clones included) the
indirect calls and jumps and the memory reads.  A plugin build with more
indirect calls in a hot function than the compiler alone's fails, unless
never-worse.exceptions names it with the reason that code is better
(and the benchmark that shows it).  Memory reads are reported, not
judged: a guarded call inlines its target's body, whose reads GCC alone
makes in the called function.  Every build must print what the
compiler alone's prints.

The programs: bench/micro/* (each hot_loop is its measured loop) and
testsuite/e2e/never-worse/*, the patterns that were once worse.

Needs CXX and PLUGIN (the Makefile's TESTS_ENVIRONMENT).
TIGDEVIRT_LTO_SETS=quick or TIGDEVIRT_SEEDS=quick: default and
whole-program modes only.
"""
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from hot_code import hot_counts  # noqa: E402

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
    if "quick" in (os.environ.get("TIGDEVIRT_LTO_SETS"),
                   os.environ.get("TIGDEVIRT_SEEDS")):
        modes = ["default", "wp"]
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
        print("%-22s %-8s %-22s %12s %12s" % ("program", "mode", "function",
                                            "alone i/r", "plugin i/r"))
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
                for fn in sorted(set(ca) | set(cp)):
                    ia, ra = ca.get(fn, (0, 0))
                    ip, rp = cp.get(fn, (0, 0))
                    verdict = ""
                    if ip > ia:
                        reason = allowed.get((name, mode, fn))
                        if reason:
                            used.add((name, mode, fn))
                            verdict = "  allowed: " + reason
                        else:
                            verdict = "  FAIL: more indirect calls than GCC alone"
                            failures += 1
                    print("%-22s %-8s %-22s %5d / %4d %5d / %4d%s" % (
                        name, mode, fn, ia, ra, ip, rp, verdict))
    for k in sorted(set(allowed) - used):
        if k[1] in modes:
            print("note: exception %s no longer needed" % " ".join(k))
    print("never-worse: %d programs, %d modes, %d failures"
          % (len(progs), len(modes), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
