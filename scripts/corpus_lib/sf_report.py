# scripts/corpus_lib/sf_report.py - the --suggest-final mode's report,
# corpus/work/report-suggest-final.md, from suggest_final_package's results.

import json
import os
import time

from .common import SF_BEFORE, SF_PLUGIN, START, version
from .sf_reports import SF_MERGE, sf_base_name
from .variants import flags


def sf_reason(reason):
    """A `not_suggested' reason without the class names in it."""
    if reason.startswith("code outside the LTO unit may derive from"):
        return "code outside the LTO unit may derive from the class"
    if reason.endswith(" overrides it"):
        return "a class of the program overrides it"
    if reason.endswith(" derives from it"):
        return "a class of the program derives from it"
    return reason


def sf_patch_cell(r):
    n, raw, rew, crlf, want = r["patches"]
    if not want:
        return "no fix-its"
    c = ("yes" if rew == want else "no") + f" ({rew}/{want} links"
    if n < want:
        c += f"; {want - n} printed no patch"
    if crlf:
        c += f"; {crlf} more with the CR LF line ends restored"
    if raw != n:
        c += f"; as printed, from the link's directory: {raw}/{n}"
    return c + ")"


def sf_ratio(r):
    if "kept" not in r or not r.get("promised"):
        return "-"
    return f"{r['kept'] / r['promised']:.2f}"


def sf_broke_cell(r):
    if r.get("after_build") == "FAIL" and not r.get("broken"):
        return "build FAILED"
    if not r.get("broken"):
        return "0" if r.get("after_build") == "ok" else "-"
    n = sum(len(b) for b, _, _ in r["broken"])
    names = ", ".join(f"`{sf_base_name(e['name'])}`"
                      for b, _, _ in r["broken"] for e in b)
    c = f"**{n}**" + (f" ({names})" if names else " (not blamed)")
    if r.get("after_build") != "ok":
        c += "; still failing"
    return c


