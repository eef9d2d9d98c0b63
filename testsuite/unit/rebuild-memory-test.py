#!/usr/bin/python3
"""Test of scripts/rebuild_lib/link_memory.py: which links are above the
budget, the plugin taken out of a link's command, the lto1 shim's log
read, the ratios, the cut control, a kept LTO link run again with each
lto1 process's peak recorded (with GCC's partitioning, with one
partition and at other cut sizes), and the report's table."""

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
TMP = tempfile.mkdtemp(prefix="memory-test-")
os.environ["TIGDEVIRT_REBUILD_DIR"] = os.path.join(TMP, "work")
os.environ["TIGDEVIRT_REBUILD_RESULTS"] = os.path.join(TMP, "results")
from unit_check import check  # noqa: E402
import unit_check  # noqa: E402
from rebuild_lib import build, link_memory, logs, report, wrapper  # noqa: E402
from rebuild_lib.common import BUILD_DIR, RESULTS  # noqa: E402

# --- the plugin taken out -------------------------------------------------
argv = ["g++", "-O2", "-specs=/p/tigdevirt-rebuild.specs", "-flto=auto",
        "-specs=/other.specs", "-fplugin=/x/tigdevirt.so",
        "-fplugin-arg-tigdevirt-stats=/s", "-o", "a"]
check(link_memory.without_plugin(argv)
      == ["g++", "-O2", "-flto=auto", "-specs=/other.specs", "-o", "a"],
      "without_plugin: the plugin's specs and options only")

# --- the shim's log ---------------------------------------------------------
log_text = ("ltrans 900\nwpa 1200\nltrans 1100\n"
            "Command exited with non-zero status 1\nltrans 50\n")
check(link_memory.read_memlog(log_text)
      == {"wpa_kb": 1200, "ltrans_kb": [1100, 900, 50]},
      "read_memlog: WPA's peak, each LTRANS's largest first, other lines skipped")
check(link_memory.read_memlog("") == {"wpa_kb": 0, "ltrans_kb": []},
      "read_memlog: an empty log")

# --- which links ----------------------------------------------------------
a = {"links": [{"output": "x", "peak_kb": 100}, {"output": "y", "peak_kb": 100},
               {"output": "z", "peak_kb": 100}, {"output": "w"}]}
d = {"links": [{"output": "x", "peak_kb": 105}, {"output": "y", "peak_kb": 120},
               {"output": "z", "peak_kb": 110}, {"output": "w", "peak_kb": 900},
               {"output": "new", "peak_kb": 900}]}
check(link_memory.over_budget(a, d) == ["y", "z"],
      "over_budget: above 1.05x only (not at it), worst first, both measured")

# --- ratios ---------------------------------------------------------------
runs = {("alone", "gcc"): {"peak_kb": 100, "wpa_kb": 50, "ltrans_kb": [100, 80]},
        ("plugin", "gcc"): {"peak_kb": 120, "wpa_kb": 51, "ltrans_kb": [120, 40]},
        ("alone", "one"): {"peak_kb": 200, "wpa_kb": 50, "ltrans_kb": [200]},
        ("plugin", "one"): {"peak_kb": 190, "wpa_kb": 51, "ltrans_kb": [190]}}
s = link_memory.summarize(runs)
check(s["gcc"] == {"largest": 1.2, "wpa": 1.02, "ltrans_largest": 1.2,
                   "ltrans_sum": 0.889, "partitions": [2, 2]},
      f"summarize: GCC's partitioning: {s['gcc']}")
check(s["one"]["largest"] == 0.95 and s["one"]["partitions"] == [1, 1],
      f"summarize: one partition: {s['one']}")
del runs[("plugin", "one")]
check("one" not in link_memory.summarize(runs),
      "summarize: a partitioning with one variant missing is left out")

# --- the cut control --------------------------------------------------------
check(link_memory.cut_param(9500) == ("cut9500", "--param=lto-min-partition=9500"),
      "cut_param: the run's name and GCC's parameter")
check(link_memory.cut_spread(runs) is None,
      "cut_spread: nothing without cut sizes measured")
for n, a_kb, p_kb in ((10000, 100, 110), (9000, 90, 91), (11000, 120, 119)):
    runs[("alone", f"cut{n}")] = {"peak_kb": a_kb, "wpa_kb": 5, "ltrans_kb": [a_kb]}
    runs[("plugin", f"cut{n}")] = {"peak_kb": p_kb, "wpa_kb": 5, "ltrans_kb": [p_kb]}
runs[("alone", "cut12000")] = {"peak_kb": 999, "wpa_kb": 5, "ltrans_kb": [999]}
c = link_memory.cut_spread(runs)
check(c == {"sizes": [9000, 10000, 11000], "alone": [90, 100, 120],
            "plugin": [91, 110, 119], "alone_spread": 1.333,
            "plugin_spread": 1.308},
      f"cut_spread: sizes measured by both builds, in order, and each build's spread: {c}")
