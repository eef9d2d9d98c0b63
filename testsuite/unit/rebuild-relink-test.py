#!/usr/bin/python3
"""Test of scripts/rebuild_lib/relink.py and the wrapper's command files:
the compiler wrapper keeps each link's directory, plugin options and
arguments (any bytes but NUL); `relink' runs a package's largest links
again from two kept build trees, alone's, default's and alone's again in
an order that rotates, checks each run made the .text its build made,
and refuses a tree that is not its result's build; the ratios within the
rounds; the report's table of them."""

import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # the source tree may be read-only
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
TMP = tempfile.mkdtemp(prefix="relink-test-")
# rebuild_lib reads these when first imported: everything in TMP.
os.environ["TIGDEVIRT_REBUILD_DIR"] = os.path.join(TMP, "work")
os.environ["TIGDEVIRT_REBUILD_RESULTS"] = os.path.join(TMP, "results")
from unit_check import check  # noqa: E402
import unit_check  # noqa: E402
from rebuild_lib import build, logs, relink, report, wrapper  # noqa: E402
from rebuild_lib.common import BUILD_DIR, RESULTS  # noqa: E402

GCC = shutil.which("gcc")

# A "compiler" that spends some CPU time before it links with GCC, so
# that GNU time measures more than 0.00 s of its link.
REAL = os.path.join(TMP, "real-gcc")
with open(REAL, "w") as f:
    f.write("#!/bin/sh\ni=0\nwhile [ $i -lt 60000 ]; do i=$((i+1)); done\n"
            f'exec {GCC} "$@"\n')
os.chmod(REAL, 0o755)
DRIVER = os.path.join(TMP, "g++")
with open(DRIVER, "w") as f:
    f.write(wrapper.DRIVER.format(real=REAL, probes="|".join(wrapper.PROBES),
                                  cxx="yes"))
os.chmod(DRIVER, 0o755)


def build_tree(variant, opts):
    """A kept tree of VARIANT: its program linked by the wrapper from a
    subdirectory, and the result build.py would write for it."""
    top = os.path.join(BUILD_DIR, "gcc12", "pkg", variant)
    src = os.path.join(top, "src")
    os.makedirs(os.path.join(src, "sub"), exist_ok=True)
    with open(os.path.join(src, "hello.c"), "w") as f:
        f.write('#include <stdio.h>\nint main(void){puts(MSG);return 0;}\n')
    link_log = os.path.join(top, "links.log")
    open(link_log, "w").close()
    env = dict(os.environ, REBUILD_LINK_LOG=link_log, TIGDEVIRT_OPTIONS=opts)
    rc = subprocess.call([DRIVER, '-DMSG="a b"', "../hello.c", "-o", "../prog"],
                         cwd=os.path.join(src, "sub"), env=env)
    result = {"source": "pkg", "gcc": 12, "variant": variant,
              "links": build.link_results(
                  logs.link_records(open(link_log).read()), src)}
    if variant != "alone":
        result["plugin"] = "abc1234"
    os.makedirs(os.path.join(RESULTS, "gcc12"), exist_ok=True)
    with open(os.path.join(RESULTS, "gcc12", f"pkg.{variant}.json"), "w") as f:
        json.dump(result, f)
    return rc, top, src, result


# --- the wrapper's command file -------------------------------------------
rc, top, src, alone = build_tree("alone", "")
check(rc == 0 and os.path.exists(os.path.join(src, "prog")),
      "the wrapper links the program")
raw = relink.raw_outputs(top)
check(raw == {"prog": os.path.join(src, "sub", "..", "prog")},
      f"raw_outputs: the logged path, by its name in results: {raw}")
cmdf = relink.cmd_file(top, raw["prog"])
cwd, opts, argv = relink.read_cmd(cmdf)
check(cwd == os.path.join(src, "sub") and opts == ""
      and argv == [REAL, '-DMSG="a b"', "../hello.c", "-o", "../prog"],
      f"the command file: directory, options, driver and arguments "
      f"(an argument with a space and quotes kept whole): {cwd} {argv}")
rc, dtop, dsrc, default = build_tree("default", "stats=/x y/")
check(relink.read_cmd(relink.cmd_file(
    dtop, relink.raw_outputs(dtop)["prog"]))[1]
      == "stats=/x y/", "the command file keeps TIGDEVIRT_OPTIONS")
check(alone["links"] and alone["links"][0]["cpu_seconds"],
      f"the link's CPU time is measured: {alone['links']}")
kept = os.path.join(TMP, "kept")
shutil.copytree(top + "/links.log.d", kept,
                ignore=shutil.ignore_patterns("*.cmd"))
check(not any(n.endswith(".cmd") for n in os.listdir(kept)),
      "the logs' copy of the exported names leaves the command files out")

# --- which links ----------------------------------------------------------
def L(out, cpu):
    return {"output": out, "cpu_seconds": cpu}


a = {"links": [L("big", 100), L("mid", 30), L("small", 5), L("gone", 200),
               L("old", None)]}
d = {"links": [L("big", 110), L("mid", 29), L("small", 5), L("old", 3)]}
check(relink.pick_links(a, d) == ["big", "mid"],
      "pick_links: the largest both measured, at most two")
