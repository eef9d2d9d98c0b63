# scripts/corpus_lib/sf_patches.py - --suggest-final: the patches and what
# they change: GCC's -fdiagnostics-generate-patch output read from a link's
# stderr and dry-run, fix-its applied by the script, the merged patch
# applied with patch -p0, and the OBJ_TYPE_REF calls left in the LTRANS
# dumps before and after (sf_count).

import glob
import os
import re
import subprocess

from .sf_reports import sf_loc, sf_rel


HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


def sf_patches(text):
    """The unified diffs in a link's stderr (-fdiagnostics-generate-patch),
    as lists of lines; each hunk is read by its header's line counts, so
    diagnostics printed around it are left out."""
    lines = text.splitlines(keepends=True)
    out, cur, i = [], [], 0
    while i < len(lines):
        if lines[i].startswith("--- ") and i + 1 < len(lines) \
                and lines[i + 1].startswith("+++ "):
            cur = [lines[i], lines[i + 1]]
            i += 2
            while i < len(lines):
                m = HUNK.match(lines[i])
                if not m:
                    break
                old = int(m.group(2) if m.group(2) is not None else 1)
                new = int(m.group(4) if m.group(4) is not None else 1)
                cur.append(lines[i])
                i += 1
                while (old > 0 or new > 0) and i < len(lines):
                    c = lines[i][:1]
                    if c in (" ", "\n"):
                        old, new = old - 1, new - 1
                    elif c == "-":
                        old -= 1
                    elif c == "+":
                        new -= 1
                    elif c != "\\":
                        break
                    cur.append(lines[i])
                    i += 1
            out.append(cur)
        else:
            i += 1
    return out


def sf_dry_run(patch_lines, cwd, path, logfile):
    with open(path, "w") as f:
        f.writelines(patch_lines)
    r = subprocess.run(["patch", "-p0", "--dry-run", "--batch", "-i", path],
                       cwd=cwd, capture_output=True, text=True)
    with open(logfile, "a") as f:
        f.write(f"\n$ cd {cwd} && patch -p0 --dry-run --batch -i {path}\n"
                f"{r.stdout}{r.stderr}(exit {r.returncode})\n")
    return r.returncode == 0, (r.stdout + r.stderr).strip()


def sf_crlf(files):
    """FILES with every hunk line ending in CR LF (GCC prints the lines of
    a CR LF file without their CRs)."""
    out = []
    for fd in files:
        out.append(fd[:2] + [l if l.startswith("@@") or l.endswith("\r\n")
                             else l[:-1] + "\r\n" if l.endswith("\n")
                             else l for l in fd[2:]])
    return out


def sf_patch_changes(files):
    """{(file, new line number): new text} of the + lines of relative
    file diffs."""
    out = {}
    for fd in files:
        name = fd[1][4:].rstrip("\n").split("\t")[0]
        n = None
        for l in fd[2:]:
            m = HUNK.match(l)
            if m:
                n = int(m.group(3))
                continue
            if n is None:
                continue
            if l[:1] in (" ", "\n"):
                n += 1
            elif l[:1] == "+":
                out[(name, n)] = l[1:].rstrip("\r\n")
                n += 1
    return out


def sf_json_changes(rep, cwd, roots, tree):
    """{(file, line): text after the fix-its} of the shown suggestions of
    one link's report, applied to the pristine TREE."""
    ins = {}
    for s in rep.get("suggestions", []):
        if not s.get("shown") or not s.get("fixit"):
            continue
        f = sf_loc(s["fixit"], cwd, roots)
        if not f["inside"]:
            continue
        ins.setdefault((f["file"], f["line"]), set()).add(
            (f["column"], s["fixit"].get("insert", " final")))
    out = {}
    for (rel, n), cols in ins.items():
        try:
            text = open(os.path.join(tree, rel), "rb").read() \
                .splitlines()[n - 1].decode(errors="replace")
        except (OSError, IndexError):
            out[(rel, n)] = None
            continue
        for col, t in sorted(cols, reverse=True):
            text = text[:col - 1] + t + text[col - 1:]
        out[(rel, n)] = text.rstrip("\r")
    return out


def sf_rewrite_patch(files, cwd, roots):
    """The file diffs with their --- and +++ names made relative to the
    package tree (for patch -p0 in a copy of it); None for a file outside
    the package."""
    out = []
    for fd in files:
        names = []
        for l in fd[:2]:
            name = l[4:].rstrip("\n").split("\t")[0]
            rel, inside = sf_rel(name, cwd, roots)
            if not inside:
                return None
            names.append(l[:4] + rel + "\n")
        out.append(names + fd[2:])
    return out