def sf_report(results, top, plugin_info, cmdline):
    L = ["# `final` suggestions merged over the links, applied: what GCC "
         "alone makes of them\n"]
    if plugin_info:
        L.append(f"Plugin: `{plugin_info[0]}` (sha256 `{plugin_info[1]}`)  ")
    if len(SF_MERGE) > 1:
        L.append(f"Merge tool: `{SF_MERGE[1][0]}` (sha256 "
                 f"`{SF_MERGE[1][1]}`)  ")
    L.append(f"Compiler: {version(['g++', '--version'])}  ")
    L.append(f"Command: `{cmdline}`  ")
    L.append(f"Total runtime: {time.time() - START:.0f} s\n")
    L.append("Per package three builds (`corpus/work/suggest-final/PKG/`): "
             f"*sf-plugin* (`{flags(SF_PLUGIN, '$PLUGIN', 'PKG')['LDFLAGS']}`"
             " on the link line, the plugin also on the compile line; every "
             "link writes its own JSON report through a compiler wrapper), "
             f"*sf-before* and *sf-after* (GCC alone: `-O2 -flto` to "
             f"compile, `{flags(SF_BEFORE, '')['LDFLAGS']}` to link) of the "
             "pristine source and of the copy the merged patch went into. "
             "`tigdevirt-merge-final --limit "
             + str(top) + " --root TREE --patch merged.patch` merges the "
             "links' reports (`merged.json`): a suggestion any link rejects "
             "(`blocked` or `not_suggested`) is left out, the rest ranked by "
             "weighted gain summed over the links; the patch of the top "
             + ("(all)" if top == 0 else str(top)) + " shown ones is applied "
             "with `patch -p0` in a fresh copy of the source. *promised* "
             "sums the merged `calls` (over the links) of the applied "
             "suggestions; *OBJ_TYPE_REF before/after* count the "
             "`OBJ_TYPE_REF` call statements (not the `[obj_type_ref]` "
             "guard loads of speculative calls) in all LTRANS `optimized` "
             "dumps of all links; *GCC WPA* is the `N polymorphic calls` of "
             "GCC's `-fdump-ipa-devirt` summary, summed over the links.\n")
    L.append("| package | links | reports | merged: shown (classes / "
             "methods) of kept | rejected by the merge | applied | calls "
             "promised | GCC WPA polymorphic calls before → after (drop / "
             "promised) | OBJ_TYPE_REF calls before → after | drop (at "
             "promised sites) | drop / promised | tests (patched, GCC "
             "alone) | broke the build | merged patch applies (`patch "
             "-p0`) | GCC's own patches apply |")
    L.append("|---|---:|---:|---|---:|---:|---:|---|---|---|---:|---|---|"
             "---|---|")
    for r in results:
        if r.get("plugin_build") != "ok":
            L.append(f"| {r['pkg']} | plugin build FAILED |" + " |" * 13)
            continue
        if r.get("merge") != "ok":
            L.append(f"| {r['pkg']} | {r['links']} | {r['reports']} | "
                     "merge FAILED |" + " |" * 11)
            continue
        gb, ga = r.get("gcc_before"), r.get("gcc_after")
        wpa = (f"{gb['gcc_calls']} → {ga['gcc_calls']}" if gb and ga
               else "-")
        if "wpa_kept" in r and r["promised"]:
            wpa += f" ({r['wpa_kept']} / {r['promised']} = " \
                   f"{r['wpa_kept'] / r['promised']:.2f})"
        otr = (f"{r['before']['total']} → {r['after']['total']}"
               if "before" in r and "after" in r else "-")
        kept = str(r.get("kept", "-"))
        if "kept_at_sites" in r:
            kept += f" ({r['kept_at_sites']})"
        L.append(
            f"| {r['pkg']} | {r['links']} | {r['reports']} | "
            f"{r['m_shown']} ({r['m_shown_classes']} / "
            f"{r['m_shown_methods']}) of {r['m_kept']} | "
            f"{len(r['m_rejected'])} | {r['applied']} | {r['promised']} | "
            f"{wpa} | {otr} | {kept} | {sf_ratio(r)} | "
            f"{r.get('test', 'not run')}"
            + (f" ({r['test_detail']})" if r.get("test_detail") else "")
            + f" | {sf_broke_cell(r)} | {r['merged_patch']}"
            + (f" ({r['merged_patch_files']} files, "
               f"{r['merged_patch_hunks']} hunks)"
               if r["merged_patch_files"] else "")
            + f" | {sf_patch_cell(r)} |")
    L.append("")
    L.append("*kept*: merged suggestions no link rejects (shown, or hidden: "
             "over the limit, replaced by a kept class suggestion, below "
             "the threshold). *rejected by the merge*: suggestions of some "
             "link (shown or hidden there) that another link (or the same "
             "one) lists as `blocked`/`not_suggested`. *applied*: shown "
             "suggestions whose fix-it is inside the package tree. *drop*: "
             "before − after; in parentheses the part at the call locations "
             "the JSON names. *GCC's own patches*: per link, "
             "`-fdiagnostics-generate-patch` output dry-run against the "
             "pristine source (a check of GCC's patches, not what is "
             "applied).\n")
    for r in results:
        p = r["pkg"]
        L.append(f"## {p}\n")
        if r.get("plugin_build") != "ok":
            L.append("The plugin build failed:\n\n```\n"
                     + "\n".join(r.get("errors", [])) + "\n```\n")
            continue
        if r.get("merge") != "ok":
            L.append("tigdevirt-merge-final failed "
                     f"(`corpus/work/logs/{p}-sf-merge.log`):\n\n```\n"
                     + "\n".join(r.get("errors", [])) + "\n```\n")
            continue
        bs = r["build_s"]
        L.append(f"Builds: sf-plugin {bs[0]:.0f} s, sf-before "
                 f"{r['before_build']} {bs[1]:.0f} s, sf-after "
                 f"{r['after_build']} {bs[2]:.0f} s; tests "
                 f"{r.get('test_cmd', '-')} {r.get('test_s', 0):.0f} s. "
                 f"{r['links']} links, {r['reports']} reports, "
                 f"{r['links_with_shown']} with shown suggestions; per link "
                 f"{r['suggestions']} distinct suggestions, {r['shown']} "
                 f"shown in some link. Merged (root `{r['root']}`): "
                 f"{r['m_kept']} kept, {r['m_shown']} shown"
                 + "".join(f", {v} {k}" for k, v in
                           sorted(r["m_hidden"].items()))
                 + f"; {len(r['m_rejected'])} rejected. Applied by: "
                 f"{r['applied_by']}.\n")
        if r["m_rejected"]:
            L.append("Rejected by the merge (suggested by a link, ruled out "
                     "by another; *per-link top*: among the "
                     + ("" if top == 0 else f"{top} ")
                     + "suggestions the per-link ranking would have "
                     "applied):\n")
            L.append("| kind | name | declared at | calls | suggested by "
                     "(shown in) | rejected by | reason | per-link top |")
            L.append("|---|---|---|---:|---|---|---|---|")
            for x in r["m_rejected"]:
                w = x.get("where")
                sb = x["suggested_by"]
                L.append(
                    f"| {x['kind']} | `{x['name']}` | "
                    + (f"`{w['file']}:{w['line']}`" if w else "-") + " | "
                    f"{x.get('calls', 0)} | {len(sb)} ({len(x['shown_by'])})"
                    + (": " + ", ".join(f"`{n}`" for n in sb[:3])
                       + (", ..." if len(sb) > 3 else "") if sb else "")
                    + f" | `{x['link']}` | {x['reason']} | "
                    + ("yes" if x["per_link_top"] else "") + " |")
            L.append("")
        for blame, errs, attempt in r.get("broken", []):
            L.append(f"**The patched build failed (attempt {attempt})**"
                     + (": " + ", ".join(
                         f"{e['kind']} `{e['name']}` declared `final` at "
                         f"`{e['fixit']['file']}:{e['fixit']['line']}:"
                         f"{e['fixit']['column']}`" for e in blame)
                        + " broke it (left out, and the next suggestion "
                        "took its place)" if blame else
                        ": no applied suggestion could be blamed")
                     + ". GCC:\n\n```\n" + "\n".join(errs[:12])
                     + (f"\n... {len(errs) - 12} more lines" if len(errs) > 12
                        else "") + "\n```\n")
            for e in blame:
                j = dict(e["json"])
                cs = j.pop("call_sites", [])
                L.append(f"- kept by the merge from {len(e['links'])} "
                         f"link(s) ({', '.join(f'`{n}`' for n in e['links'][:4])}"
                         f"); merged entry: `{json.dumps(j)}`, "
                         f"{len(cs)} call sites, e.g. `{json.dumps(cs[:1])}`")
                for name, n in e["conflicts"][:4]:
                    L.append(f"- `{name}` lists it (by name) in "
                             f"`{n['list']}`: `{json.dumps(n)}`")
            L.append("")
        if r.get("after_build") == "FAIL" and not r.get("broken"):
            L.append("**The patched build failed.**\n")
        others = [e for e in r.get("cross_link_conflicts", [])
                  if not e.get("broke_build")]
        if others:
            L.append("Kept by the merge although a link lists the same "
                     "name (no template arguments or parameters; position "
                     "and keys differ), or for a method its class as one "
                     "code outside the link may derive from, as blocked or "
                     "not suggested: "
                     + "; ".join(
                         f"{e['kind']} `{e['name']}`"
                         + (" (applied)" if e.get("applied") else "")
                         + f": `{e['conflicts'][0][0]}` {e['conflicts'][0][1]['list']} "
                         f"`{e['conflicts'][0][1].get('name')}` at "
                         f"`{(e['conflicts'][0][1].get('location') or {}).get('path', '?')}:"
                         f"{(e['conflicts'][0][1].get('location') or {}).get('line', '?')}`"
                         f" ({e['conflicts'][0][1].get('reason')})"
                         for e in others[:8])
                     + (f"; ... {len(others) - 8} more" if len(others) > 8
                        else "") + "\n")
        gb, ga = r.get("gcc_before"), r.get("gcc_after")
        if gb and ga:
            L.append(f"GCC's `-fdump-ipa-devirt` summary (sums over the "
                     f"links): polymorphic calls {gb['gcc_calls']} before, "
                     f"{ga['gcc_calls']} after; speculatively devirtualized "
                     f"{gb['gcc_spec']} before, {ga['gcc_spec']} after.\n")
        if r["chosen"]:
            L.append("Applied suggestions (merged rank; *links*: links "
                     "whose report has it; *sites*: promised call "
                     "locations; *gone*: with `OBJ_TYPE_REF` calls before "
                     "and none after; *left*: still an `OBJ_TYPE_REF` call "
                     "after; *absent*: no `OBJ_TYPE_REF` call there even "
                     "before, e.g. inlined away or devirtualized by GCC's "
                     "own LTRANS passes):\n")
            L.append("| # | kind | name | fix-it | links | calls promised | "
                     "sites | gone | left | absent | OBJ_TYPE_REF at the "
                     "sites before → after |")
            L.append("|---:|---|---|---|---:|---:|---:|---:|---:|---:|---|")
            for e in r["chosen"]:
                fx = e["fixit"]
                sites = e.get("sites", [])
                gone = sum(1 for _, _, b, a in sites if b and not a)
                left = sum(1 for _, _, b, a in sites if a)
                absent = sum(1 for _, _, b, a in sites if not b and not a)
                sb = sum(b for _, _, b, _ in sites)
                sa = sum(a for _, _, _, a in sites)
                head = (f"| {e['rank']} | {e['kind']} | `{e['name']}` | "
                        f"`{fx['file']}:{fx['line']}:{fx['column']}` | "
                        f"{len(e['links'])} | {e['calls']} | ")
                L.append(head + (f"{len(sites)} | {gone} | {left} | "
                                 f"{absent} | {sb} → {sa} |" if sites else
                                 "- | - | - | - | - |"))
            L.append("")
        notes = []
        if r["merged_patch"] not in ("yes", "empty"):
            notes.append(f"the merged patch does not apply: "
                         f"`{' / '.join(r['merged_patch_out'])}` "
                         f"(`corpus/work/logs/{p}-sf-merged-patch.log`)")
        if r.get("merged_patch_vs_fixits"):
            a, b = r["merged_patch_vs_fixits"]
            notes.append(f"the merged patch and the shown suggestions' "
                         f"fix-its differ: only in the patch {a}, only in "
                         f"the fix-its {b}")
        if r.get("merge_notes"):
            notes.append("tigdevirt-merge-final notes: " + "; ".join(
                f"`{n}`" for n in r["merge_notes"][:6]))
        if r["null_fixit"]:
            notes.append(f"{len(r['null_fixit'])} shown suggestions without "
                         "a fix-it (not applied): " + ", ".join(
                             f"{e['kind']} `{e['name']}`"
                             for e in r["null_fixit"][:8]))
        if r["outside"]:
            notes.append(f"{len(r['outside'])} shown suggestions outside "
                         "the package's source (not applied): " + ", ".join(
                             f"{e['kind']} `{e['name']}` (`{e['fixit']['file']}`)"
                             for e in r["outside"][:8]))
        if r["apply_problems"]:
            notes.append("fix-its that could not be applied: "
                         + "; ".join(r["apply_problems"]))
        if r["links_without_report"]:
            notes.append("links without a readable report: "
                         + ", ".join(r["links_without_report"]))
        for name, ok1, out1, ok2, out2, crlf in r["patch_failures"][:6]:
            notes.append(f"GCC's patch of `{name}`: as printed "
                         f"{'applies' if ok1 else 'does not apply'}"
                         + ("" if ok1 else f" (`{' / '.join(out1)}`)")
                         + f"; with paths relative to the package "
                         f"{'applies' if ok2 else 'does not apply'}"
                         + ("" if ok2 else f" (`{' / '.join(out2)}`)")
                         + ("" if crlf is None else
                            f"; with CR LF restored {'applies' if crlf else 'does not apply'}"))
        if len(r["patch_failures"]) > 6:
            notes.append(f"... {len(r['patch_failures']) - 6} more links' "
                         "GCC patches with the same kind of failure "
                         f"(`corpus/work/logs/{p}-sf-patch.log`)")
        if r.get("no_patch"):
            missing = {}
            for name, w in r["no_patch"]:
                for nm, loc in w:
                    missing.setdefault((nm, os.path.basename(loc)), []).append(name)
            notes.append(f"{len(r['no_patch'])} links with fix-its in their "
                         "JSON printed no GCC patch at all ("
                         + ", ".join(f"`{n}`" for n, _ in r["no_patch"][:4])
                         + (", ..." if len(r["no_patch"]) > 4 else "")
                         + ")" + ("; their warnings lack the fix-it of: "
                                  + "; ".join(f"`{nm}` at `{loc}` ({len(v)} links)"
                                              for (nm, loc), v in missing.items())
                                  if missing else ""))
        for name, only_p, only_j in r["patch_vs_json"][:4]:
            notes.append(f"GCC's patch of `{name}` and its JSON fix-its "
                         f"differ: only in the patch {only_p}, only in the "
                         f"JSON {only_j}")
        for what in ("before", "after"):
            if r.get(what, {}).get("unmatched"):
                notes.append(f"{r[what]['unmatched']} `OBJ_TYPE_REF(` lines "
                             f"in the {what} dumps not recognized as calls")
        reasons = {}
        for (kind, name, reason), calls in r["rejected"].items():
            reason = sf_reason(reason or "?")
            reasons.setdefault(reason, [0, 0])
            reasons[reason][0] += 1
            reasons[reason][1] += calls
        if reasons:
            notes.append("the links' own `not_suggested` (distinct kind + "
                         "name + reason over the links, calls summed over "
                         "the links): " + "; ".join(
                             f"{k}: {v[0]} ({v[1]} calls)"
                             for k, v in sorted(reasons.items(),
                                                key=lambda x: -x[1][1])[:6]))
        if r.get("other_sites"):
            o = r["other_sites"]
            notes.append("`OBJ_TYPE_REF` calls at other locations: "
                         f"{sum(d for _, d in o if d > 0)} fewer, "
                         f"{-sum(d for _, d in o if d < 0)} more; largest: "
                         + ", ".join(f"`{f}:{l}:{c}` {-d:+d}"
                                     for (f, l, c), d in o[:6]))
        if "after" in r and "before" in r:
            top_links = sorted(r["before"]["per_link"].items(),
                               key=lambda x: -x[1])[:5]
            notes.append("largest links (OBJ_TYPE_REF calls before → "
                         "after): " + ", ".join(
                             f"`{k}` {v} → {r['after']['per_link'].get(k, '?')}"
                             for k, v in top_links))
        for n in notes:
            L.append(f"- {n}")
        L.append("")
    L.append(SF_RATIO_TEXT)
    return "\n".join(L)


