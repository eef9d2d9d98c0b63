# scripts/corpus_lib/timing.py - timing the recipes' workloads: interleaved
# rounds across the variants with the A/A controls, one callgrind run per
# variant (its instructions, and the indirect calls and jumps the timed
# program -- and the package's shared libraries the workload runs through
# -- execute: scripts/hot_code.py's reader), and the check that the
# variants' outputs agree.  (The paired ratios are computed by the report,
# with timing_stats.py.)

import collections
import glob
import os
import re
import shutil
import subprocess
import tempfile
import time

import hot_code

from . import common
from .common import (
    AA_CONTROLS, BUILD_DIR, LOG_DIR, NOTES, RECIPES, SRC_DIR,
    VARIANTS, WORK, baseline, log, sid_root
)
from .variants import SID_RUNPATH_DIRS, run_env
from .wrappers import program_cost


def expand(cmd, db, bdir, src):
    """CMD with {db}, {bdir} and {src} filled in (see corpus_recipes)."""
    return [c.format(db=db, bdir=bdir, src=src or "") for c in cmd]


def time_once(cmd, cwd, env, dbdir, src=None, fingerprint=None):
    """One run of CMD in CWD: (seconds, output, FINGERPRINT's result or
    None)."""
    shutil.rmtree(dbdir, ignore_errors=True)
    os.makedirs(dbdir)
    argv = expand(cmd, dbdir, cwd, src)
    t0 = time.perf_counter()
    r = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    dt = time.perf_counter() - t0
    fp = None
    if r.returncode == 0 and fingerprint:
        fp = fingerprint(r.stdout, dbdir)
    shutil.rmtree(dbdir, ignore_errors=True)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed in {cwd}:\n{r.stdout[-2000:]}")
    return dt, r.stdout, fp


TIMING_FAILED = {}  # benchmark -> {variant: error}


def callgrind_run(cmd, cwd, ld_path, src=None, variant=None, objects=()):
    """One run of CMD under callgrind (--dump-instr=yes): (instructions of
    the whole run or None, {object: Counter {(kind, function, address):
    executions}} of the indirect calls and jumps of each of OBJECTS (paths
    of the program and the package's shared libraries; hot_code.executed
    reads only the cost lines of an object of that file name, so a
    library's addresses are not mistaken for the program's)).  An object
    that cannot be read maps to None."""
    env = dict(os.environ, LC_ALL="C")
    if ld_path:
        env["LD_LIBRARY_PATH"] = cwd
    env = run_env(variant, env)
    db = os.path.join(WORK, "timing-tmp", "callgrind")
    shutil.rmtree(db, ignore_errors=True)
    os.makedirs(db)
    with tempfile.TemporaryDirectory(dir=os.path.join(WORK, "timing-tmp")) \
            as tmp:
        profile = os.path.join(tmp, "callgrind.out")
        argv = ["valgrind", "--tool=callgrind", "--dump-instr=yes",
                f"--callgrind-out-file={profile}"] + expand(cmd, db, cwd, src)
        r = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
        shutil.rmtree(db, ignore_errors=True)
        if r.returncode != 0 or not os.path.exists(profile):
            return None, {}
        executed = {}
        for obj in objects:
            try:
                sites = hot_code.indirect_sites(obj, switches=True)
                executed[obj] = by_site(hot_code.executed(profile, sites, obj),
                                        sites)
            except (OSError, subprocess.CalledProcessError):
                executed[obj] = None
        return hot_code.profile_instructions(profile), executed


def by_site(counts, sites):
    """hot_code.executed's {address: executions} as a Counter {(kind,
    function, address): executions}, SITES being hot_code.indirect_sites'
    {address: (kind, function)}."""
    out = collections.Counter()
    for addr, n in counts.items():
        kind, fn = sites[addr]
        out[(kind, fn, addr)] += n
    return out


def top_sites(per_object, n=20):
    """The N most executed indirect calls and jumps of callgrind_run's
    second result: [(executions, kind, function, object base name,
    address)], the most executed first; not a switch's jump table."""
    rows = [(k, kind, fn, os.path.basename(obj), addr)
            for obj, c in per_object.items() if c
            for (kind, fn, addr), k in c.items() if kind != "switch"]
    return sorted(rows, key=lambda r: (-r[0], r[3], r[4]))[:n]


