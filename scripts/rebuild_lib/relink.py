# scripts/rebuild_lib/relink.py - a package's largest links run again
# from the kept build trees of its `alone' and `default' builds, in turn,
# with the compiler alone's link run twice (the A/A control): the link
# cost of the plugin with the noise of the machine measured beside it.
#
# Why: a rebuild's link times come from builds made hours apart, each
# beside other builds.  On a 2-core VM the CPU time of the same link
# grows by half when the other core is busy: nghttp2's `main', a C test
# program in which the plugin has nothing to do and whose .text is the
# same to the byte, took 13.6 s of CPU alone and 20.0 s in the plugin's
# build (GCC 12, 2026-12-01).  Such numbers cannot judge a 5% budget.
# Here one round runs the three links back to back (in an order that
# rotates over the rounds, so that none is always first), under whatever
# else the machine runs then, and the ratios are taken within the round.
#
# The command of each link is wrapper.py's OUTPUT.cmd (the directory, the
# plugin's options, the driver and its arguments); `scripts/rebuild run
# --keep' keeps the trees.  A relinked output must have the .text the
# build's link gave it: else the command did not make the same link, and
# the round says so.

import json
import os
import shlex
import statistics
import subprocess
import tempfile
import time

from hot_code import text_size
from timing_stats import paired_ratio

from . import build, logs, sources
from .common import BUILD_DIR, RESULTS, load_records, log, write_record

RELINK_DIR = os.path.join(os.path.dirname(RESULTS), "relink")
# The links of one round, in the order of round I: I % 3 picks the order.
ORDERS = [("alone", "default", "again"), ("default", "again", "alone"),
          ("again", "alone", "default")]


def read_cmd(path):
    """(directory, TIGDEVIRT_OPTIONS, argv) of wrapper.py's OUTPUT.cmd."""
    with open(path, "rb") as f:
        fields = f.read().split(b"\0")
    if fields and fields[-1] == b"":
        fields.pop()
    if len(fields) < 3:
        raise ValueError(f"{path}: not a link command")
    cwd, opts, *argv = (x.decode("utf-8", "surrogateescape") for x in fields)
    return cwd, opts, argv


def cmd_file(top, output):
    """The command file of the link of OUTPUT (absolute) in the build at
    TOP (build.py's directory of one variant)."""
    return os.path.join(top, "links.log.d",
                        output.replace("/", "_") + ".cmd")


def raw_outputs(top):
    """{output relative to TOP's src/, as results name it: the path the
    wrapper logged (the directory it ran in, joined to -o's: it may hold
    `..'), which names its command file}."""
    src = os.path.join(top, "src")
    with open(os.path.join(top, "links.log")) as f:
        return {os.path.relpath(r["output"], src): r["output"]
                for r in logs.link_records(f.read())}


def pick_links(alone, default, most=2, share=0.2):
    """The outputs (relative, as in results) of the links worth running
    again: those both builds made and measured in CPU time, the largest
    by the baseline's CPU time first, up to MOST of them, each with at
    least SHARE of the package's largest."""
    theirs = {l["output"]: l for l in default.get("links", [])}
    both = [l for l in alone.get("links", [])
            if l.get("cpu_seconds") and l["output"] in theirs
            and theirs[l["output"]].get("cpu_seconds")]
    both.sort(key=lambda l: -l["cpu_seconds"])
    if not both:
        return []
    top = both[0]["cpu_seconds"]
    return [l["output"] for l in both[:most] if l["cpu_seconds"] >= share * top]