SF_RATIO_TEXT = """## What the ratio means

*Calls promised* are WPA call edges: for each link, the plugin counts the
polymorphic call edges of the link's call graph (after early inlining,
before LTRANS inlines anything) whose target list `final` would reduce to
one complete target; a merged suggestion's calls are summed over every
link whose report has it (library code linked into several programs
counts once per program). *Devirtualized by GCC alone* is the drop in `OBJ_TYPE_REF` call
statements in the LTRANS `optimized` dumps, i.e. in the final code after
inlining: a call inlined into N places counts N times, a call in a function
that is inlined away completely or that GCC already resolves after inlining
(the object's dynamic type became known) counts 0 times, and `final` can
also make calls direct that only become devirtualizable after inlining (a
base-class method inlined into a `final` class's method). Both sides count
polymorphic calls over the same links, but only approximately the same
way, so kept / promised is a rough measure: near 1 the suggestions deliver
about what they promise; above 1 inlining multiplied the calls (or `final`
helped beyond the promise); below 1 calls stayed indirect or were never in
the final code. Two cross-checks: the drop at the call locations the JSON
names (in parentheses; one location covers all inlined copies of a call),
and GCC's own count of polymorphic call edges at WPA (`-fdump-ipa-devirt`:
`N polymorphic calls`), which counts like the plugin, so its drop over the
promise is the like-for-like ratio.
"""
