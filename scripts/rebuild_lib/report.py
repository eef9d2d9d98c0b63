# scripts/rebuild_lib/report.py - the rebuild's results as tables: per
# package and compiler, the builds side by side (build, tests,
# decisions, the links' cost against the baseline's), the totals, and
# every difference from the baseline, which is a defect until shown
# otherwise.

import collections
import glob
import json
import os

from . import link_memory, relink
from .common import RESULTS, SETTLED
from .wrapper import is_probe


def package_links(r):
    """R's links without the probes (results made before the wrapper
    knew a probe keep them)."""
    return [l for l in r.get("links", []) if not is_probe(l["output"])]


def final_code(default, final):
    """Findings where the final build's links differ in .text from the
    same links of the default build: the suggestions' analysis must not
    change the code (the final build runs no tests of its own)."""
    d = {l["output"]: l.get("text") for l in package_links(default)
         if l.get("status") == 0}
    out = []
    for l in package_links(final):
        t = d.get(l["output"])
        if l.get("status") == 0 and t and l.get("text") and l["text"] != t:
            out.append(f"{os.path.basename(l['output'])}: .text {l['text']} "
                       f"bytes (default: {t}): the suggestions changed the code")
    return out


def variant_findings(by, variant):
    """What VARIANT's result in BY ({variant: result} of one package and
    compiler) shows against the baseline's: differences(), and for the
    final build, made by the same plugin as default's, final_code()."""
    found = differences(by["alone"], by[variant])
    if variant == "final" and by.get("default") and \
            by["final"].get("plugin") == by["default"].get("plugin"):
        found += final_code(by["default"], by["final"])
    return found


def load_results():
    """{(gcc, source): {variant: result}}."""
    out = {}
    for path in glob.glob(os.path.join(RESULTS, "gcc*", "*.json")):
        try:
            r = json.load(open(path))
        except (OSError, ValueError):
            continue
        out.setdefault((r["gcc"], r["source"]), {})[r["variant"]] = r
    return out


def tests_text(r):
    if r is None:
        return ""
    t = r.get("tests")
    head = "ok" if r.get("status") == "ok" else r.get("status", "?")
    if r.get("nocheck") and not t:
        return head + (", tests not run (nocheck)" if head == "ok" else "")
    if not t:
        return head + (", no test counts" if head == "ok" else "")
    return f"{head}, {t['passed']}/{t['failed']}/{t['skipped']}"


# link_cost's answer: the summed link time's ratio, the worst
# peak-memory ratio of one link, the .text ratio of the baseline's
# largest link, that worst link's peak-memory increase in KB,
# (CPU time?, the baseline's summed time, the other's), and the .text
# ratio summed over every link both measured (a package's test programs
# may grow where its library does not: ginac's, 2026-12-01).
LinkCost = collections.namedtuple("LinkCost",
                                  "time peak text grown_kb sums text_all")


def link_cost(base, other):
    """The LinkCost of OTHER to BASE, or None without common links.  The
    link time is CPU time where both builds measured it for every link
    (a build on a loaded machine waits for the CPU: its wall time says
    more about the load than about the link), else wall time."""
    b = {l["output"]: l for l in package_links(base)}
    o = {l["output"]: l for l in package_links(other)}
    common = [k for k in b if k in o]
    if not common:
        return None
    cpu = all(b[k].get("cpu_seconds") is not None
              and o[k].get("cpu_seconds") is not None for k in common)
    key = "cpu_seconds" if cpu else "seconds"
    tb = sum(b[k][key] for k in common)
    to = sum(o[k][key] for k in common)
    # The increase with the ratio: loading the plugin costs each lto1 a
    # few MB however small the link (PLUGIN_LOAD_MB), which is 1.05x of a
    # 36 MB link and nothing of a large one.
    peak, grown = max(((o[k]["peak_kb"] / b[k]["peak_kb"],
                        o[k]["peak_kb"] - b[k]["peak_kb"]) for k in common
                       if b[k]["peak_kb"]), default=(None, None))
    sized = [k for k in common if b[k].get("text") and o[k].get("text")]
    text = text_all = None
    if sized:
        big = max(sized, key=lambda k: b[k]["text"])
        text = o[big]["text"] / b[big]["text"]
        text_all = (sum(o[k]["text"] for k in sized)
                    / sum(b[k]["text"] for k in sized))
    return LinkCost(to / tb if tb else None, peak, text, grown, (cpu, tb, to),
                    text_all)


