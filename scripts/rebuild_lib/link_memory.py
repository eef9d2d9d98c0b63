# scripts/rebuild_lib/link_memory.py - where a link's peak memory goes:
# a link of the rebuild whose peak is above the budget, run again from the
# kept tree of the plugin's build, with and without the plugin, each lto1
# process's peak recorded, with GCC's partitioning and with one partition.
#
# Why: a link's peak (what the builds record: GNU time's maximum resident
# set of any process of the link) is usually one LTRANS process's, and
# which functions share a partition is GCC's balanced partitioning's
# choice, made from the functions' sizes.  The plugin changes those sizes
# (calls made direct, guards, methods removed), so GCC cuts the same
# program differently: exempi's dumpxmp on GCC 16 reads 1.152 of alone's
# peak (one of its three LTRANS processes grows from 108 to 124 MB while
# another shrinks from 96 to 57) although its LTRANS processes sum to
# 0.92 of alone's and with one partition the plugin's link needs 0.90 of
# alone's memory.  A budget of peak memory is judged on the process the
# plugin's own work is in (WPA, where the analysis runs) and on the
# program's whole LTRANS work (one partition), beside the largest process.
#
# "Without the plugin" is the same objects linked with the plugin's specs
# taken out of the command: the program GCC alone would link from them
# (the objects carry the plugin's sections, which GCC alone skips).  Both
# links run here, back to back, so that both see the same machine.

import json
import os
import shlex
import subprocess
import tempfile
import time

from hot_code import text_size

from . import relink, sources
from .common import BUILD_DIR, RESULTS, load_records, log, write_record

MEMORY_DIR = os.path.join(os.path.dirname(RESULTS), "memory")

# GCC's lto1 under GNU time: appends "wpa|ltrans PEAK_KB" to $LTO1_MEMLOG
# (lto-wrapper passes -B on to the WPA and LTRANS runs).
LTO1_SHIM = """#!/bin/sh
stage=ltrans
for a in "$@"; do case "$a" in -fwpa*) stage=wpa;; esac; done
exec /usr/bin/time -a -o "$LTO1_MEMLOG" -f "$stage %%M" %s "$@"
"""


def without_plugin(argv):
    """ARGV with the plugin taken out: its specs file (how the rebuild
    loads it) and any -fplugin option of it."""
    return [a for a in argv
            if not ((a.startswith("-specs=") or a.startswith("-fplugin"))
                    and "tigdevirt" in a)]


def read_memlog(text):
    """{"wpa_kb", "ltrans_kb": [each LTRANS process's peak, largest
    first]} of the shim's log TEXT."""
    wpa, ltrans = 0, []
    for line in text.splitlines():
        f = line.split()
        if len(f) == 2 and f[1].isdigit():
            if f[0] == "wpa":
                wpa = max(wpa, int(f[1]))
            elif f[0] == "ltrans":
                ltrans.append(int(f[1]))
    return {"wpa_kb": wpa, "ltrans_kb": sorted(ltrans, reverse=True)}


def over_budget(alone, default, budget=1.05):
    """The outputs (relative, as in results) whose peak memory in the
    plugin's build DEFAULT is above BUDGET times the baseline ALONE's,
    worst first."""
    base = {l["output"]: l.get("peak_kb") for l in alone.get("links", [])}
    out = []
    for l in default.get("links", []):
        b = base.get(l["output"])
        if b and l.get("peak_kb") and l["peak_kb"] > budget * b:
            out.append((l["peak_kb"] / b, l["output"]))
    return [o for _, o in sorted(out, reverse=True)]


def ratio(a, b):
    return round(a / b, 3) if a and b else None


def cut_param(size):
    """The partitioning name and link option of a cut at SIZE: GCC's
    balanced partitioning with partitions of at least SIZE instructions
    (GCC's default 10,000; it decides the cut of every link too small for
    GCC's 128 partitions)."""
    return f"cut{size}", f"--param=lto-min-partition={size}"


def summarize(runs):
    """The plugin's over alone's, per measure, of RUNS ({(variant,
    partitioning): run}): GCC's partitioning ("gcc"), one partition
    ("one") and each cut size measured ("cutN")."""
    out = {}
    cuts = sorted({p for _, p in runs if p.startswith("cut")},
                  key=lambda p: int(p[3:]))
    for part in ["gcc", "one"] + cuts:
        p, a = runs.get(("plugin", part)), runs.get(("alone", part))
        if not p or not a:
            continue
        out[part] = {
            "largest": ratio(p.get("peak_kb"), a.get("peak_kb")),
            "wpa": ratio(p.get("wpa_kb"), a.get("wpa_kb")),
            "ltrans_largest": ratio(max(p["ltrans_kb"] or [0]),
                                    max(a["ltrans_kb"] or [0])),
            "ltrans_sum": ratio(sum(p["ltrans_kb"]), sum(a["ltrans_kb"])),
            "partitions": [len(a["ltrans_kb"]), len(p["ltrans_kb"])],
        }
    return out