def executed_totals(per_object):
    """{"calls": N, "jumps": N, "switches": N} summed over the objects of
    callgrind_run's second result (None when no object could be counted):
    the indirect calls, the other indirect jumps (tail calls, PLT stubs)
    and the switches' jump tables."""
    counted = [c for c in per_object.values() if c is not None]
    if not counted:
        return None
    tot = collections.Counter()
    for c in counted:
        for (kind, _, _), n in c.items():
            tot[kind] += n
    return {"calls": tot["call"], "jumps": tot["jmp"],
            "switches": tot["switch"]}


def package_objects(bdir, workload):
    """The files whose indirect calls a workload's callgrind run counts:
    its program and the package's shared libraries it runs through
    (Workload.libs, globs relative to BDIR), symbolic links resolved (the
    file name callgrind reports); [] without a program."""
    if not workload.program:
        return []
    out = [os.path.realpath(os.path.join(bdir, workload.program))]
    for pat in workload.libs:
        for f in sorted(glob.glob(os.path.join(bdir, pat))):
            f = os.path.realpath(f)
            if f not in out:
                out.append(f)
    return out


def timing(name, cmd, dirs, runs, ld_path, src=None, fingerprint=None):
    """Interleaved rounds: one run of every variant per round, the order
    rotated by one variant each round (round 0 is a warm-up).  Returns the
    times per variant (and per db_bench benchmark, as "VARIANT:BENCH"),
    and under "_fingerprints" what FINGERPRINT made of each variant's
    runs (a set per variant: one element when its runs agree)."""
    dirs = dict(dirs)
    for alone, aa in AA_CONTROLS.items():
        if alone in dirs:
            dirs[aa] = dirs[alone]
    times = {v: [] for v in dirs}
    fps = {}
    outputs = {}
    order = list(dirs)
    for i in range(runs + 1):            # run 0 is a warm-up, not counted
        k = i % len(order)
        for v in order[k:] + order[:k]:
            if v in TIMING_FAILED.get(name, {}):
                continue
            d = dirs[v]
            env = dict(os.environ, LC_ALL="C")
            if ld_path:
                env["LD_LIBRARY_PATH"] = d
            env = run_env(v, env)
            db = os.path.join(WORK, "timing-tmp", v)
            try:
                dt, out, fp = time_once(cmd, d, env, db, src, fingerprint)
            except RuntimeError as e:
                # A failing workload drops that variant, not the benchmark.
                TIMING_FAILED.setdefault(name, {})[v] = str(e)
                log(f"timing {name} [{v}] failed, variant dropped: {e}")
                continue
            if fingerprint:
                fps.setdefault(v, set()).add(fp)
            if i > 0:
                times[v].append(dt)
                outputs[v] = outputs.get(v, "") + out
                for b, us in re.findall(r"(\w+)\s+:\s+([\d.]+) micros/op",
                                        out, re.M):
                    times.setdefault(f"{v}:{b}", []).append(float(us))
    prefix = "timing-only-" if common.TIMING_ONLY else "timing-"
    with open(os.path.join(LOG_DIR, f"{prefix}{name}.log"), "w") as f:
        for v in dirs:
            f.write(f"== {v}: {times[v]}\n{outputs.get(v, '')}\n")
    if fingerprint:
        times["_fingerprints"] = fps
    return times


def unpacked_source(pkg):
    """The unpacked Debian source of PKG in SRC_DIR, or None."""
    found = [d for d in glob.glob(os.path.join(SRC_DIR,
                                               RECIPES[pkg].source + "-*"))
             if os.path.isdir(os.path.join(d, "debian"))]
    return sorted(found)[-1] if found else None


