# scripts/corpus_lib/suggest_final.py - the --suggest-final mode: apply the
# plugin's `final' suggestions, rebuild with GCC alone and count the
# polymorphic calls GCC then devirtualizes by itself.  Per package: the
# plugin build, the merge, the patch, the builds before and after (a
# suggestion that breaks the build is left out and the next one takes its
# place), the tests of the patched build; then sf_report's report.

import json
import os
import re
import shutil
import time

from .builds import run_tests, test_result
from .common import (
    DRIVER, LOG_DIR, NOTES, RECIPES, REPO, SF_AFTER, SF_BEFORE, SF_DIR,
    SF_PLUGIN, SF_REPORT, log
)
from .setup import check_plugin_unchanged
from .sf_patches import (
    sf_apply, sf_count, sf_crlf, sf_dry_run, sf_expected_changes,
    sf_json_changes, sf_patch, sf_patch_changes, sf_patches, sf_rewrite_patch,
    sf_warnings_without_fixit
)
from .sf_report import sf_report
from .sf_reports import (
    sf_base_name, sf_collect, sf_conflicts, sf_links, sf_loc, sf_merge,
    sf_merged_entry, sf_source_root
)
from .stats import dump_stats
from .wrappers import link_log, sf_reports_dir


def sf_build(pkg, src, what, plugin):
    """One build of the suggest-final mode in corpus/work/suggest-final/
    PKG/WHAT; returns (ok, bdir, logs, seconds)."""
    bdir = os.path.join(SF_DIR, pkg, what)
    shutil.rmtree(bdir, ignore_errors=True)
    logs = {k: os.path.join(LOG_DIR, f"{pkg}-{what}-{k}.log")
            for k in ("build", "test")}
    for f in list(logs.values()) + [link_log(pkg, what)]:
        open(f, "w").close()
    log(f"{pkg} [{what}]: build in {os.path.relpath(bdir, REPO)}")
    t0 = time.time()
    try:
        RECIPES[pkg].build(DRIVER, src, bdir, what, plugin, logs)
        ok = True
    except RuntimeError as e:
        log(f"{pkg} [{what}]: BUILD FAILED: {e}")
        ok = False
    dt = time.time() - t0
    log(f"{pkg} [{what}]: {'built' if ok else 'FAILED'} in {dt:.0f}s")
    return ok, bdir, logs, dt


SF_RETRIES = 3


def sf_errors(logfile, limit=None):
    """The compiler's errors in a build log (and the notes naming the
    overridden function), without repeats."""
    try:
        text = open(logfile, errors="replace").read()
    except OSError:
        return []
    out = []
    for l in text.splitlines():
        if (re.search(r"\berror\b", l) and not l.startswith("make"))  \
                or "overridden function is" in l:
            if l not in out:
                out.append(l)
    return out[:limit]


def sf_blame(errs, chosen):
    """The applied suggestions GCC's errors point at: a class named in
    `cannot derive from 'final' base', a method named in the `overridden
    function is' note of `overriding final function', else the fix-it's
    own line."""
    blame = []
    names = set()
    for l in errs:
        for m in re.finditer(r"cannot derive from .final. base .([^'\u2019]+)",
                             l):
            names.add(("class", sf_base_name(m.group(1))))
        m = re.search(r"overridden function is .(?:virtual )?(.*?)'?$", l)
        if m:
            fn = m.group(1).split("(")[0].split()[-1]
            names.add(("method", sf_base_name(fn)))
    for e in chosen:
        if (e["kind"], sf_base_name(e["name"])) in names:
            blame.append(e)
    if blame:
        return blame
    for e in chosen:
        fx = e["fixit"]
        b = os.path.basename(fx["file"])
        if any(f"{b}:{fx['line']}:" in l for l in errs):
            blame.append(e)
    return blame