def cut_spread(runs):
    """How far moving only GCC's cut moves each build's largest process:
    {"sizes", "alone", "plugin" (largest KB per size), "alone_spread" and
    "plugin_spread" (largest over smallest)}, or None without two sizes
    measured for both builds.  A link whose ratio at GCC's default cut is
    within what alone's own peak moves when the cut moves is above the
    budget by where GCC cut it (docs/rebuild-method.md)."""
    sizes = sorted(int(p[3:]) for v, p in runs
                   if v == "alone" and p.startswith("cut")
                   and ("plugin", p) in runs)
    if len(sizes) < 2:
        return None
    peaks = {v: [runs[(v, f"cut{n}")].get("peak_kb") or 0 for n in sizes]
             for v in ("alone", "plugin")}
    out = {"sizes": sizes, **peaks}
    for v in ("alone", "plugin"):
        out[v + "_spread"] = ratio(max(peaks[v]), min(peaks[v]))
    return out


def run_link(gcc, cmd, output, shim, top):
    """The link of CMD (relink.read_cmd's) with SHIM's lto1, as
    relink.run_kept_link runs it: {"status", "peak_kb", "wpa_kb",
    "ltrans_kb", "text"}."""
    cwd, opts, argv = cmd
    fd, memlog = tempfile.mkstemp(prefix="memory-", suffix=".lto1", dir=top)
    os.close(fd)
    argv = argv[:1] + ["-B" + shim + "/"] + argv[1:]
    status, fields = relink.run_kept_link(gcc, (cwd, opts, argv), top, "%M",
                                          ["LTO1_MEMLOG=" + memlog])
    out = {"status": status, "text": text_size(output)}
    try:
        out.update(read_memlog(open(memlog).read()))
        out["peak_kb"] = int(fields[0]) if fields else 0
    except (OSError, ValueError):
        pass
    finally:
        os.remove(memlog)
    return out


def make_shim(gcc, top, driver):
    """A directory under TOP holding the lto1 shim for DRIVER (the link's
    g++) of GCC GCC."""
    real = subprocess.run(sources.in_place(gcc, [driver, "-print-prog-name=lto1"]),
                          capture_output=True, text=True).stdout.strip()
    d = os.path.join(top, "lto1-shim")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "lto1"), "w") as f:
        f.write(LTO1_SHIM % shlex.quote(real))
    os.chmod(os.path.join(d, "lto1"), 0o755)
    return d


def measure(gcc, source, outputs=None, budget=1.05, cut_sizes=()):
    """SOURCE's links above BUDGET (or OUTPUTS), each run with and without
    the plugin, with GCC's partitioning, with one partition and with GCC's
    partitioning cut at each of CUT_SIZES (a control: how far the peak
    moves when only the cut moves); the record (also written to
    docs/rebuild/memory/gccN/SOURCE.json), or a string saying why not."""
    res = {}
    for v in ("alone", "default"):
        path = os.path.join(RESULTS, f"gcc{gcc}", f"{source}.{v}.json")
        if not os.path.exists(path):
            return f"no {v} result"
        res[v] = json.load(open(path))
    top = os.path.join(BUILD_DIR, f"gcc{gcc}", source, "default")
    if not os.path.exists(os.path.join(top, "links.log")):
        return "no kept build tree of default (scripts/rebuild run --keep)"
    outputs = outputs or over_budget(res["alone"], res["default"], budget)
    if not outputs:
        return f"no link above {budget}x"
    raws = relink.raw_outputs(top)
    record = {"source": source, "gcc": gcc, "plugin": res["default"].get("plugin"),
              "date": time.strftime("%Y-%m-%d"), "links": []}
    peaks = {l["output"]: l.get("peak_kb") for l in res["default"]["links"]}
    base = {l["output"]: l.get("peak_kb") for l in res["alone"]["links"]}
    for rel in outputs:
        try:
            cmd = relink.read_cmd(relink.cmd_file(top, raws[rel]))
        except (OSError, ValueError, KeyError):
            log(f"gcc{gcc} {source}: {rel}: no command kept")
            continue
        path = os.path.join(top, "src", rel)
        shim = make_shim(gcc, top, cmd[2][0])
        runs = {}
        parts = [("gcc", []), ("one", ["-flto-partition=one"])]
        parts += [(name, [opt]) for name, opt in map(cut_param, cut_sizes)]
        for part, extra in parts:
            for v in ("alone", "plugin"):
                cwd, opts, argv = cmd
                if v == "alone":
                    argv = without_plugin(argv)
                runs[(v, part)] = run_link(gcc, (cwd, opts, argv + extra),
                                           path, shim, top)
        link = {"output": rel,
                "builds": ratio(peaks.get(rel), base.get(rel)),
                "runs": {f"{v}/{p}": r for (v, p), r in runs.items()},
                "ratios": summarize(runs)}
        spread = cut_spread(runs)
        if spread:
            link["cuts"] = spread
        record["links"].append(link)
        log(f"gcc{gcc} {source}: {rel}: " + json.dumps(link["ratios"]))
    if not record["links"]:
        return "no link with its command kept"
    write_record(MEMORY_DIR, gcc, source, record)
    return record


def load_memory(root=None):
    """{gcc: {source: record}} of the records under ROOT."""
    return load_records(root or MEMORY_DIR)