def differences(base, r):
    """What in R differs from the baseline BASE: the list of findings."""
    out = []
    if r.get("ices"):
        out += [f"ICE: {line}" for line in r["ices"]]
    # The plugin's own diagnostics (GCC's -Wsuggest-final warnings are
    # the baseline's too), whatever became of the build: a user sees them.
    # The final variant's suggestions too: it asks for the reports without
    # the warnings (docs/rebuild-method.md).
    diagnostics = [f"diagnostic: {d}" for d in r.get("diagnostics", [])
                   if d not in base.get("diagnostics", [])]
    # A build that fails alone is the baseline's failure: its table row
    # says so, and what two builds stopped halfway did is not compared
    # (an ICE or a diagnostic with the plugin still is).
    if base.get("status") != "ok":
        return out + diagnostics
    if r.get("status") != "ok":
        out.append(f"build {r.get('status')} (alone: ok)")
    # A build made with nocheck (final: build.environment) ran no tests.
    bt, rt = base.get("tests"), r.get("tests")
    if r.get("status") == "ok" and bt != rt and not r.get("nocheck"):
        out.append(f"tests {rt and (rt['passed'], rt['failed'], rt['skipped'])}"
                   f" (alone: {bt and (bt['passed'], bt['failed'], bt['skipped'])})")
    # A shared library must export what it exports alone.
    b = {l["output"]: l for l in package_links(base)}
    for l in package_links(r):
        if l.get("status") and b.get(l["output"], {}).get("status") == 0:
            out.append(f"link of {l['output']} failed ({l['status']}; "
                       "alone: linked)")
    for l in package_links(r):
        o = b.get(l["output"])
        if o and o.get("exported_hash") and \
                o.get("exported_hash") != l.get("exported_hash"):
            diff = l.get("exported_diff") or {}
            named = "".join(
                f"; {what}: " + ", ".join(f"`{n}`" for n in diff[key])
                for key, what in (("added", "only with the plugin"),
                                  ("removed", "only alone")) if diff.get(key))
            out.append(f"{os.path.basename(l['output'])} exports "
                       f"{l.get('exported')} symbols (alone: {o['exported']})"
                       + (named or " or other ones"))
    missing = [l["output"] for l in package_links(r)
               if l.get("notes") == 0 and l.get("status") == 0]
    if missing:
        out.append(f"{len(missing)} link(s) without the plugin's note: "
                   + ", ".join(os.path.basename(m) for m in missing[:5]))
    # GCC's warnings (-Wsuggest-final's are the plugin's own, below): one
    # at a place where the compiler alone has none of that option is the
    # plugin's doing; results from before the places were kept compare the
    # counts per option, results from before the counts nothing.
    bp, rp = base.get("warning_places"), r.get("warning_places")
    bw, rw = base.get("warnings"), r.get("warnings")
    if bp is not None and rp is not None:
        for opt in sorted(rp):
            new = [w for w in rp[opt] if w not in bp.get(opt, [])]
            if new and not opt.startswith("-Wsuggest-final"):
                out.append(f"{len(new)} {opt} warning(s) where alone has none: "
                           + ", ".join(new[:5]))
    elif bw is not None and rw is not None:
        for opt in sorted(rw):
            if opt.startswith("-Wsuggest-final"):
                continue
            if rw[opt] > bw.get(opt, 0):
                out.append(f"{rw[opt] - bw.get(opt, 0)} more {opt} warning(s)"
                           f" than alone ({bw.get(opt, 0)})")
    return out + diagnostics


def fmt(x):
    return "" if x is None else f"{x:.3f}"