def run_timings(packages, results, runs, srcs=None):
    """Time every recipe's workloads across the variants that built."""
    timings, failed = {}, False
    for p in packages:
        src = (srcs or {}).get(p) or unpacked_source(p)
        for w in RECIPES[p].workloads:
            name, cmd, ld, cg = w.name, w.cmd, w.ld_path, w.callgrind
            ok = [v for v in VARIANTS
                  if results[(p, v)]["build"] in ("ok", "reused")]
            if not ok:
                continue
            dirs = {v: os.path.join(BUILD_DIR, p, v) for v in ok}
            log(f"timing {name} ({runs} interleaved runs per variant: "
                + ", ".join(ok) + ")")
            load0 = os.getloadavg()[0]
            t = timing(name, cmd, dirs, runs, ld, src, w.fingerprint)
            t["_load"] = (load0, os.getloadavg()[0])
            t["_pkg"] = p
            if shutil.which("valgrind") and cg:
                t["_instructions"], t["_executed"] = {}, {}
                for v, d in dirs.items():
                    if v in TIMING_FAILED.get(name, {}):
                        continue
                    objs = package_objects(d, w)
                    n, ex = callgrind_run(cg, d, ld, src, v, objs)
                    t["_instructions"][v] = n
                    if objs:
                        t["_executed"][v] = {
                            "totals": executed_totals(ex),
                            "objects": [os.path.relpath(o, d) for o in objs],
                            "sites": top_sites(ex)}
                    log(f"callgrind {name} [{v}]: {n} instructions"
                        + (f", indirect {t['_executed'][v]['totals']}"
                           if objs else ""))
            if w.program:
                t["_program"] = {v: program_cost(p, v, w.program)
                                 for v in ok}
            timings[name] = (cmd, t)
            for v, err in TIMING_FAILED.get(name, {}).items():
                failed = True
                NOTES.append(f"timing {name} [{v}] FAILED (variant dropped "
                             f"from the timing): {err.splitlines()[0]}")
            fps = t.get("_fingerprints")
            if fps:
                t["_fp_check"] = check_outputs(cmd, dirs, ld, src,
                                               w.fingerprint, fps)
                if not t["_fp_check"][0]:
                    failed = True
                    NOTES.append(f"timing {name}: the variants' outputs "
                                 "DIFFER: " + "; ".join(
                                     f"{v}: {' | '.join(sorted(map(str, x)))}"
                                     for v, x in fps.items())
                                 + ("; the gcc build with the sid chroot's "
                                    f"libraries: {t['_fp_check'][2]}"
                                    if t["_fp_check"][2] else ""))
    return timings, failed


def check_outputs(cmd, dirs, ld_path, src, fingerprint, fps):
    """(alike, {baseline: common output or None}, output of the gcc build
    run with the sid chroot's libraries or None).  Every variant of one
    compiler must print the same in every run.  The GCC 16 builds run with
    the sid chroot's libraries, GCC 12's with this machine's, whose libm
    may round differently (a physics simulation magnifies the last bit):
    their outputs may differ between the compilers only when the gcc build,
    run once with the chroot's loader and libraries, prints what the GCC
    16 builds print."""
    groups = {}
    for v, x in fps.items():
        groups.setdefault(baseline(v), []).append(x)
    common = {}
    for b, xs in groups.items():
        kinds = {frozenset(x) for x in xs}
        common[b] = next(iter(next(iter(kinds)))) \
            if len(kinds) == 1 and all(len(x) == 1 for x in xs) else None
    if any(c is None for c in common.values()):
        return False, common, None
    if len(set(common.values())) == 1:
        return True, common, None
    if set(common) != {"gcc", "gcc16"} or "gcc" not in dirs:
        return False, common, None
    lib = os.path.join(sid_root(), "usr/lib/x86_64-linux-gnu")
    path = ":".join(([dirs["gcc"]] if ld_path else []) + [lib] + [
        os.path.join(sid_root(), d) for d in SID_RUNPATH_DIRS])
    loader = [os.path.join(lib, "ld-linux-x86-64.so.2"), "--library-path",
              path]
    try:
        _, _, fp = time_once(loader + list(cmd), dirs["gcc"],
                             dict(os.environ, LC_ALL="C"),
                             os.path.join(WORK, "timing-tmp", "gcc-sid-libs"),
                             src, fingerprint)
    except RuntimeError as e:
        fp = f"failed: {str(e).splitlines()[0]}"
    return fp == common["gcc16"], common, fp