def sf_apply(tree, fixits, logfile):
    """Insert each fix-it's text before its 1-based byte column; returns
    (applied, problems) and writes a unified diff of the changes."""
    import difflib
    by_file = {}
    for fx in fixits:
        by_file.setdefault(fx["file"], []).append(fx)
    applied, problems, diff = [], [], []
    for rel, fxs in sorted(by_file.items()):
        path = os.path.join(tree, rel)
        try:
            data = open(path, "rb").read()
        except OSError as e:
            problems.append(f"{rel}: {e}")
            continue
        lines = data.splitlines(keepends=True)
        before = list(lines)
        done = set()
        for fx in sorted(fxs, key=lambda f: (-f["line"], -f["column"])):
            k = (fx["line"], fx["column"], fx["insert"])
            if k in done:
                continue
            done.add(k)
            n, col = fx["line"], fx["column"]
            if n < 1 or n > len(lines):
                problems.append(f"{rel}:{n}: no such line")
                continue
            text = lines[n - 1]
            body = text.rstrip(b"\r\n")
            if col < 1 or col - 1 > len(body):
                problems.append(f"{rel}:{n}:{col}: past the end of the line")
                continue
            ins = fx["insert"].encode()
            lines[n - 1] = text[:col - 1] + ins + text[col - 1:]
            applied.append(fx)
        with open(path, "wb") as f:
            f.write(b"".join(lines))
        diff += difflib.unified_diff(
            [l.decode(errors="replace") for l in before],
            [l.decode(errors="replace") for l in lines], rel, rel, n=1)
    with open(logfile, "w") as f:
        f.writelines(diff)
    return applied, problems


# A call through OBJ_TYPE_REF in a -lineno dump: location prefixes, an
# optional left-hand side (`_5 = ', `*_5(D) = ', ...), the OBJ_TYPE_REF.
OTR_CALL = re.compile(r"^\s*(?:\[([^\]]*?):(\d+):(\d+)(?: discrim \d+)?\] )?"
                      r"(?:\[[^\]]*\] )*(?:[^\[].*? = )?OBJ_TYPE_REF\(")


def sf_count(root, roots):
    """Polymorphic calls left in the LTRANS optimized dumps of every link
    under ROOT: the total, per source location, and per link output."""
    total, per_loc, per_link, dumps, odd = 0, {}, {}, 0, 0
    for f in sorted(glob.glob(os.path.join(root, "**", "*.optimized"),
                              recursive=True)):
        rel = os.path.relpath(f, root)
        if "CMakeFiles" in rel.split(os.sep) or ".ltrans" not in f \
                or os.path.basename(f).startswith(("conftest", "a.out",
                                                    "config.tmp")):
            continue
        dumps += 1
        link = re.sub(r"\.ltrans\d+\.ltrans\.\d+t\.optimized$", "", rel)
        n = 0
        for line in open(f, errors="replace"):
            if "OBJ_TYPE_REF(" not in line or "[obj_type_ref]" in line:
                continue
            m = OTR_CALL.match(line)
            if not m:
                odd += 1
                continue
            n += 1
            if m.group(1):
                p, _ = sf_rel(m.group(1), root, roots)
                k = (p, int(m.group(2)), int(m.group(3)))
                per_loc[k] = per_loc.get(k, 0) + 1
        total += n
        per_link[link] = per_link.get(link, 0) + n
    return {"total": total, "per_loc": per_loc, "per_link": per_link,
            "dumps": dumps, "unmatched": odd}


def sf_expected_changes(fixits, tree):
    """{(file, line): text} after inserting FIXITS (relative to TREE,
    1-based byte columns) into the pristine TREE."""
    ins = {}
    for f in fixits:
        ins.setdefault((f["file"], f["line"]), set()).add(
            (f["column"], f["insert"]))
    out = {}
    for (rel, n), cols in ins.items():
        try:
            text = open(os.path.join(tree, rel), "rb").read() \
                .splitlines()[n - 1].decode(errors="replace")
        except (OSError, IndexError):
            out[(rel, n)] = None
            continue
        for col, t in sorted(cols, reverse=True):
            text = text[:col - 1] + t + text[col - 1:]
        out[(rel, n)] = text.rstrip("\r")
    return out


def sf_patch(patch, cwd, logfile, dry):
    """patch -p0 [--dry-run] -i PATCH in CWD: (ok, output)."""
    cmd = ["patch", "-p0", "--batch", "--no-backup-if-mismatch"] \
        + (["--dry-run"] if dry else []) + ["-i", patch]
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    with open(logfile, "a") as f:
        f.write(f"\n$ cd {cwd} && {' '.join(cmd)}\n"
                f"{p.stdout}{p.stderr}(exit {p.returncode})\n")
    return p.returncode == 0, (p.stdout + p.stderr).strip()


def sf_warnings_without_fixit(text):
    """Names of the `final' warnings in a link's stderr printed without a
    fix-it line (GCC drops a fix-it it finds impossible to express)."""
    lines = text.splitlines()
    out = []
    for i, l in enumerate(lines):
        m = re.search(r": warning: declaring .(.+?). .final. would make", l)
        if not m:
            continue
        body = []
        for k in range(i + 1, min(i + 6, len(lines))):
            if not re.match(r"^\s*\d*\s*\|", lines[k]):
                break
            body.append(lines[k])
        if not any(re.match(r"^\s*\|\s+final\s*$", b) for b in body):
            loc = l.split(": warning:")[0]
            out.append((m.group(1), loc))
    return out