def link_time_text(lt):
    """The rebuild's summed link time, CPU-timed packages apart from the
    ones only wall time measured (older results, or a link the wrapper
    could not time): on a loaded machine a link's wall time is mostly
    its wait for the CPU."""
    parts = []
    for cpu, what in ((True, "CPU time"), (False, "wall time only")):
        tb, to, n = lt[cpu]
        if n:
            parts.append(f"{n} package(s) timed in {what}: {tb:.1f} s alone, "
                         f"{to:.1f} s with the plugin ({to / tb:.3f})")
    return ("Link time summed over the rebuild (the default build's links "
            "against the same links alone): " + ("; ".join(parts) or "none")
            + ". The builds compared were made hours apart beside other "
            "builds, where the same link's CPU time varies by half: these "
            "sums show a large cost, not a few percent (docs/rebuild-method.md, "
            "\"Link time\"); `scripts/rebuild relink` measures a package's "
            "links under the same load (\"Links run again\", where it "
            "ran).\n")


def peak_text(cost):
    """The peak-memory cell: the worst link's ratio and its increase."""
    if not cost or cost.peak is None:
        return ""
    return f"{cost.peak:.3f} ({cost.grown_kb / 1024:+.1f} MB)"


def load_settled(path=SETTLED):
    """The differences shown not to be defects of the plugin: one per line,
    "GCC PACKAGE VARIANT FINDING-START | fate and evidence" ('#' starts a
    comment).  [(gcc, package, variant, start, fate)]."""
    out = []
    try:
        lines = open(path).read().splitlines()
    except OSError:
        return out
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#") or " | " not in line:
            continue
        head, fate = line.split(" | ", 1)
        parts = head.split(None, 3)
        if len(parts) == 4:
            out.append((*parts, fate.strip()))
    return out


def settled_fate(settled, gcc, source, variant, finding):
    """The fate SETTLED gives FINDING of SOURCE's VARIANT on GCC, or None
    (then it is a defect until shown otherwise)."""
    for g, p, v, start, fate in settled:
        if (g, p, v) == (str(gcc), source, variant) and \
                finding.startswith(start):
            return fate
    return None


# What loading the plugin adds to every lto1's peak, measured on a
# one-line main (docs/rebuild-method.md): GCC 16's lto1 has larger symbol
# tables to bind against, and the plugin built for it more code.  From
# the plugin that gives the tables' pages back (2026-12-02, after
# d72ce86) 0.3 and 0.9 MB; the results in the tables mostly predate it.
GIVEN_BACK = " from the plugin of 2026-12-02 that gives back the pages " \
             "of lto1's symbol tables"
PLUGIN_LOAD_MB = {12: f"1.8 (0.3{GIVEN_BACK})", 16: f"3.1 (0.9{GIVEN_BACK})"}


def passes(r):
    """Whether build R built and its tests passed: some packages' rules
    ignore their own tests' failures (soci's, zeromq3's retry), so a
    build that ended well may still have failed tests."""
    return bool(r) and r.get("status") == "ok" and \
        not (r.get("tests") or {}).get("failed")