def run_kept_link(gcc, cmd, top, fmt, env=()):
    """Run the link of CMD (read_cmd's) where GCC GCC's builds run, with
    the plugin's options its build gave it, ENV's settings and nothing
    else of the build's environment (no make jobserver: -flto=auto takes
    every core, in both builds alike), under GNU time with format FMT:
    (its exit status, the fields of GNU time's last line or None).  TOP,
    a directory the sid chroot sees, holds GNU time's file."""
    cwd, opts, argv = cmd
    fd, tfile = tempfile.mkstemp(prefix="relink-", suffix=".time", dir=top)
    os.close(fd)
    env = ["PATH=/usr/bin:/bin", "HOME=/tmp", "LC_ALL=C.UTF-8"] + list(env)
    if opts:
        env.append("TIGDEVIRT_OPTIONS=" + opts)
    line = ("cd " + shlex.quote(cwd) + " && exec env -i "
            + " ".join(shlex.quote(e) for e in env)
            + " /usr/bin/time -o " + shlex.quote(tfile)
            + " -f " + shlex.quote(fmt) + " "
            + " ".join(shlex.quote(a) for a in argv))
    r = subprocess.run(sources.in_place(gcc, ["sh", "-c", line]),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    fields = None
    try:
        # GNU time writes "Command exited with non-zero status N" first
        # when the link fails; the numbers are the last line.
        lines = [l for l in open(tfile).read().splitlines() if l.strip()]
        fields = lines[-1].split() if lines else None
    except OSError:
        pass
    finally:
        os.remove(tfile)
    return r.returncode, fields


def time_link(gcc, cmd, output, top):
    """run_kept_link's run of CMD: {"seconds", "cpu_seconds", "peak_kb",
    "status", "text"} (the .text of OUTPUT after it)."""
    status, nums = run_kept_link(gcc, cmd, top, "%e %M %U %S")
    out = {"status": status, "text": text_size(output)}
    try:
        out.update(seconds=float(nums[0]), peak_kb=int(nums[1]),
                   cpu_seconds=round(float(nums[2]) + float(nums[3]), 2))
    except (TypeError, IndexError, ValueError):
        pass
    return out


def ratios(rounds, key, num, den):
    """The ratios NUM/DEN of KEY within each round (where both ran), as
    {"median", "ci_low", "ci_high", "min", "max", "n"}: the paired ratio
    bench/run and scripts/corpus report (timing_stats: the median of the
    rounds' ratios and its 95% bootstrap interval) and, beside it, the
    plain spread of a few rounds; None when no round has both."""
    pairs = [(r[num][key], r[den][key]) for r in rounds
             if r.get(num, {}).get(key) and r.get(den, {}).get(key)]
    if not pairs:
        return None
    med, low, high = paired_ratio([n for n, _ in pairs], [d for _, d in pairs])
    rs = [n / d for n, d in pairs]
    return {"median": round(med, 3), "ci_low": round(low, 3),
            "ci_high": round(high, 3), "min": round(min(rs), 3),
            "max": round(max(rs), 3), "n": len(rs)}


def summarize(link):
    """LINK's rounds (relink's entry) summed up: the default build's link
    over the baseline's and the baseline's second run over its first (the
    A/A control), in CPU time and wall time; the largest process's peak
    memory, default's over alone's; whether every run made the .text its
    build made."""
    rounds = link["rounds"]
    link["cpu"] = ratios(rounds, "cpu_seconds", "default", "alone")
    link["cpu_aa"] = ratios(rounds, "cpu_seconds", "again", "alone")
    link["wall"] = ratios(rounds, "seconds", "default", "alone")
    link["wall_aa"] = ratios(rounds, "seconds", "again", "alone")
    link["peak"] = ratios(rounds, "peak_kb", "default", "alone")
    link["same_text"] = all(
        r[v].get("status") == 0 and r[v].get("text") == link["text"][
            "alone" if v == "again" else v]
        for r in rounds for v in ("alone", "default", "again") if v in r)
    link["alone_cpu"] = round(statistics.median(
        [r[v]["cpu_seconds"] for r in rounds for v in ("alone", "again")
         if r.get(v, {}).get("cpu_seconds")] or [0]), 2)
    return link


def relink(gcc, source, rounds=5, most=2):
    """Run SOURCE's largest links again (pick_links), ROUNDS rounds each;
    the record (also written to docs/rebuild/relink/gccN/SOURCE.json), or
    a string saying why not."""
    res, tops = {}, {}
    for v in ("alone", "default"):
        path = os.path.join(RESULTS, f"gcc{gcc}", f"{source}.{v}.json")
        if not os.path.exists(path):
            return f"no {v} result"
        res[v] = json.load(open(path))
        tops[v] = os.path.join(BUILD_DIR, f"gcc{gcc}", source, v)
        links_log = os.path.join(tops[v], "links.log")
        if not os.path.exists(links_log):
            return f"no kept build tree of {v} (scripts/rebuild run --keep)"
        if not build.same_run(res[v], links_log):
            return f"the kept tree of {v} is not its result's build"
    raws = {v: raw_outputs(tops[v]) for v in tops}
    outputs = pick_links(res["alone"], res["default"], most)
    if not outputs:
        return "no link measured in CPU time by both builds"
    record = {"source": source, "gcc": gcc, "plugin": res["default"].get("plugin"),
              "date": time.strftime("%Y-%m-%d"), "load": [os.getloadavg()[0]],
              "links": []}
    for rel in outputs:
        cmds, texts, paths = {}, {}, {}
        for v in ("alone", "default"):
            paths[v] = os.path.join(tops[v], "src", rel)
            try:
                cmds[v] = read_cmd(cmd_file(tops[v], raws[v][rel]))
            except (OSError, ValueError, KeyError):
                cmds = None
                break
            texts[v] = next(l.get("text") for l in res[v]["links"]
                            if l["output"] == rel)
        if cmds is None:
            log(f"gcc{gcc} {source}: {rel}: no command kept (a build "
                "before the wrapper kept them)")
            continue
        link = {"output": rel, "text": texts, "rounds": []}
        for i in range(rounds):
            one = {}
            for v in ORDERS[i % len(ORDERS)]:
                b = "alone" if v == "again" else v
                one[v] = time_link(gcc, cmds[b], paths[b], tops[b])
            link["rounds"].append(one)
            log(f"gcc{gcc} {source}: {rel}: round {i + 1}: " + ", ".join(
                f"{v} {one[v].get('cpu_seconds')} s" for v in one))
        record["links"].append(summarize(link))
    record["load"].append(os.getloadavg()[0])
    if not record["links"]:
        return "no link with its command kept"
    write_record(RELINK_DIR, gcc, source, record)
    return record


def load_relinks(root=None):
    """{gcc: {source: record}} of the relink records under ROOT."""
    return load_records(root or RELINK_DIR)
