# scripts/corpus_lib/hot_sites.py - the report's two sections on single
# call sites: the indirect calls each plugin build's callgrind run executed
# most, with the plugin's reason for leaving each (issue 60), and the calls
# the profile counts most, with what each variant did with them.  Apart from
# report.py, which lays out the rest of the report, because both read the
# builds' dumps and machine code site by site.

import os
import subprocess

import corpus_hot_calls
import hot_code

from .common import BUILD_DIR, PLUGIN_VARIANTS, VARIANTS, is_clang


def executed_sites_section(timings, n=10):
    """Markdown lines: for each timed program and plugin variant, the N
    indirect calls and jumps its callgrind run executed most, with the
    calls of tigdevirt's dump in the function they are in that its
    decision left indirect, and why (corpus_hot_calls.site_calls)."""
    H = corpus_hot_calls
    L = []
    for name, (_, t) in timings.items():
        ex = t.get("_executed", {})
        pkg = t.get("_pkg")
        for v in VARIANTS:
            if v not in PLUGIN_VARIANTS or not ex.get(v) \
                    or not ex[v].get("sites"):
                continue
            bdir = os.path.join(BUILD_DIR, pkg, v) if pkg else None
            dumps = {}
            rows = []
            for i, (k, kind, fn, obj, _) in enumerate(ex[v]["sites"][:n], 1):
                if obj not in dumps:
                    dumps[obj] = H.read_plugin_dump(
                        H.find_dump(bdir, obj, "tigdevirt"), every=True) \
                        if bdir else ({}, {})
                calls, decisions = dumps[obj]
                if not calls:
                    why = "no tigdevirt dump of this object's link"
                else:
                    cs = H.site_calls(fn, calls, decisions)
                    why = "; ".join(
                        f"`{c['loc']}` `{c['otr']}` slot {c['token']}"
                        + (f" count={c['count']}" if c["count"] else "")
                        + f": {H.short_decision(d)}" for c, d in cs[:3])
                    if len(cs) > 3:
                        why += f"; {len(cs) - 3} more"
                    if not cs:
                        why = ("no virtual call of this function left "
                               "indirect in the dump (a function pointer, "
                               "a PLT stub, or a call GCC "
                               "inlined here from another function)")
                rows.append(f"| {i} | {k:,} | {kind} | `{fn}` "
                            f"({obj}) | {why.replace('|', chr(92) + '|')} |")
            if rows:
                L.append(f"**{name} [{v}]**: the {len(rows)} most executed "
                         "indirect calls and jumps (callgrind run; not "
                         "switch jumps), and the "
                         "calls of tigdevirt's dump in their function that "
                         "its decision leaves indirect, with its reason "
                         "(up to three, most measured first):\n")
                L.append("| # | executed | kind | function (object) | "
                         "tigdevirt's calls there and decisions |")
                L.append("|---:|---:|---|---|---|")
                L += rows
                L.append("")
    if L:
        L.insert(0, "## The most executed indirect calls\n")
    return L


def hot_calls(pkg_dir, exe, variants, n=10):
    """The hottest-calls table of corpus_hot_calls.hot_calls (the N calls
    of EXE the plugin-pgo link's profile counts most often -- plugin16-pgo's
    when plugin-pgo is not among VARIANTS --, what each of
    VARIANTS did with them), with the GCC 16 variants too (gcc16 read like
    gcc, from its own ipa-devirt dump; the dumps are found by glob, so
    GCC 16's pass numbers do not matter), followed by the static counts
    of the hot functions (the calls' callers) in each variant's EXE."""
    H = corpus_hot_calls
    rank = "plugin-pgo" if "plugin-pgo" in variants else "plugin16-pgo"
    pgo = H.find_dump(os.path.join(pkg_dir, rank), exe, "tigdevirt")
    calls, _ = H.read_plugin_dump(pgo)
    hot = sorted((c for c in calls.values() if c["count"]),
                 key=lambda c: -c["count"])[:n]
    if not hot:
        return []
    cols, exes = [], []
    for v in variants:
        d = os.path.join(pkg_dir, v)
        if not os.path.isdir(d):
            continue
        exes.append((v, os.path.join(d, exe)))
        if v.startswith("plugin"):
            cs, ds = H.read_plugin_dump(H.find_dump(d, exe, "tigdevirt"))
            cols.append((v, lambda c, cs=cs, ds=ds: H.short_decision(
                ds.get(cs[H.call_key(c)]["id"]) if H.call_key(c) in cs
                else None)))
        elif v in ("gcc", "gcc16"):
            dv = H.read_gcc_devirt(H.find_dump(d, exe, "devirt"))
            cols.append((v, lambda c, dv=dv: H.gcc_cell(c, dv)))
        elif v in ("gcc-pgo", "gcc16-pgo"):
            dv = H.read_gcc_devirt(H.find_dump(d, exe, "devirt"))
            pr = H.read_gcc_profile(H.find_dump(d, exe, "profile_estimate"))
            every = list(calls.values())
            cols.append((v, lambda c, dv=dv, pr=pr, every=every:
                         H.gcc_pgo_cell(c, dv, pr, every)))
        elif is_clang(v):
            rm = H.read_clang_remarks(os.path.join(d, exe) + ".remarks.yaml")
            cols.append((v, lambda c, rm=rm: H.clang_cell(c, rm)))
    L = H.call_table(hot, cols)
    # The hot functions: the callers, in the order of their hottest call.
    callers = list(dict.fromkeys(c["caller"].split("(")[0] for c in hot))
    counts = {}
    for v, path in exes:
        try:
            counts[v] = hot_code.hot_counts(path, prefix="")
        except (OSError, subprocess.CalledProcessError):
            counts[v] = None
    L += ["", "Hot functions (indirect calls / memory reads in the "
          "machine code):", "",
          "| function | calls above | " + " | ".join(v for v, _ in exes)
          + " |", "|---|---|" + "---:|" * len(exes)]
    for fn in callers:
        nums = [str(i) for i, c in enumerate(hot, 1)
                if c["caller"].split("(")[0] == fn]
        cells = []
        for v, _ in exes:
            k = counts[v]
            cells.append("n/a" if k is None else
                         f"{k[fn][0]} / {k[fn][1]}" if fn in k else "inlined")
        L.append(f"| `{fn}` | {', '.join(nums)} | " + " | ".join(cells) + " |")
    return L