def table(results, gcc, settled=()):
    rows = ["| package | version | alone | default | wp | calls | direct "
            "| speculative | field calls | dead | links | link time | peak mem "
            "| .text | .text, all links |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    totals = {"packages": 0, "calls": 0, "direct": 0, "speculative": 0,
              "wp_direct": 0, "wp_speculative": 0, "links": 0,
              # Calls through function-pointer fields, and those guarded,
              # over the packages whose results count them.
              "field_calls": 0, "field_speculative": 0, "field_packages": 0,
              "alone_ok": 0, "plugin_ok": 0, "plugin_settled": 0,
              "by_source": {},
              # Summed link time over the packages, [alone, plugin,
              # packages], by what was timed: CPU or wall time.
              "link_time": {True: [0.0, 0.0, 0], False: [0.0, 0.0, 0]}}
    findings, shown = [], []
    for (g, source), by in sorted(results.items()):
        if g != gcc:
            continue
        base, d, wp = by.get("alone"), by.get("default"), by.get("wp")
        totals["packages"] += 1
        if passes(base):
            totals["alone_ok"] += 1
        if passes(d):
            totals["plugin_ok"] += 1
        dec = (d or {}).get("decisions") or {}
        wdec = (wp or {}).get("decisions") or {}
        totals["calls"] += dec.get("polymorphic_calls", 0)
        totals["direct"] += dec.get("full", 0) + dec.get("unreachable", 0)
        totals["speculative"] += dec.get("speculative", 0)
        totals["wp_direct"] += wdec.get("full", 0) + wdec.get("unreachable", 0)
        totals["wp_speculative"] += wdec.get("speculative", 0)
        totals["links"] += dec.get("links", 0)
        if "field_pointer_calls" in dec:
            totals["field_calls"] += dec["field_pointer_calls"]
            totals["field_speculative"] += dec.get("field_pointer_speculative", 0)
            totals["field_packages"] += 1
        for mode, dd in (("default", dec), ("wp", wdec)):
            for kind, c in dd.get("by_source", {}).items():
                k = totals["by_source"].setdefault((mode, kind), [0, 0, 0, 0])
                k[0] += c.get("used", 0)
                k[1] += c.get("direct", 0)
                k[2] += c.get("dispatched", 0)
                k[3] += 1
        cost = link_cost(base, d) if base and d else None
        if cost and cost.sums[1]:
            cpu, tb, to = cost.sums
            lt = totals["link_time"][cpu]
            lt[0] += tb
            lt[1] += to
            lt[2] += 1
        direct = str(dec.get("full", 0) + dec.get("unreachable", 0))
        spec = str(dec.get("speculative", 0))
        if wdec:
            direct += f" / {wdec.get('full', 0) + wdec.get('unreachable', 0)}"
            spec += f" / {wdec.get('speculative', 0)}"
        # Results from before the plugin counted them (2026-12-06): "-".
        fields = (f"{dec['field_pointer_calls']} "
                  f"({dec.get('field_pointer_speculative', 0)})"
                  if "field_pointer_calls" in dec else "-")
        version = (base or d or {}).get("version", "")
        # Built with porting settings (build.porting_flags): say which.
        porting = (base or d or {}).get("porting")
        if porting:
            version += f" ({porting})"
        rows.append(f"| {source} | {version} | {tests_text(base)} | "
                    f"{tests_text(d)} | {tests_text(wp) if wp else '-'} | "
                    f"{dec.get('polymorphic_calls', '')} | {direct} | {spec} | "
                    f"{fields} | "
                    f"{dec.get('dead_methods', '')} | {dec.get('links', '')} | "
                    f"{fmt(cost and cost.time)} | {peak_text(cost)} | "
                    f"{fmt(cost and cost.text)} | "
                    f"{fmt(cost and cost.text_all)} |")
        # The rebuild's target for code size (issue 58): .text within
        # 1.05x of the baseline's, the largest link's and all links'.
        for what, ratio in (("the largest link", cost and cost.text),
                            ("all links", cost and cost.text_all)):
            if ratio and ratio > 1.05:
                findings.append(f"- {source} (default): .text of {what} "
                                f"{ratio:.3f}x the baseline's (over 1.05x)")
        default_open = False
        for v in ("default", "wp", "final"):
            if base and by.get(v):
                for f in variant_findings(by, v):
                    fate = settled_fate(settled, gcc, source, v, f)
                    if fate:
                        shown.append(f"- {source} ({v}): {f}: {fate}")
                    else:
                        default_open |= v == "default"
                        findings.append(f"- {source} ({v}): {f}")
        # A package that passes alone and not with the plugin, every
        # difference of whose default build is settled (e.g. a test that
        # fails alone too, seen only in one build): counted apart, so
        # the totals' line does not read as an open defect.
        if passes(base) and d and not passes(d) and not default_open:
            totals["plugin_settled"] += 1
    return rows, totals, findings, shown


