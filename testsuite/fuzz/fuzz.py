#!/usr/bin/env python3
"""testsuite/fuzz/fuzz.py - tigdevirt's differential fuzzer.

Each seed gives one random multi-unit C++ program (gen.py).  It is built
at -O0 without the plugin (the reference), by GCC alone at the program's
optimization level with LTO (the baseline: a difference there is a bug of
the generator or of GCC, reported apart), and with the plugin:

  default   no visibility flags: hierarchies open unless the link proves
            them closed
  hidden    -fvisibility=hidden on every unit: the link closes them
  wp        -fplugin-arg-tigdevirt-whole-program-visibility
  strict    -fplugin-arg-tigdevirt-strict-vtable-pointers=1 (the C++
            object-lifetime rule, docs/type-flow.md)
  hidden-wp -fvisibility=hidden and whole-program visibility (only with
            --modes: not among a seed's builds by default)
in every partition mode (none, one, balanced, max), once more with random
plugin knobs (speculation budget, guards, speculate=N, vcp, dead-method
removal), and with -fprofile-use (profile from an instrumented build of
the same program).  A unit outside the LTO unit (a non-LTO object or a
shared library) appears in some programs.  Every build must print what
the reference prints; a build failure with the plugin is a failure too.
The builds are fuzz_builds.py's; this file runs and judges them.

  fuzz.py run --plugin SO [--seeds A-B | --seed N ...] [--jobs J]
              [--out DIR] [--keep-passing] [--partitions none,balanced]
              [--modes default,hidden-wp]
      prints one line per program and a summary line
      "fuzz: P programs, L links, M mismatches, B baseline differences,
       F build failures"; exit 1 on any mismatch or plugin build failure.
      A failing program is kept in DIR/seed-N with repro.sh (the failing
      build) and fails.txt.
  fuzz.py gen SEED DIR      write the program of SEED into DIR
  fuzz.py totest DIR NAME
      turn DIR/reduced (or DIR) into testsuite/tigdevirt.lto/NAME_0.C,
      NAME_1.C, ... and NAME.h: a run test with the failing build's
      options (a unit outside the LTO unit needs a tigdevirt.link test
      instead: totest says so)
  fuzz.py reduce DIR --plugin SO [--jobs J]
      reduce a kept failure with cvise (Debian package cvise) into
      DIR/reduced/: the program stays well defined (ASan and UBSan clean at
      -O0, GCC alone agrees with -O0) and still fails with the plugin.
      The reduced program checks its own result (abort on a difference),
      ready to become a test in testsuite/tigdevirt.lto.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# No __pycache__ in the source tree (distcheck's is read-only).
sys.dont_write_bytecode = True
import gen  # noqa: E402

import fuzz_builds  # noqa: E402
from fuzz_builds import PARTITIONS, RUN_TIMEOUT, Build, Program, sh  # noqa: E402


def run_build(b, d, done=None):
    """Build and run B in D: (status, output) where status is one of
    ok, build-failed, run-failed.  Commands in DONE already ran in D (the
    compiles one mode's links share); those run are added."""
    for cmd in b.cmds:
        key = tuple(cmd)
        if done is not None and key in done:
            continue
        rc, out = sh(cmd, d, env=b.env)
        if rc != 0:
            return "build-failed", "$ %s\n%s" % (" ".join(cmd), out[-4000:])
        if done is not None and ("-c" in cmd or cmd[0] == "mkdir"
                                 or "-shared" in cmd) \
                and "libfzdl.so" not in cmd:
            done.add(key)
    rc, out = sh(["./" + b.exe], d, timeout=RUN_TIMEOUT)
    if rc != 0:
        return "run-failed", "exit %d\n%s" % (rc, out[-2000:])
    return "ok", out


def read_stats(d, stats):
    """The link's stats file D/STATS, or None when it is missing or not
    JSON."""
    try:
        with open(os.path.join(d, stats)) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def decisions(d, stats):
    """Transformations a link made, from its stats file."""
    s = read_stats(d, stats)
    if s is None:
        return {}
    dv = s.get("devirtualized", {})
    vc = s.get("virtual_constants", {})
    dm = s.get("dead_methods", {})
    sc = s.get("speculation_cost", {})
    return {
        "full": dv.get("full", 0) + dv.get("unreachable", 0),
        "speculative": dv.get("speculative", {}).get("calls", 0),
        # Calls through function-pointer fields guarded (gen_callbacks.py).
        "fieldptr": s.get("field_pointers", {}).get("speculative", 0),
        # And made direct, their field proved (FZ_PHold).
        "fieldptr_direct": s.get("field_pointers", {}).get("direct", 0),
        # And dispatched, their field proved to hold a few functions.
        "fieldptr_dispatched": s.get("field_pointers", {}).get(
            "dispatched", 0),
        "dispatched": sc.get("dispatched", 0),
        # Guards dropped because their target calls back into the caller
        # (docs/speculation.md): the tree's recursion (gen_tree.py).
        "recursive": sc.get("recursive_dropped", 0),
        "vcp": vc.get("uniform_return", 0) + vc.get("unique_return", 0)
        + vc.get("virtual_const_prop", 0),
        "dead": dm.get("removed", 0),
        # Calls a new-expression's type made direct (docs/type-flow.md).
        "allocation": s.get("allocation_types", {}).get("direct", 0),
        # Of the calls narrowed across calls by default, those on a
        # contained field's objects (field-escapes.h).
        "contained": s.get("allocation_types", {}).get("by_containment", 0),
        # vptr and slot loads reused or hoisted, loops versioned
        # (docs/vptr-reuse.md): one line per compiling process.
        "vptr": ltrans_sum(d, stats, ("vptr_loads_reused", "slot_loads_reused",
                                      "loads_hoisted")),
        "versioned": ltrans_sum(d, stats, ("loops_versioned",)),
    }


def machine_code(d, exe):
    """The instructions of D/EXE's .text, without the symbol names a
    branch target is printed with (-g adds section symbols); None when
    objdump cannot read it."""
    rc, out = sh(["objdump", "-d", "--no-show-raw-insn", "-j", ".text",
                  exe], d)
    if rc != 0:
        return None
    return [re.sub(r"<[^>]*>", "", l).rstrip() for l in out.splitlines()
            if re.match(r"\s+[0-9a-f]+:", l)]


def stats_decisions(d, stats):
    """The stats file's content but its output's name and its times."""
    s = read_stats(d, stats)
    if s is not None:
        for k in ("output", "time"):
            s.pop(k, None)
    return s


def twin_difference(d, b, stats):
    """Why B, the -g twin of a link (fuzz_builds.debug_twin), differs from
    it in code or decisions; None when it does not (or the twin was not
    built)."""
    exe, twin_stats = b.twin
    if not os.path.exists(os.path.join(d, exe)):
        return None
    a = machine_code(d, exe)
    g = machine_code(d, b.exe)
    if not a or not g:
        return "-g: objdump could not read %s or %s" % (exe, b.exe)
    if a != g:
        first = next((i for i, (x, y) in enumerate(zip(a, g)) if x != y),
                     min(len(a), len(g)))
        return ("-g changed the code of %s: %d instructions against %d, "
                "first difference %r against %r" % (
                    exe, len(a), len(g), a[first] if first < len(a) else "",
                    g[first] if first < len(g) else ""))
    if stats_decisions(d, twin_stats) != stats_decisions(d, stats):
        return "-g changed the decisions: %s against %s" % (twin_stats, stats)
    return None


def ltrans_sum(d, stats, keys):
    """The sum of KEYS over the lines of the stats file's .ltrans."""
    n = 0
    try:
        with open(os.path.join(d, stats + ".ltrans")) as f:
            for line in f:
                try:
                    c = json.loads(line)
                except ValueError:
                    continue
                n += sum(c.get(k, 0) for k in keys)
    except OSError:
        pass
    return n


def without_plugin(b, same_dir=False):
    """B's build by GCC alone: the plugin's flags out; objects in a
    directory of their own (unless SAME_DIR: a -fprofile-use build, whose
    .gcda files are where its objects are)."""
    def strip(cmd):
        out = [c for c in cmd if not c.startswith("-fplugin")]
        if not same_dir:
            out = ["alone-" + c if c.startswith("obj-") else c for c in out]
        return out
    cmds = [strip(c) for c in b.cmds]
    exe = b.exe + "-alone"
    cmds[-1][cmds[-1].index("-o") + 1] = exe
    return Build(b.name + " (GCC alone)", cmds, exe)


def check_failure(res, b, tmp, done, same_dir, what):
    """Record a failing plugin build B: a mismatch (or build failure) of
    the plugin, or, when GCC alone fails the same way with the same
    flags, a bug of GCC's (a program that cannot judge the plugin)."""
    st, out = run_build(without_plugin(b, same_dir), tmp, done)
    if st != "ok" or out != res["expected"]:
        res["gcc_alone_too"].append((b, "%s; GCC alone, same flags: %s %s"
                                     % (what, st, out.strip()[:300])))
    elif what.startswith("build-failed"):
        res["build_failures"].append((b, what))
    else:
        res["mismatches"].append((b, what))


def fuzz_one(seed, args):
    """Build and compare every variant of SEED; a result dict."""
    t0 = time.time()
    tmp = tempfile.mkdtemp(prefix="tigfuzz-%d-" % seed, dir=args.tmp)
    p = Program(seed, tmp, args.plugin, args.cxx,
                args.plugin_args.split() if args.plugin_args else ())
    p.write(tmp)
    res = {"seed": seed, "desc": p.desc, "opt": p.opt, "links": 0,
           "mismatches": [], "build_failures": [], "baseline": None,
           "gcc_alone_too": [], "decisions": {}}
    status, ref = run_build(p.reference(), tmp)
    if status != "ok":
        res["generator_error"] = ref
        return finish(res, tmp, p, args, t0)
    expected = res["expected"] = ref
    base = p.lto("gcc", [], [], with_plugin=False)
    base.name = "GCC alone"
    st, out = run_build(base, tmp)
    if st != "ok" or out != expected:
        res["baseline"] = "%s: %s" % (st, out.strip()[:300])
    done = set()
    for b, stats in p.builds():
        st, out = run_build(b, tmp, done)
        res["links"] += 1
        if st == "build-failed":
            check_failure(res, b, tmp, done, False, "build-failed: " + out)
        elif st != "ok" or out != expected:
            check_failure(res, b, tmp, done, False, "%s: got %r, want %r" % (
                st, out.strip()[:200], expected.strip()))
        if st == "ok" and b.twin:
            why = twin_difference(tmp, b, stats)
            if why:
                res["mismatches"].append((b, why))
        for k, v in decisions(tmp, stats).items():
            res["decisions"][k] = res["decisions"].get(k, 0) + v
    if not args.no_pgo:
        gb, ub, stats = p.pgo()
        st, out = run_build(gb, tmp)
        # A training build that prints a wrong result still wrote a valid
        # profile (GCC 11/12 miscompile some instrumented programs: seed
        # 1120, docs/fuzzing.md): note it as a baseline difference and test
        # the -fprofile-use link all the same.
        if st == "ok" and out != expected and res["baseline"] is None:
            res["baseline"] = "-fprofile-generate build: %s %s" % (
                st, out.strip()[:300])
        if st == "ok":
            st, out = run_build(ub, tmp)
            res["links"] += 1
            # GCC alone is checked last: its objects replace the plugin's.
            if st == "build-failed":
                check_failure(res, ub, tmp, None, True, "build-failed: " + out)
            elif st != "ok" or out != expected:
                check_failure(res, ub, tmp, None, True,
                              "%s: got %r, want %r" % (
                                  st, out.strip()[:200], expected.strip()))
            for k, v in decisions(tmp, stats).items():
                res["decisions"][k] = res["decisions"].get(k, 0) + v
        elif res["baseline"] is None:
            res["baseline"] = "-fprofile-generate build: %s %s" % (
                st, out.strip()[:300])
    return finish(res, tmp, p, args, t0)


def finish(res, tmp, p, args, t0):
    res["seconds"] = round(time.time() - t0, 1)
    failed = res["mismatches"] or res["build_failures"] \
        or res.get("generator_error")
    if (failed or res["gcc_alone_too"]) and args.out:
        keep = os.path.join(args.out, "seed-%d" % res["seed"])
        shutil.rmtree(keep, ignore_errors=True)
        p.write(keep)
        with open(os.path.join(keep, "fails.txt"), "w") as f:
            for b, why in res["mismatches"]:
                f.write("MISMATCH %s\n  %s\n" % (b.name, why))
            for b, why in res["build_failures"]:
                f.write("BUILD FAILED %s\n%s\n" % (b.name, why))
            if res.get("generator_error"):
                f.write("GENERATOR ERROR (the -O0 reference)\n%s\n"
                        % res["generator_error"])
            for b, why in res["gcc_alone_too"]:
                f.write("GCC ALONE TOO %s\n  %s\n" % (b.name, why))
            if res["baseline"]:
                f.write("BASELINE (GCC alone) differs: %s\n" % res["baseline"])
        first = (res["mismatches"] + res["build_failures"]
                 + res["gcc_alone_too"])
        if first:
            b = first[0][0]
            with open(os.path.join(keep, "repro.sh"), "w") as f:
                f.write(b.script().replace("-fplugin=" + p.plugin,
                                           "-fplugin=${PLUGIN:?}"))
            with open(os.path.join(keep, "config.json"), "w") as f:
                json.dump({"seed": res["seed"], "build": b.name,
                           "cmds": b.all_cmds(), "exe": b.exe,
                           "reference": p.reference().cmds,
                           "sanitized": p.sanitized().cmds,
                           "plugin": p.plugin,
                           "extra_args": p.extra_args}, f, indent=1)
    if not args.keep_passing:
        shutil.rmtree(tmp, ignore_errors=True)
    # Builds are not picklable across threads' results printing: names.
    res["mismatches"] = [(b.name, w) for b, w in res["mismatches"]]
    res["build_failures"] = [(b.name, w[-1500:])
                             for b, w in res["build_failures"]]
    res["gcc_alone_too"] = [(b.name, w[-1500:])
                            for b, w in res["gcc_alone_too"]]
    return res


def parse_seeds(args):
    seeds = list(args.seed or [])
    if args.seeds:
        a, _, b = args.seeds.partition("-")
        seeds += list(range(int(a), int(b or a) + 1))
    return seeds or [1]


def cmd_run(args):
    if not os.path.exists(args.plugin):
        sys.exit("fuzz: no plugin at %s" % args.plugin)
    if args.partitions:
        # Program.builds reads it (the jobs are threads of this process).
        fuzz_builds.BUILD_PARTITIONS = args.partitions.split(",")
        if not set(fuzz_builds.BUILD_PARTITIONS) <= set(PARTITIONS):
            sys.exit("fuzz: --partitions takes some of %s" % ",".join(PARTITIONS))
    if args.modes:
        modes = args.modes.split(",")
        known = sorted(fuzz_builds.MODES) + sorted(fuzz_builds.EXTRA_MODES)
        if not set(modes) <= set(known):
            sys.exit("fuzz: --modes takes some of %s" % ",".join(known))
        fuzz_builds.BUILD_MODES = modes
    args.plugin = os.path.abspath(args.plugin)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        args.out = os.path.abspath(args.out)
    seeds = parse_seeds(args)
    totals = {"programs": 0, "links": 0, "mismatches": 0, "baseline": 0,
              "build_failures": 0, "generator": 0, "gcc_alone_too": 0}
    dec = {}
    log = open(os.path.join(args.out, "results.jsonl"), "a") if args.out \
        else None
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        futs = [ex.submit(fuzz_one, s, args) for s in seeds]
        for fut in concurrent.futures.as_completed(futs):
            r = fut.result()
            totals["programs"] += 1
            totals["links"] += r["links"]
            totals["mismatches"] += len(r["mismatches"])
            totals["build_failures"] += len(r["build_failures"])
            totals["baseline"] += r["baseline"] is not None
            totals["gcc_alone_too"] += len(r["gcc_alone_too"])
            totals["generator"] += "generator_error" in r
            for k, v in r["decisions"].items():
                dec[k] = dec.get(k, 0) + v
            verdict = "ok"
            if r["mismatches"] or r["build_failures"]:
                verdict = "FAIL"
            elif "generator_error" in r:
                verdict = "GENERATOR-ERROR"
            elif r["gcc_alone_too"]:
                verdict = "ok for the plugin; GCC alone is wrong too"
            print("seed %d: %s (%d links, %s, %s, %.0fs)%s" % (
                r["seed"], verdict, r["links"], r["opt"],
                " ".join("%s=%s" % kv for kv in sorted(r["desc"].items())),
                r["seconds"],
                "; baseline differs" if r["baseline"] else ""), flush=True)
            for name, why in r["mismatches"]:
                print("  MISMATCH %s: %s" % (name, why), flush=True)
            for name, why in r["build_failures"]:
                print("  BUILD FAILED %s:\n%s" % (name, why), flush=True)
            for name, why in r["gcc_alone_too"]:
                print("  GCC ALONE TOO %s: %s" % (name, why[:600]),
                      flush=True)
            if "generator_error" in r:
                print("  %s" % r["generator_error"][:2000])
            if log:
                log.write(json.dumps(r) + "\n")
                log.flush()
    print("fuzz: decisions exercised: %s" % ", ".join(
        "%s %d" % kv for kv in sorted(dec.items())))
    print("fuzz: %d programs, %d links, %d mismatches, %d baseline "
          "differences, %d build failures, %d generator errors, %d links "
          "wrong with GCC alone too (%.0f s)" % (
              totals["programs"], totals["links"], totals["mismatches"],
              totals["baseline"], totals["build_failures"],
              totals["generator"], totals["gcc_alone_too"],
              time.time() - t0))
    bad = totals["mismatches"] or totals["build_failures"] \
        or totals["generator"]
    return 1 if bad else 0


def cmd_gen(args):
    files, desc = gen.generate(args.seed)
    os.makedirs(args.dir, exist_ok=True)
    for n, t in files.items():
        with open(os.path.join(args.dir, n), "w") as f:
            f.write(t)
    print(json.dumps(desc))
    return 0


def self_checking(text, expected):
    """Make the main unit abort when its result differs from EXPECTED."""
    total, gsum = expected.split()
    return text.replace(
        '  std::printf("%lu %lu\\n", total, g_sum);',
        '  std::printf("%%lu %%lu\\n", total, g_sum);\n'
        '  if (total != %sul || g_sum != %sul) __builtin_abort();'
        % (total, gsum))


def cmd_reduce(args):
    d = os.path.abspath(args.dir)
    with open(os.path.join(d, "config.json")) as f:
        cfg = json.load(f)
    plugin = os.path.abspath(args.plugin or cfg["plugin"])
    red = os.path.join(d, "reduced")
    shutil.rmtree(red, ignore_errors=True)
    os.makedirs(red)
    for n in os.listdir(d):
        if n.startswith("fz") and (n.endswith(".cc") or n.endswith(".h")):
            shutil.copy(os.path.join(d, n), red)
    rc, expected = sh(["sh", "-c", "; ".join(
        " ".join(shlex.quote(c) for c in cmd) for cmd in cfg["reference"])
        + " && ./ref"], red)
    if rc != 0:
        sys.exit("reduce: the reference does not build or run:\n" + expected)
    main = os.path.join(red, "fz_main.cc")
    with open(main) as f:
        text = f.read()
    with open(main, "w") as f:
        f.write(self_checking(text, expected.strip()))

    def script(cmds, exe):
        return " && ".join(" ".join(shlex.quote(c).replace(
            shlex.quote("-fplugin=" + cfg["plugin"]),
            "-fplugin=" + shlex.quote(plugin)) for c in cmd)
            for cmd in cmds) + " && timeout %d ./%s" % (RUN_TIMEOUT, exe)

    # GCC alone with the failing build's flags: the plugin's flags out.
    alone = [[c for c in cmd if not c.startswith("-fplugin")]
             for cmd in cfg["cmds"]]
    test = os.path.join(red, "interesting.sh")
    with open(test, "w") as f:
        f.write("#!/bin/sh\n# cvise interestingness test: still well defined"
                ", still failing with the plugin\n")
        f.write("(%s) >/dev/null 2>&1 || exit 1\n"
                % script(cfg["reference"], "ref"))
        f.write("(%s) >/dev/null 2>&1 || exit 1\n"
                % script(cfg["sanitized"], "san"))
        f.write("(%s) >/dev/null 2>&1 || exit 1\n"
                % script(alone, cfg["exe"]))
        f.write("(%s) >/dev/null 2>&1 || exit 1\n"
                % " && ".join(" ".join(shlex.quote(c) for c in cmd)
                              for cmd in cfg["cmds"]).replace(
                                  shlex.quote("-fplugin=" + cfg["plugin"]),
                                  "-fplugin=" + shlex.quote(plugin)))
        f.write("timeout %d ./%s >/dev/null 2>&1 && exit 1\nexit 0\n"
                % (RUN_TIMEOUT, cfg["exe"]))
    os.chmod(test, 0o755)
    rc, out = sh(["sh", test], red)
    if rc != 0:
        sys.exit("reduce: the failure does not reproduce as a self-checking "
                 "program (%s)" % out)
    if not shutil.which("cvise"):
        sys.exit("reduce: cvise not found (apt-get install cvise)")
    files = sorted(n for n in os.listdir(red) if n.startswith("fz")
                   and (n.endswith(".cc") or n.endswith(".h")))
    rc = subprocess.call(["cvise", "--n", str(args.jobs), "--timeout", "300",
                          test] + files, cwd=red)
    print("reduce: %s (%s)" % (red, "done" if rc == 0 else "cvise failed"))
    return rc


def cmd_totest(args):
    d = os.path.abspath(args.dir)
    with open(os.path.join(d, "config.json")) as f:
        cfg = json.load(f)
    src = os.path.join(d, "reduced")
    if not os.path.isdir(src):
        src = d
    units = sorted(n for n in os.listdir(src) if n.startswith("fz_")
                   and n.endswith(".cc"))
    if "fz_outside.cc" in units:
        sys.exit("totest: the program has a unit outside the LTO unit; "
                 "write a tigdevirt.link test from %s" % src)
    units.remove("fz_main.cc")
    units.insert(0, "fz_main.cc")
    link = cfg["cmds"][-1]
    # The run's --plugin-args (say fix-hoisted-loads=0, to find a known
    # bug again) stay out: the test checks the default.
    extra = ["-fplugin-arg-tigdevirt-" + a for a in cfg.get("extra_args", [])]
    keep = [c for c in link if c.startswith("-fplugin-arg-tigdevirt-")
            and not c.startswith("-fplugin-arg-tigdevirt-stats=")
            and c not in extra
            or c.startswith("-fvisibility") or c in ("-O3", "-Os")
            or c.startswith("-std=")]
    pgo = "-fprofile-use" in link
    dest = os.path.join(os.path.dirname(HERE), "tigdevirt.lto")
    name = args.name

    def fix(text):
        return text.replace('#include "fz.h"', '#include "%s.h"' % name)
    with open(os.path.join(src, "fz.h")) as f:
        header = f.read()
    with open(os.path.join(dest, name + ".h"), "w") as f:
        f.write("// %s: reduced from fuzzer seed %d (%s).\n" % (
            name, cfg["seed"], cfg["build"]) + header)
    for i, u in enumerate(units):
        with open(os.path.join(src, u)) as f:
            text = fix(f.read())
        if i == 0:
            text = ("// Reduced from testsuite/fuzz seed %d, which printed a "
                    "wrong result\n// with the plugin (%s%s).\n"
                    "// { dg-do run }\n" % (cfg["seed"], cfg["build"],
                                            "".join(" " + a for a in extra))
                    + ("// { dg-profile-feedback \"\" }\n" if pgo else "")
                    + "// { dg-options \"%s\" }\n" % " ".join(keep) + text)
        with open(os.path.join(dest, "%s_%d.C" % (name, i)), "w") as f:
            f.write(text)
    # The test checks the output the -O0 reference build prints.
    with tempfile.TemporaryDirectory() as t:
        for n in os.listdir(src):
            if n.startswith("fz"):
                shutil.copy(os.path.join(src, n), t)
        for cmd in cfg["reference"]:
            subprocess.run(cmd, cwd=t, check=True)
        out = subprocess.run(["./ref"], cwd=t, check=True, timeout=RUN_TIMEOUT,
                             stdout=subprocess.PIPE, text=True).stdout.strip()
    with open(os.path.join(dest, name + "_0.C"), "a") as f:
        f.write("// { dg-output \"%s\" }\n" % re.sub(r"([][\\$.*+?(){}^|])",
                                                      r"\\\\\1", out))
    print("totest: testsuite/tigdevirt.lto/%s_0.C ... _%d.C and %s.h"
          % (name, len(units) - 1, name))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--plugin", required=True)
    r.add_argument("--cxx", default=os.environ.get("CXX", "g++"))
    r.add_argument("--seeds", help="A-B")
    r.add_argument("--seed", type=int, action="append")
    r.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    r.add_argument("--out", help="keep failures and results.jsonl here")
    r.add_argument("--tmp", default=None)
    r.add_argument("--keep-passing", action="store_true")
    r.add_argument("--no-pgo", action="store_true")
    r.add_argument("--partitions",
                   help="link every mode in these partition modes only "
                   "(comma-separated; default: all)")
    r.add_argument("--modes",
                   help="link these plugin modes only (comma-separated; "
                   "default: default,hidden,strict,wp; hidden-wp on request)")
    r.add_argument("--plugin-args", default="",
                   help="more KEY[=VALUE] for every link with the plugin")
    g = sub.add_parser("gen")
    g.add_argument("seed", type=int)
    g.add_argument("dir")
    t = sub.add_parser("totest")
    t.add_argument("dir")
    t.add_argument("name")
    d = sub.add_parser("reduce")
    d.add_argument("dir")
    d.add_argument("--plugin")
    d.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()
    return {"run": cmd_run, "gen": cmd_gen, "reduce": cmd_reduce,
            "totest": cmd_totest}[a.cmd](a)


if __name__ == "__main__":
    sys.exit(main())
