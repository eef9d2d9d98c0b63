# scripts/corpus_lib/sf_reports.py - --suggest-final: the links' JSON
# reports read (their paths made relative to the package tree), merged with
# tools/tigdevirt-merge-final, and the merge cross-checked by name.

import glob
import json
import os
import re
import shlex
import subprocess

from .common import LOG_DIR, RECIPES, REPO
from .wrappers import sf_reports_dir


def sf_rel(path, cwd, roots):
    """PATH as the compiler saw it (relative to CWD) made relative to the
    first of ROOTS (package trees) holding it: (relative path, True), or
    (absolute path, False) for a file outside the package."""
    p = os.path.normpath(path if os.path.isabs(path)
                         else os.path.join(cwd, path))
    for r in roots:
        for rr in (r, os.path.realpath(r)):
            if p == rr or p.startswith(rr + os.sep):
                return os.path.relpath(p, rr), True
    return p, False


def sf_loc(d, cwd, roots):
    """A JSON location (file as the compiler saw it, relative to the
    link's directory CWD; `path', when there, canonical) relative to the
    package tree."""
    if not d:
        return None
    rel, inside = sf_rel(d.get("path") or d.get("file", ""), cwd, roots)
    return {"file": rel, "inside": inside, "line": d.get("line", 0),
            "column": d.get("column", 0), "raw": d.get("file", "")}


def sf_links(pkg):
    """The package's links of the suggest-final build: (name, cwd, output,
    report dict or None, stderr text)."""
    out = []
    for meta in sorted(glob.glob(os.path.join(sf_reports_dir(pkg),
                                              "*.link"))):
        base = meta[:-len(".link")]
        cwd, output = (open(meta).read().splitlines() + ["", ""])[:2]
        try:
            rep = json.load(open(base + ".json"))
        except (OSError, ValueError):
            rep = None
        try:
            err = open(base + ".stderr", errors="replace").read()
        except OSError:
            err = ""
        out.append((os.path.basename(base), cwd, output, rep, err))
    return out


def sf_collect(links, roots):
    """Suggestions of all links, one per kind and declaration (location):
    calls and weighted gain summed over the links that show it."""
    sugg = {}
    rejected = {}
    for name, cwd, _, rep, _ in links:
        if not rep:
            continue
        for s in rep.get("suggestions", []):
            loc = sf_loc(s.get("location"), cwd, roots)
            key = (s["kind"], loc["file"], loc["line"], loc["column"])
            e = sugg.setdefault(key, {
                "kind": s["kind"], "name": s["name"],
                "declares": s.get("declares", []), "location": loc,
                "fixit": None, "fixits": set(), "calls": 0, "gain": 0.0,
                "shown_links": [], "hidden": {}, "call_sites": [],
                "json": s, "all_calls": 0})
            fx = s.get("fixit")
            if fx:
                f = sf_loc(fx, cwd, roots)
                f["insert"] = fx.get("insert", " final")
                e["fixits"].add((f["file"], f["line"], f["column"],
                                 f["insert"], f["inside"]))
                e["fixit"] = e["fixit"] or f
            for d in s.get("declares", []):
                if d not in e["declares"]:
                    e["declares"].append(d)
            e["all_calls"] += s.get("calls", 0)
            if s.get("shown"):
                e["shown_links"].append(name)
                e["calls"] += s.get("calls", 0)
                e["gain"] += s.get("weighted_gain", 0.0)
                for c in s.get("call_sites", []):
                    cl = sf_loc(c, cwd, roots)
                    cl["caller"] = c.get("caller", "")
                    cl["target"] = c.get("target", "")
                    e["call_sites"].append(cl)
            else:
                r = s.get("hidden", "?")
                e["hidden"][r] = e["hidden"].get(r, 0) + 1
        for r in rep.get("not_suggested", []):
            k = (r.get("kind"), r.get("name"), r.get("reason"))
            rejected[k] = rejected.get(k, 0) + r.get("calls", 0)
    ranked = sorted(sugg.values(), key=lambda e: (-e["gain"], -e["calls"],
                                                  e["name"]))
    return ranked, rejected


def sf_base_name(name):
    """ns::C<int>::f(int) const -> ns::C::f (no template arguments, no
    parameters), to compare the plugin's names with GCC's messages."""
    name = name.split("(")[0]
    while True:
        n = re.sub(r"<[^<>]*>", "", name)
        if n == name:
            return n.strip()
        name = n