def final_table(results, gcc):
    """-fsuggest-final per package (the final variant's merged report):
    how many suggestions, the calls they promise, the first three."""
    rows = ["| package | links | shown | hidden | rejected | calls | "
            "first ranked |", "|---|---|---|---|---|---|---|"]
    for (g, source), by in sorted(results.items()):
        f = (by.get("final") or {}).get("final")
        if g != gcc or f is None:
            continue
        top = "; ".join(f"{t['kind']} `{t['name']}` ({t['calls']} calls, "
                        f"{t['at']})" for t in f.get("top", [])[:3])
        rows.append(f"| {source} | {f.get('links', 0)} | {f.get('shown', 0)}"
                    f" | {f.get('hidden', 0)} | {f.get('rejected', 0)} | "
                    f"{f.get('calls', 0)} | {f.get('error') or top} |")
    return rows if len(rows) > 2 else []


def relink_table(records):
    """Markdown rows of relink.py's RECORDS ({source: record}) of one
    compiler: each link run again, its CPU and wall time over alone's
    (median of the rounds, its 95% bootstrap interval where the record
    has one, lowest-highest) beside the A/A control's, and its peak
    memory over alone's."""
    def cell(r):
        if not r:
            return "-"
        ci = (f" [{r['ci_low']:.3f}-{r['ci_high']:.3f}]"
              if "ci_low" in r else "")
        return f"{r['median']:.3f}{ci} ({r['min']:.3f}-{r['max']:.3f})"
    rows = ["| package | link | alone CPU s | CPU, default / alone | "
            "CPU, A/A | wall, default / alone | wall, A/A | peak memory, "
            "default / alone | rounds | load | plugin |",
            "|---|---|---:|---|---|---|---|---|---:|---|---|"]
    for source, rec in sorted(records.items()):
        load = "-".join(f"{x:.1f}" for x in rec.get("load", []))
        for l in rec["links"]:
            same = "" if l.get("same_text") else " (**not the same .text**)"
            rows.append(f"| {source} | `{l['output']}`{same} | "
                        f"{l.get('alone_cpu', 0):.1f} | {cell(l.get('cpu'))} | "
                        f"{cell(l.get('cpu_aa'))} | {cell(l.get('wall'))} | "
                        f"{cell(l.get('wall_aa'))} | {cell(l.get('peak'))} | "
                        f"{len(l['rounds'])} | "
                        f"{load} | {rec.get('plugin') or '-'} |")
    return rows