s = link_memory.summarize(runs)
check([k for k in s] == ["gcc", "cut9000", "cut10000", "cut11000"]
      and s["cut10000"]["largest"] == 1.1,
      f"summarize: each cut size both builds ran, by size: {list(s)}")

# --- a kept link run again ------------------------------------------------
GCC = shutil.which("gcc")
DRIVER = os.path.join(TMP, "gcc")
with open(DRIVER, "w") as f:
    f.write(wrapper.DRIVER.format(real=GCC, probes="|".join(wrapper.PROBES),
                                  cxx="yes"))
os.chmod(DRIVER, 0o755)
top = os.path.join(BUILD_DIR, "gcc12", "pkg", "default")
src = os.path.join(top, "src")
os.makedirs(src)
# The plugin as the rebuild loads it: a specs file whose name says so
# (an empty one here: the test is of the machinery, not of the plugin).
specs = os.path.join(TMP, "tigdevirt-rebuild.specs")
open(specs, "w").close()
for name, body in (("a.c", "int f(int);\nint main(void){return f(1)-2;}\n"),
                   ("b.c", "int f(int x){return x+1;}\n")):
    with open(os.path.join(src, name), "w") as f:
        f.write(body)
for name in ("a", "b"):
    subprocess.check_call([GCC, "-O2", "-flto", "-c", name + ".c"], cwd=src)
link_log = os.path.join(top, "links.log")
open(link_log, "w").close()
env = dict(os.environ, REBUILD_LINK_LOG=link_log, TIGDEVIRT_OPTIONS="")
rc = subprocess.call([DRIVER, "-O2", "-flto=2", "-specs=" + specs, "a.o", "b.o",
                      "-o", "prog"], cwd=src, env=env)
check(rc == 0, "the wrapper links the LTO program")
links = build.link_results(logs.link_records(open(link_log).read()), src)
os.makedirs(os.path.join(RESULTS, "gcc12"), exist_ok=True)
for v, peak in (("alone", 1000), ("default", 2000)):
    res = {"source": "pkg", "gcc": 12, "variant": v,
           "links": [dict(l, peak_kb=peak) for l in links]}
    if v == "default":
        res["plugin"] = "abc1234"
    with open(os.path.join(RESULTS, "gcc12", f"pkg.{v}.json"), "w") as f:
        json.dump(res, f)
rec = link_memory.measure(12, "pkg", cut_sizes=[9000, 11000])
check(isinstance(rec, dict) and [l["output"] for l in rec["links"]] == ["prog"],
      f"measure: the link above the budget is run again: {rec}")
if isinstance(rec, dict) and rec["links"]:
    l = rec["links"][0]
    r = l["runs"]
    check(set(r) == {"alone/gcc", "plugin/gcc", "alone/one", "plugin/one",
                     "alone/cut9000", "plugin/cut9000", "alone/cut11000",
                     "plugin/cut11000"},
          f"measure: with and without the plugin, both partitionings and each cut size: {sorted(r)}")
    check(l.get("cuts", {}).get("sizes") == [9000, 11000]
          and "cut9000" in l["ratios"],
          f"measure: the cut control recorded: {l.get('cuts')}")
    check(all(x["status"] == 0 and x["wpa_kb"] > 0 and x["ltrans_kb"]
              and x["peak_kb"] >= x["wpa_kb"] for x in r.values()),
          f"measure: each lto1 process's peak recorded: {r}")
    check(len(r["plugin/one"]["ltrans_kb"]) == 1,
          "measure: -flto-partition=one gives one LTRANS process")
    check(l["builds"] == 2.0 and l["ratios"]["gcc"]["wpa"],
          f"measure: the builds' ratio and the runs' ratios: {l['ratios']}")
    saved = os.path.join(os.path.dirname(RESULTS), "memory", "gcc12", "pkg.json")
    check(os.path.exists(saved), "measure: the record is written")
    rows = report.memory_table({"pkg": rec})
    check(len(rows) == 3 and "`prog`" in rows[2] and "2.000" in rows[2]
          and "abc1234" in rows[2], f"memory_table: one row per link: {rows}")
    check("9000: " in rows[2] and "11000: " in rows[2] and "alone's 1." in rows[2],
          f"memory_table: the cut control's cell: {rows[2]}")
check(link_memory.measure(12, "none") == "no alone result",
      "measure: a package with no results is refused")
shutil.rmtree(os.path.join(BUILD_DIR, "gcc12", "pkg"))
check(link_memory.measure(12, "pkg").startswith("no kept build tree"),
      "measure: a package with no kept tree is refused")

shutil.rmtree(TMP)
unit_check.exit_status()