def sf_conflicts(e, links):
    """Entries of the links' `not_suggested' and `blocked' lists with the
    same class (or one of its methods) or method name as E, by name alone
    (no template arguments or parameters), and for a method its class
    when code outside a link's LTO unit may derive from it: a cross-check
    of the merge, which matches by position and keys."""
    base = sf_base_name(e["name"])
    # A method's class, which code outside a link's LTO unit may derive
    # from (and so override the method).
    cls = base.rsplit("::", 1)[0] if e["kind"] == "method" else None
    out = []
    for name, _, _, rep, _ in links:
        if not rep:
            continue
        for what in ("not_suggested", "blocked"):
            for n in rep.get(what, []):
                nb = sf_base_name(n.get("name", ""))
                if cls and n.get("kind") == "class" and nb == cls \
                        and n.get("reason", "").startswith(
                            "code outside the LTO unit may derive"):
                    out.append((name, dict(n, list=what + " (its class)")))
                    continue
                if n.get("kind") != e["kind"] and not (
                        e["kind"] == "class" and n.get("kind") == "method"):
                    continue
                if nb == base or (e["kind"] == "class"
                                  and nb.startswith(base + "::")
                                  and "::" not in nb[len(base) + 2:]):
                    out.append((name, dict(n, list=what)))
    return out


# The merge of the links' reports: tools/tigdevirt-merge-final (copied at
# the start of the run, like the plugin, so that an edit of the tool
# during the run does not change its results; main() sets SF_MERGE[0]).
MERGE_TOOL = os.path.join(REPO, "tools", "tigdevirt-merge-final")
SF_MERGE = [MERGE_TOOL]
def sf_source_root(pkg, bdir, src):
    """The package source tree the sf-plugin build compiled (a recipe with
    in_tree=True compiles a copy in the build directory: the fix-its' paths
    are then below it)."""
    return bdir if RECIPES[pkg].in_tree else src


def sf_merge(pkg, links, root, top, pdir):
    """Run the merge tool over the links' reports; returns (merged report
    or None, the tool's notes or its error output)."""
    files = [os.path.join(sf_reports_dir(pkg), n + ".json")
             for n, _, _, rep, _ in links if rep]
    out_json = os.path.join(pdir, "merged.json")
    out_patch = os.path.join(pdir, "merged.patch")
    cmd = [SF_MERGE[0], "-o", out_json, "--patch", out_patch,
           "--root", root, "--limit", str(top)] + files
    p = subprocess.run(cmd, capture_output=True, text=True)
    with open(os.path.join(LOG_DIR, f"{pkg}-sf-merge.log"), "w") as f:
        f.write("$ " + " ".join(shlex.quote(c) for c in cmd) + "\n"
                + p.stdout + p.stderr + f"(exit {p.returncode})\n")
    if p.returncode != 0:
        return None, p.stderr.strip().splitlines()[-5:]
    try:
        merged = json.load(open(out_json))
    except (OSError, ValueError) as e:
        return None, [f"cannot read {out_json}: {e}"]
    notes = [l.split("note: ", 1)[1] for l in p.stderr.splitlines()
             if l.startswith("tigdevirt-merge-final: note: ")]
    return merged, notes


def sf_merged_entry(s, cwds, roots):
    """A suggestion of the merged report, with its locations relative to
    the package tree (the fields the rest of the mode uses)."""
    cwd = cwds.get((s.get("links") or [None])[0], "/")
    fixit = None
    if s.get("fixit"):
        fixit = sf_loc(s["fixit"], cwd, roots)
        fixit["insert"] = s["fixit"].get("insert", " final")
    sites = []
    for c in s.get("call_sites", []):
        cl = sf_loc(c, cwds.get(c.get("link"), cwd), roots)
        cl.update(caller=c.get("caller", ""), target=c.get("target", ""),
                  link=c.get("link", ""))
        sites.append(cl)
    return {"kind": s["kind"], "name": s["name"],
            "declares": s.get("declares", []),
            "location": sf_loc(s.get("location"), cwd, roots),
            "fixit": fixit, "calls": s.get("calls", 0),
            "gain": s.get("weighted_gain", 0.0), "rank": s.get("rank"),
            "links": s.get("links", []), "shown_links": s.get("links", []),
            "shown": s.get("shown", False), "hidden": s.get("hidden", ""),
            "call_sites": sites, "json": s}