def memory_table(records):
    """Markdown rows of link_memory.py's RECORDS ({source: record}) of one
    compiler: each link's peak memory with the plugin over without it,
    the largest process's, WPA's (where the analysis runs), the largest
    LTRANS process's and the LTRANS processes' summed, with GCC's
    partitioning and with one partition; and where the cut control ran
    (--cut-sizes), the largest process's ratio at each cut size and how
    far alone's own moved across them."""
    def cell(x):
        return f"{x:.3f}" if x else "-"

    def cuts(l):
        c = l.get("cuts")
        if not c:
            return "-"
        each = ", ".join(f"{n}: {cell(l['ratios'].get(f'cut{n}', {}).get('largest'))}"
                         for n in c["sizes"])
        return f"{each}; alone's {cell(c.get('alone_spread'))}"
    rows = ["| package | link | builds' peak | largest process | WPA | "
            "largest LTRANS | LTRANS summed | partitions (alone, plugin) | "
            "one partition: largest | one partition: WPA | "
            "cut sizes: largest; alone's spread | plugin |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for source, rec in sorted(records.items()):
        for l in rec["links"]:
            g = l["ratios"].get("gcc", {})
            o = l["ratios"].get("one", {})
            parts = ", ".join(map(str, g.get("partitions", []))) or "-"
            rows.append(f"| {source} | `{l['output']}` | {cell(l.get('builds'))} | "
                        f"{cell(g.get('largest'))} | {cell(g.get('wpa'))} | "
                        f"{cell(g.get('ltrans_largest'))} | "
                        f"{cell(g.get('ltrans_sum'))} | {parts} | "
                        f"{cell(o.get('largest'))} | {cell(o.get('wpa'))} | "
                        f"{cuts(l)} | {rec.get('plugin') or '-'} |")
    return rows


def render(results, settled=None, relinks=None, memory=None):
    """The report's Markdown text (SETTLED: load_settled's, by default
    the tree's; RELINKS: relink.load_relinks()'s, by default the tree's)."""
    if settled is None:
        settled = load_settled()
    if relinks is None:
        relinks = relink.load_relinks()
    if memory is None:
        memory = link_memory.load_memory()
    out = []
    for gcc in sorted({g for g, _ in results}):
        rows, t, findings, shown = table(results, gcc, settled)
        runs = [r for (g, _), by in results.items() if g == gcc
                for r in by.values()]
        commits = sorted({r["plugin"] for r in runs if r.get("plugin")})
        dates = sorted({r.get("date", "") for r in runs})
        out.append(f"## GCC {gcc}\n")
        out.append(f"Plugin {', '.join(commits) or '-'}; built "
                   f"{dates[0]} to {dates[-1]}.\n")
        out.append("Tests are passed/failed/skipped as the package's own "
                   "harness counts them; link time is the default build's "
                   "summed link time over the baseline's (CPU time of the "
                   "links' processes where both builds measured it, else "
                   "wall time), peak mem its "
                   "worst link's peak memory over the same link's alone "
                   "(and its increase: loading the plugin costs each lto1 "
                   f"about {PLUGIN_LOAD_MB.get(gcc, '2 to 3')} MB of shared "
                   "code and symbol-table pages, docs/rebuild-method.md), "
                   ".text that of the baseline's largest link, and "
                   "summed over every link both builds made; calls, "
                   "direct, speculative and dead are summed over the links' "
                   "stats (default / whole-program); field calls are the "
                   "default build's calls through function-pointer fields "
                   "and, in parentheses, those guarded (\"-\": a result "
                   "from before the plugin counted them).\n")
        if any(r.get("porting") for (g, _), by in results.items()
               if g == gcc for r in by.values()):
            out.append("A version followed by porting settings was built "
                       "with them, alone and with the plugin alike: "
                       "cstdint, GCC 13's libstdc++ without <cstdint> "
                       "through its other headers; binary-arch, the "
                       "architecture-dependent packages only; libc-dev, "
                       "what Debian 12's libc6-dev brought and sid's does "
                       "not (libcrypt-dev, libnsl-dev, rpcsvc-proto); "
                       "cxx17, C++17 where the package asks for C++11 or "
                       "14, for sid's googletest (C++17 only) and Eigen; "
                       "no-doxygen, no API reference from the package's "
                       "configure (sid's doxygen writes no PNG its "
                       "install asks for); with=PACKAGE, a part sid split "
                       "off a build dependency; gnu17, "
                       "GCC 12's default dialect (gnu++17) where a "
                       "command names none, for sources that C++20, "
                       "GCC 16's default, stops; pipes, Python's pipes "
                       "module for a build's own script "
                       "(docs/rebuild-method.md).\n")
        out += rows
        out.append("")
        settled_note = (f" ({t['plugin_settled']} more whose differences "
                        f"are settled, below)" if t["plugin_settled"]
                        else "")
        out.append(f"{t['packages']} packages: {t['alone_ok']} build and "
                   f"pass alone, {t['plugin_ok']} with the plugin"
                   f"{settled_note}; "
                   f"{t['links']} links with the plugin saw {t['calls']} "
                   f"polymorphic calls, made {t['direct']} direct and "
                   f"speculated on {t['speculative']} (whole-program: "
                   f"{t['wp_direct']} direct, {t['wp_speculative']} "
                   "speculated)"
                   + (f"; {t['field_calls']} calls through function-pointer "
                      f"fields, {t['field_speculative']} guarded (the "
                      f"{t['field_packages']} packages whose results count "
                      "them)" if t["field_packages"] else "")
                   + ".\n")
        out.append(link_time_text(t["link_time"]))
        if t["by_source"]:
            out.append("Calls whose class a type fact proved, by the fact "
                       "(stats `allocation_types.by_source`; builds with a "
                       "plugin that counts them): narrowed / made direct / "
                       "dispatched, over the packages counted.\n")
            out.append("| mode | fact | calls | direct | dispatched | "
                       "packages |")
            out.append("|---|---|---|---|---|---|")
            for (mode, kind), c in sorted(t["by_source"].items()):
                out.append(f"| {mode} | {kind} | {c[0]} | {c[1]} | {c[2]} | "
                           f"{c[3]} |")
            out.append("")
        if relinks.get(gcc):
            out.append(f"### Links run again, GCC {gcc}\n")
            out.append("`scripts/rebuild relink`: a package's largest links "
                       "run again from the kept trees of its builds, alone's, "
                       "default's and alone's again (the A/A control) back "
                       "to back in each round, so that they run under the "
                       "same load; the builds' own link times above come "
                       "from builds hours apart (docs/rebuild-method.md). "
                       "Each cell: the median of the rounds' ratios, its "
                       "95% bootstrap interval [in brackets] and the lowest "
                       "and highest ratio (in parentheses). A ratio of "
                       "default's is a cost of the plugin where "
                       "it lies outside the A/A control's range.\n")
            out += relink_table(relinks[gcc])
            out.append("")
        if memory.get(gcc):
            out.append(f"### Peak memory taken apart, GCC {gcc}\n")
            out.append("`scripts/rebuild memory`: links above 1.05x of "
                       "alone's peak memory run again from the kept tree "
                       "of the default build, with the plugin and without "
                       "it (its specs taken out of the same command), "
                       "each lto1 process's peak recorded, with GCC's "
                       "partitioning and with -flto-partition=one (and, "
                       "with --cut-sizes, at other cut sizes: how far "
                       "each build's peak moves when only GCC's cut "
                       "moves). Each "
                       "cell is the plugin's over alone's. The builds' "
                       "peak is one process's, mostly an LTRANS one, and "
                       "GCC's balanced partitioning cuts a program the "
                       "plugin changed differently: where WPA (the "
                       "plugin's analysis) and one partition (the whole "
                       "program's LTRANS work) stay within 1.05x, the "
                       "excess is where GCC cut, not memory the plugin "
                       "uses (docs/rebuild-method.md).\n")
            out += memory_table(memory[gcc])
            out.append("")
        final = final_table(results, gcc)
        if final:
            out.append(f"### `final` suggestions, GCC {gcc}\n")
            out.append("The final build's reports merged over the package's "
                       "links (tigdevirt-merge-final: a suggestion any link "
                       "rejects is dropped); calls are those the shown "
                       "suggestions would make direct.\n")
            out += final
            out.append("")
        out.append(f"### Differences from GCC {gcc} alone\n")
        out += findings or ["none"]
        out.append("")
        if shown:
            out.append(f"### Differences settled, GCC {gcc}\n")
            out.append("Shown not to be defects of the plugin, each with its "
                       "evidence (docs/rebuild/settled); not counted above.\n")
            out += shown
            out.append("")
        alone_failed = baseline_failures(results, gcc)
        if alone_failed:
            out.append(f"### Failing with GCC {gcc} alone\n")
            out.append("The baseline's failures, not counted: the first and "
                       "last lines of its log that say why (a result built "
                       "before 2026-11-30 kept none).\n")
            out += alone_failed
            out.append("")
    return "\n".join(out) + "\n"


def baseline_failures(results, gcc):
    """A line per package GCC alone does not build and pass, with why."""
    lines = []
    for (g, source), by in sorted(results.items()):
        base = by.get("alone")
        if g != gcc or not base or passes(base):
            continue
        why = "; ".join(f"`{w}`" for w in base.get("failure") or [])
        status = base.get("status")
        if status == "ok":
            t = base["tests"]
            status = (f"built, {t['failed']} of {t['passed'] + t['failed']}"
                      " tests failed (its rules go on)")
        lines.append(f"- {source}: {status}"
                     + (f": {why}" if why else ""))
    return lines