check(relink.pick_links(a, d, most=3) == ["big", "mid"],
      "pick_links: not one under a fifth of the largest")
check(relink.pick_links({"links": []}, d) == [], "pick_links: none")

# --- ratios within rounds -------------------------------------------------
R = [{"alone": {"cpu_seconds": 10, "seconds": 6, "status": 0, "text": 7,
                "peak_kb": 100},
      "default": {"cpu_seconds": 11, "seconds": 6, "status": 0, "text": 8,
                  "peak_kb": 104},
      "again": {"cpu_seconds": 10, "seconds": 6, "status": 0, "text": 7}},
     {"alone": {"cpu_seconds": 20, "seconds": 12, "status": 0, "text": 7},
      "default": {"cpu_seconds": 21, "seconds": 12, "status": 0, "text": 8},
      "again": {"cpu_seconds": 18, "seconds": 12, "status": 0, "text": 7}},
     {"alone": {"cpu_seconds": 10, "seconds": 6, "status": 0, "text": 7},
      "default": {"cpu_seconds": 12, "seconds": 6, "status": 0, "text": 8},
      "again": {"cpu_seconds": 11, "seconds": 6, "status": 0, "text": 7}}]
s = relink.summarize({"output": "x", "text": {"alone": 7, "default": 8},
                      "rounds": R})
check(s["cpu"] == {"median": 1.1, "ci_low": 1.05, "ci_high": 1.2,
                   "min": 1.05, "max": 1.2, "n": 3},
      f"summarize: default over alone within each round: {s['cpu']}")
check(s["cpu_aa"] == {"median": 1.0, "ci_low": 0.9, "ci_high": 1.1,
                      "min": 0.9, "max": 1.1, "n": 3},
      f"summarize: the A/A control: {s['cpu_aa']}")
check(s["peak"] == {"median": 1.04, "ci_low": 1.04, "ci_high": 1.04,
                    "min": 1.04, "max": 1.04, "n": 1},
      f"summarize: peak memory, where both rounds measured it: {s['peak']}")
check(s["same_text"] and s["alone_cpu"] == 10.5,
      f"summarize: same .text; alone's median CPU: {s['alone_cpu']}")
R[1]["again"]["text"] = 9
check(not relink.summarize({"output": "x", "text": {"alone": 7, "default": 8},
                            "rounds": R})["same_text"],
      "summarize: a run with another .text is flagged")
check(relink.ratios([{"alone": {"cpu_seconds": 0}}], "cpu_seconds",
                    "default", "alone") is None, "ratios: none without both")

# --- relink from the kept trees -------------------------------------------
rec = relink.relink(12, "pkg", rounds=3)
check(isinstance(rec, dict) and len(rec["links"]) == 1
      and rec["links"][0]["output"] == "prog", f"relink: the program: {rec}")
if isinstance(rec, dict) and rec["links"]:
    l = rec["links"][0]
    check([list(r) for r in l["rounds"]] == [list(o) for o in relink.ORDERS],
          "relink: the order rotates over the rounds")
    check(l["same_text"], "relink: every run made its build's .text")
    check(l["cpu"] and l["cpu"]["n"] == 3 and l["cpu_aa"]["n"] == 3,
          f"relink: CPU ratios over three rounds: {l['cpu']} {l['cpu_aa']}")
    check(relink.load_relinks() == {12: {"pkg": rec}},
          "relink: the record written and read back")
    rows = report.relink_table({"pkg": rec})
    check(len(rows) == 3 and "| pkg | `prog` |" in rows[2],
          f"report: a row per link: {rows[2]}")
    c = l["cpu"]
    check(f"{c['median']:.3f} [{c['ci_low']:.3f}-{c['ci_high']:.3f}] "
          f"({c['min']:.3f}-{c['max']:.3f})" in rows[2],
          f"report: median, interval and range: {rows[2]}")
    old = dict(l, cpu={"median": 1.0, "min": 0.9, "max": 1.2, "n": 5})
    check("| 1.000 (0.900-1.200) |" in report.relink_table(
        {"pkg": dict(rec, links=[old])})[2],
          "report: a record from before the interval shows its range")
    txt = report.render({(12, "pkg"): {"alone": alone, "default": default}},
                        settled={})
    check("### Links run again, GCC 12" in txt,
          "report: the section, with the tree's records")
    check("### Links run again" not in report.render(
        {(12, "pkg"): {"alone": alone, "default": default}}, settled={},
        relinks={}), "report: no section without records")
with open(os.path.join(dtop, "links.log"), "a") as f:
    f.write("LINK 1.00 1000 0 1 99 - - cpu=0.90 /elsewhere/prog\n")
check(relink.relink(12, "pkg") == "the kept tree of default is not its "
      "result's build", "relink: refuses a tree its result was not built in")
shutil.rmtree(os.path.join(BUILD_DIR, "gcc12", "pkg", "alone"))
check("no kept build tree of alone" in relink.relink(12, "pkg"),
      "relink: says so without a kept tree")

shutil.rmtree(TMP)
unit_check.exit_status()