def suggest_final_package(pkg, src_orig, plugin, top):
    r = {"pkg": pkg, "notes": []}
    pdir = os.path.join(SF_DIR, pkg)
    shutil.rmtree(pdir, ignore_errors=True)
    os.makedirs(sf_reports_dir(pkg))
    # Two copies of the source: the pristine one the plugin build and the
    # `before' build use, and the one `final' goes into.
    src = os.path.join(pdir, "src")
    patched = os.path.join(pdir, "src-patched")
    for d in (src, patched):
        shutil.copytree(src_orig, d, symlinks=True,
                        ignore=shutil.ignore_patterns("debian", ".pc"))

    # 1. The plugin's suggestions, one JSON report per link.
    ok, bdir, logs, dt = sf_build(pkg, src, SF_PLUGIN, plugin)
    r["plugin_build"] = "ok" if ok else "FAIL"
    r["plugin_build_s"] = dt
    if not ok:
        r["errors"] = sf_errors(logs["build"])
        return r
    roots = [bdir, src]
    links = sf_links(pkg)
    cwds = {n: (cwd or bdir) for n, cwd, _, _, _ in links}
    r["links"] = len(links)
    r["reports"] = sum(1 for l in links if l[3])
    r["links_without_report"] = [n for n, _, _, rep, _ in links if not rep]
    # The links' own suggestions, collected by declaration (for the
    # per-link figures and the cross-checks).
    ranked, rejected = sf_collect(links, roots)
    shown = [e for e in ranked if e["shown_links"]]
    r["suggestions"] = len(ranked)
    r["shown"] = len(shown)
    r["hidden"] = [e for e in ranked if not e["shown_links"]]
    r["rejected"] = rejected
    r["links_with_shown"] = sum(
        1 for _, _, _, rep, _ in links if rep and any(
            s.get("shown") for s in rep.get("suggestions", [])))
    # What the per-link ranking would have applied (the previous mode).
    r["per_link_top"] = [e for e in shown if e["fixit"]
                         and e["fixit"]["inside"] and len(e["fixits"]) == 1]
    if top:
        r["per_link_top"] = r["per_link_top"][:top]

    # 2. The merge: suggestions no link rejects, ranked by the calls and
    # weighted gain summed over the links; the top K shown, their patch.
    root = sf_source_root(pkg, bdir, src)
    r["root"] = os.path.relpath(root, pdir)
    merged, mnotes = sf_merge(pkg, links, root, top, pdir)
    if merged is None:
        r["merge"] = "FAIL"
        r["errors"] = mnotes
        log(f"{pkg}: tigdevirt-merge-final FAILED: {' / '.join(mnotes)}")
        return r
    r["merge"] = "ok"
    r["merge_notes"] = mnotes
    entries = [sf_merged_entry(s, cwds, roots)
               for s in merged.get("suggestions", [])]
    mshown = [e for e in entries if e["shown"]]
    r["m_kept"] = len(entries)
    r["m_shown"] = len(mshown)
    r["m_shown_classes"] = sum(e["kind"] == "class" for e in mshown)
    r["m_shown_methods"] = sum(e["kind"] == "method" for e in mshown)
    r["m_hidden"] = {}
    for e in entries:
        if not e["shown"]:
            h = e["hidden"]
            h = "replaced by a class suggestion" if h.startswith(
                "replaced by the suggestion for ") else h
            r["m_hidden"][h] = r["m_hidden"].get(h, 0) + 1
    # Candidates in rank order: the shown ones, then those only the limit
    # hid (they take the place of one that breaks the build).
    cands = [e for e in entries
             if e["shown"] or e["hidden"] == "over the limit"]
    r["calls_kept"] = sum(e["calls"] for e in cands)
    r["null_fixit"] = [e for e in mshown if not e["fixit"]]
    r["outside"] = [e for e in mshown if e["fixit"]
                    and not e["fixit"]["inside"]]
    # Rejected by the merge: with the links that suggested them.
    by_pos, by_name = {}, {}
    for n, _, _, rep, _ in links:
        for s in (rep or {}).get("suggestions", []):
            loc = s.get("location") or {}
            v = (n, bool(s.get("shown")), s.get("calls", 0))
            by_pos.setdefault((s["kind"], loc.get("path"), loc.get("line"),
                               loc.get("column")), []).append(v)
            by_name.setdefault((s["kind"], s["name"]), []).append(v)
    old_top = {(e["kind"], e["name"]) for e in r["per_link_top"]}
    r["m_rejected"] = []
    for x in merged.get("not_suggested", []):
        loc = x.get("location") or {}
        sug = by_pos.get((x["kind"], loc.get("path"), loc.get("line"),
                          loc.get("column"))) \
            or by_name.get((x["kind"], x["name"]), [])
        r["m_rejected"].append(dict(
            x, suggested_by=[n for n, _, _ in sug],
            shown_by=[n for n, sh, _ in sug if sh],
            per_link_top=(x["kind"], x["name"]) in old_top,
            where=sf_loc(loc, "/", roots) if loc else None))
    # Cross-check of the merge: kept suggestions that some link names,
    # by name alone, in `not_suggested' or `blocked'.
    for e in entries:
        e["conflicts"] = sf_conflicts(e, links)
    r["cross_link_conflicts"] = [e for e in cands if e["conflicts"]]

    # 3. GCC's own patches of the links (dry runs against the pristine
    # copy): a check of -fdiagnostics-generate-patch, not what is applied.
    plog = os.path.join(LOG_DIR, f"{pkg}-sf-patch.log")
    open(plog, "w").close()
    raw_ok = rew_ok = crlf_ok = n_patch = 0
    r["patch_failures"] = []
    r["patch_vs_json"] = []
    r["no_patch"] = []          # (link, warnings printed without fix-it)
    n_fix = 0
    for name, cwd, _, rep, err in links:
        files = sf_patches(err)
        wants = rep and any(
            s.get("shown") and s.get("fixit")
            and sf_loc(s["fixit"], cwd or bdir, roots)["inside"]
            for s in rep.get("suggestions", []))
        n_fix += bool(wants)
        if not files:
            if wants:
                r["no_patch"].append((name, sf_warnings_without_fixit(err)))
            continue
        n_patch += 1
        lines = [l for fd in files for l in fd]
        ok1, out1 = sf_dry_run(lines, cwd or bdir,
                               os.path.join(pdir, f"{name}.raw.patch"), plog)
        raw_ok += ok1
        rew = sf_rewrite_patch(files, cwd or bdir, roots)
        crlf = None
        if rew is None:
            ok2, out2 = False, "a file outside the package"
        else:
            ok2, out2 = sf_dry_run([l for fd in rew for l in fd], patched,
                                   os.path.join(pdir, f"{name}.patch"), plog)
            if not ok2 and "different line endings" in out2:
                crlf, _ = sf_dry_run(
                    [l for fd in sf_crlf(rew) for l in fd], patched,
                    os.path.join(pdir, f"{name}.crlf.patch"), plog)
                crlf_ok += crlf
            pc = sf_patch_changes(rew)
            jc = sf_json_changes(rep or {}, cwd or bdir, roots, patched)
            if pc != jc:
                r["patch_vs_json"].append(
                    (name, sorted(set(pc.items()) - set(jc.items()))[:3],
                     sorted(set(jc.items()) - set(pc.items()))[:3]))
        rew_ok += ok2
        if not ok1 or not ok2:
            r["patch_failures"].append((name, ok1, out1.splitlines()[:2],
                                        ok2, out2.splitlines()[:2], crlf))
    r["patches"] = (n_patch, raw_ok, rew_ok, crlf_ok, n_fix)

    # 4. The merge tool's patch into the fresh copy (patch -p0), checked
    # against the fix-its of the shown suggestions.
    mpatch = os.path.join(pdir, "merged.patch")
    mlog = os.path.join(LOG_DIR, f"{pkg}-sf-merged-patch.log")
    open(mlog, "w").close()
    chosen = [e for e in mshown if e["fixit"] and e["fixit"]["inside"]]
    text = open(mpatch, errors="replace").read() \
        if os.path.exists(mpatch) else ""
    mfiles = sf_patches(text)
    expected = sf_expected_changes([e["fixit"] for e in chosen], src)
    got = sf_patch_changes(mfiles)
    r["merged_patch_vs_fixits"] = (
        sorted(set(got.items()) - set(expected.items()))[:3],
        sorted(set(expected.items()) - set(got.items()))[:3]) \
        if got != expected else None
    r["merged_patch_files"] = len(mfiles)
    r["merged_patch_hunks"] = sum(1 for fd in mfiles for l in fd
                                  if l.startswith("@@"))
    if not text.strip():
        r["merged_patch"] = "empty" if not chosen else "EMPTY"
        mok = not chosen
        mout = ""
    else:
        mok, mout = sf_patch(mpatch, patched, mlog, dry=True)
        if mok:
            mok, mout = sf_patch(mpatch, patched, mlog, dry=False)
        r["merged_patch"] = "yes" if mok else "NO"
    r["merged_patch_out"] = mout.splitlines()[:4]

    # 5./6. GCC alone, before and after, with the LTRANS dumps; the tests
    # of the patched build.  A patched build that fails names the
    # suggestions that broke it (a bug of the plugin or of the merge):
    # they are reported, left out, and the next ones take their place
    # (fix-its applied by the script then, not the merged patch), up to
    # SF_RETRIES times.
    okb, bdir_b, _, dtb = sf_build(pkg, src, SF_BEFORE, plugin)
    r["before_build"] = "ok" if okb else "FAIL"
    r["broken"] = []            # (suggestion, compiler errors) per failure
    r["applied_by"] = "merged patch" if mok else "script (patch failed)"
    excluded = set()
    problems = []
    for attempt in range(SF_RETRIES + 1):
        if attempt or not mok:
            ok_list = [e for e in cands if id(e) not in excluded
                       and e["fixit"] and e["fixit"]["inside"]]
            chosen = ok_list if top == 0 else ok_list[:top]
            shutil.rmtree(patched)
            shutil.copytree(src_orig, patched, symlinks=True,
                            ignore=shutil.ignore_patterns("debian", ".pc"))
            _, problems = sf_apply(patched, [e["fixit"] for e in chosen],
                                   os.path.join(pdir, "applied.diff"))
            if attempt:
                r["applied_by"] = ("script (after a failed build; the "
                                   "merged patch on the first attempt)")
        oka, bdir_a, logs_a, dta = sf_build(pkg, patched, SF_AFTER, plugin)
        if oka:
            break
        errs = sf_errors(logs_a["build"])
        blame = sf_blame(errs, chosen)
        shutil.copyfile(logs_a["build"], logs_a["build"].replace(
            "-build.log", f"-build-failed-{attempt + 1}.log"))
        r["broken"].append((blame, errs, attempt + 1))
        for e in blame:
            log(f"{pkg} [{SF_AFTER}]: the build fails with {e['kind']} "
                f"{e['name']} final ({e['fixit']['file']}:"
                f"{e['fixit']['line']}); left out")
        if not blame:
            break
        excluded.update(id(e) for e in blame)
    for e in entries:
        e["applied"] = any(e is c for c in chosen)
        e["broke_build"] = id(e) in excluded
    r["chosen"] = chosen
    r["promised"] = sum(e["calls"] for e in chosen)
    r["applied"] = len(chosen)
    r["apply_problems"] = problems
    with open(os.path.join(pdir, "suggestions.json"), "w") as f:
        json.dump([{k: (sorted(v) if isinstance(v, set) else v)
                    for k, v in e.items() if k != "json"}
                   | {"first_json": e["json"]}
                   for e in ranked], f, indent=1, default=str)
    r["after_build"] = "ok" if oka else "FAIL"
    r["build_s"] = (dt, dtb, dta)
    if not oka:
        r["errors"] = sf_errors(logs_a["build"])
    if okb:
        r["before"] = sf_count(bdir_b, [bdir_b, src])
        r["gcc_before"] = dump_stats(bdir_b)
    if oka:
        r["after"] = sf_count(bdir_a, [bdir_a, patched])
        r["gcc_after"] = dump_stats(bdir_a)
        log(f"{pkg} [{SF_AFTER}]: running tests")
        rc, what, tdt, detail = run_tests(pkg, patched, bdir_a, SF_AFTER,
                                          logs_a)
        r["test"] = test_result(rc)
        r["test_cmd"] = what
        r["test_s"] = tdt
        r["test_detail"] = detail
        log(f"{pkg} [{SF_AFTER}]: {what}: {r['test']} {r['test_detail']} "
            f"({tdt:.0f}s)")
    if okb and oka:
        b, a = r["before"], r["after"]
        r["kept"] = b["total"] - a["total"]
        # Per applied suggestion: its promised call sites before and after.
        for e in chosen:
            sites = {}
            for c in e["call_sites"]:
                sites[(c["file"], c["line"], c["column"])] = c
            e["sites"] = [(k, c, b["per_loc"].get(k, 0),
                           a["per_loc"].get(k, 0))
                          for k, c in sites.items()]
        promised_sites = {k for e in chosen for k, _, _, _ in e["sites"]}
        r["kept_at_sites"] = sum(b["per_loc"].get(k, 0)
                                 - a["per_loc"].get(k, 0)
                                 for k in promised_sites)
        # The other locations whose count changed: calls `final' made
        # direct only after inlining, or inlining decisions that changed.
        other = {}
        for k in set(b["per_loc"]) | set(a["per_loc"]):
            d = b["per_loc"].get(k, 0) - a["per_loc"].get(k, 0)
            if d and k not in promised_sites:
                other[k] = d
        r["other_sites"] = sorted(other.items(), key=lambda x: -abs(x[1]))
    if r.get("gcc_before") and r.get("gcc_after"):
        r["wpa_kept"] = (r["gcc_before"]["gcc_calls"]
                         - r["gcc_after"]["gcc_calls"])
    return r


def suggest_final_mode(packages, plugin, plugin_info, srcs, top, cmdline):
    os.makedirs(SF_DIR, exist_ok=True)
    results, failed = [], False
    for p in packages:
        check_plugin_unchanged(plugin_info, f"before {p} [suggest-final]")
        r = suggest_final_package(p, srcs[p], plugin, top)
        results.append(r)
        if r.get("plugin_build") != "ok" or r.get("merge") != "ok" \
                or r.get("after_build") != "ok" or r.get("broken") \
                or r.get("before_build") != "ok" \
                or r.get("test") not in ("pass", "none"):
            failed = True
    check_plugin_unchanged(plugin_info, "at the end")
    with open(os.path.join(SF_DIR, "results.pickle"), "wb") as f:
        __import__("pickle").dump((results, top, plugin_info, cmdline), f)
    text = sf_report(results, top, plugin_info, cmdline)
    if NOTES:
        text += "\n## Notes\n\n" + "\n".join(f"- {n}" for n in NOTES) + "\n"
    with open(SF_REPORT, "w") as f:
        f.write(text)
    print(text)
    log(f"report written to {os.path.relpath(SF_REPORT, REPO)}")
    return 1 if failed else 0
