# scripts/corpus_hot_calls.py - the corpus report's "hottest virtual calls"
# table: the calls of a package's timed program that its training profile
# measured most often, and what each build did with each of them.
#
# The counts come from tigdevirt's WPA dump of the plugin-pgo link (`count=N`
# on each call's line, read from the profile).  A call is the same call in
# another build when its location, caller and vtable slot agree.  What each
# build did is read from what that build's link wrote:
#   tigdevirt variants  its `decision N ...' line;
#   GCC alone           GCC's ipa-devirt dump (its speculative guess; GCC 12's
#                       pass never devirtualizes fully there, and a call the
#                       inliner later folds by context is not seen);
#   GCC -fprofile-use   the same, plus the ipa-profile dump (the measured
#                       target it guarded, at least half of the calls);
#   Clang               lld's whole-program-devirtualization remarks; a call
#                       without one stayed indirect (Clang 16 does not
#                       speculate without a profile) or was inlined into
#                       another caller before the link.
# Usable on its own: corpus_hot_calls.py BUILD_DIR/PKG EXE [N].

import glob
import os
import re
import subprocess
import sys

CALL_RE = re.compile(r"^call (\d+) (\S+) caller=(.*?) otr=(\S+) token=(\d+) "
                     r"context=\[.*?\] (?:complete|incomplete) \d+:(.*?)"
                     r"(?: count=(\d+))?$")
DECISION_RE = re.compile(r"^decision (\d+) (.*)$")


def find_dump(bdir, exe, suffix):
    """The WPA dump SUFFIX (`tigdevirt', `devirt', `profile_estimate') of
    the link of EXE (a path relative to BDIR, or a base name) in BDIR."""
    base = os.path.basename(exe)
    hits = sorted(glob.glob(os.path.join(bdir, "**", f"{base}.wpa.*.{suffix}"),
                            recursive=True))
    want = os.path.join(bdir, exe)
    for h in hits:
        if os.path.dirname(h) == os.path.dirname(want):
            return h
    return hits[0] if hits else None


def split_top(text, sep):
    """TEXT cut at every SEP outside parentheses and angle brackets (C++
    names hold `, ' and `::' in their argument and template lists)."""
    parts, cur, depth, i = [], "", 0, 0
    while i < len(text):
        if depth == 0 and text.startswith(sep, i):
            parts.append(cur)
            cur, i = "", i + len(sep)
            continue
        ch = text[i]
        if ch in "(<":
            depth += 1
        elif ch in ")>":
            depth -= 1
        cur += ch
        i += 1
    return parts + [cur]


def target_names(text):
    """The targets of a call line: names separated by spaces (a name holds
    spaces in its argument list)."""
    names = [n for n in split_top(text.strip(), " ") if n]
    out = []
    for n in names:
        # `const', `[deleting]' ... belong to the name before them.
        if out and (n in ("const", "volatile", "&", "&&", "noexcept")
                    or n.startswith("[")):
            out[-1] += " " + n
        elif n != "(+pure)" and not n.startswith("likely="):
            out.append(n)
    return out


def call_key(c):
    """What makes a call the same call in another build's dump."""
    return (c["loc"], c["caller"], c["token"])


def read_plugin_dump(path, every=False):
    """{key: call} and {call id: decision text} of one tigdevirt WPA dump;
    key = (location, caller, token), the first call of each key (the one
    to match with another build's).  EVERY: {call id: call} instead, every
    call (copies that GCC's early inliner made of one call share a key and
    are decided apart: leveldb's `Block::Iter::Seek' holds three)."""
    calls, decisions = {}, {}
    if not path:
        return calls, decisions
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = CALL_RE.match(line)
            if m:
                cid, loc, caller, otr, token, targets, count = m.groups()
                c = {"id": int(cid), "loc": loc, "caller": caller,
                     "otr": otr, "token": int(token),
                     "targets": target_names(targets),
                     "count": int(count) if count else None}
                if every:
                    calls[c["id"]] = c
                else:
                    calls.setdefault(call_key(c), c)
                continue
            m = DECISION_RE.match(line)
            if m:
                decisions[int(m.group(1))] = m.group(2)
    return calls, decisions


def name_parts(name):
    """`ns::C<a::b>::f(int) const' -> [`ns', `C<a::b>', `f']: the scopes
    and the name before the argument list (`(anonymous namespace)' left
    out)."""
    name = name.replace("(anonymous namespace)::", "").split("(")[0]
    return split_top(name, "::")


def class_of(method):
    """`ns::Shape::area(int) const' -> `Shape': the class a target belongs
    to, without namespaces (a table cell has little room)."""
    parts = name_parts(method)
    return parts[-2] if len(parts) > 1 else parts[0]


def scope_of(method):
    """`ns::Shape::area(int) const' -> `ns::Shape': the qualified class."""
    return "::".join(name_parts(method)[:-1])


def short_decision(text):
    """A decision line's text, shortened for a table cell."""
    if text is None:
        return "-"
    if text.startswith("none: "):
        # A call the budget cut ends with what it was ranked by.
        m = re.match(r"none: (.*) \((source=\S+ frequency=[\d.]+)\)$", text)
        if m:
            return f"none ({m.group(1)}; {m.group(2)})"
        return "none (" + text[len("none: "):] + ")"
    m = re.match(r"speculative (.*?) \((source=[^ ]+).*?guards=([^;)]*)", text)
    if m:
        targets = [class_of(t) for t in split_targets(m.group(1))]
        if " + direct " in m.group(1):
            return (f"dispatch: {', '.join(targets[:-1])} + direct "
                    f"{targets[-1]} ({m.group(2)})")
        return (f"{len(targets)} guard{'s' if len(targets) != 1 else ''}: "
                + ", ".join(targets) + f" ({m.group(2)})")
    m = re.match(r"full (.*)", text)
    if m:
        return "direct: " + class_of(m.group(1))
    return text.split(" ")[0]


def split_targets(text):
    """`A::f(int), B::f(int) + direct C::f(int)' -> the class-qualified
    names (the dispatch's direct call last)."""
    out = [t.strip() for t in split_top(text, ",") if t.strip()]
    res = []
    for t in out:
        if t.startswith("+ direct "):
            t = t[len("+ direct "):]
        if " + direct " in t:
            a, b = t.split(" + direct ", 1)
            res += [a, b]
        else:
            res.append(t)
    return res


def unqualified(caller):
    """`ns::C::f(int) const' -> `f', as GCC's dumps name a function."""
    return name_parts(caller)[-1].strip()


CLONE_SUFFIX = re.compile(r"(\.(part|constprop|isra|cold|lto_priv|"
                          r"localalias)(\.\d+)?)+$")


def gcc_names(raw):
    """{name as GCC's dump prints it: name as a call line's caller is
    compared}: a clone (`.part.0', `.constprop.1') is named by its mangled
    name, demangled here and made unqualified like the others."""
    base = {r: CLONE_SUFFIX.sub("", r) for r in raw}
    dm = demangle(sorted({b for b in base.values() if b.startswith("_Z")}))
    return {r: unqualified(dm.get(b, b)) if b.startswith("_Z") else b
            for r, b in base.items()}


# ipa-devirt's dump lines after a call's target list: what it did.
GCC_VERDICTS = [
    ("Call is cold", "none (cold)"),
    ("Call is already speculated", "already speculative"),
    ("More than one likely target", "none (more than one likely target)"),
    ("Target list is known to be useless", "none (target list useless)"),
    ("Target is overwritable", "none (target overwritable)"),
    ("Target is artificial", "none (target artificial)"),
]


def read_gcc_devirt(path):
    """{(caller, otr type, token): [verdict, ...]} from GCC's ipa-devirt
    dump, callers and types as GCC's dump names them (unqualified caller,
    type without `struct')."""
    out = {}
    if not path:
        return out
    caller, key = None, None
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = re.match(r"Proces+ing function (.*)/\d+$", line)
            if m:
                caller, key = m.group(1).strip(), None
                continue
            m = re.match(r"  Targets of polymorphic call of type \d+:"
                         r"(?:struct |class |union )?(.*) token (\d+)$", line)
            if m and caller:
                key = (caller, unqualified(m.group(1).strip()),
                       int(m.group(2)))
                out.setdefault(key, []).append("indirect")
                continue
            if not key:
                continue
            verdict = None
            m = re.match(r"Indirect call -> speculative call .* => (.*)/\d+$",
                         line)
            if m:
                verdict = ("guard", m.group(1).strip())
            else:
                verdict = next((v for start, v in GCC_VERDICTS
                                if line.startswith(start)), None)
            if verdict:
                out[key][-1] = verdict
    names = gcc_names({k[0] for k in out}
                      | {v[1] for vs in out.values() for v in vs
                         if isinstance(v, tuple)})
    merged = {}
    for (caller, otr, token), vs in out.items():
        merged.setdefault((names[caller], otr, token), []).extend(
            "1 guard: " + names[v[1]] if isinstance(v, tuple) else v
            for v in vs)
    return merged


def read_gcc_profile(path):
    """{caller: [(target, probability, verdict)]} from GCC's ipa-profile
    dump (the profile_estimate pass): the measured targets it guarded
    (verdict None) or not (verdict: why)."""
    out = []
    if not path:
        return {}
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = re.match(r"Indirect call -> direct call from other module "
                         r"(.*)/\d+ => (.*)/\d+, prob ([\d.]+)$", line)
            if m:
                out.append([m.group(1).strip(), m.group(2).strip(),
                            float(m.group(3)), None])
            elif out and line.startswith("Not speculating: "):
                out[-1][3] = line[len("Not speculating: "):].rstrip(".")
    names = gcc_names({n for e in out for n in e[:2]})
    res = {}
    for caller, target, prob, why in out:
        res.setdefault(names[caller], []).append((names[target], prob, why))
    return res


def profile_text(entries):
    guarded = [f"{t} {p:.0%}" for t, p, why in entries if why is None]
    rest = {}
    for t, p, why in entries:
        if why is not None:
            rest.setdefault(why, []).append(f"{t} {p:.0%}")
    parts = (["guarded " + ", ".join(guarded)] if guarded else []) + [
        f"not {', '.join(v)} ({why})" for why, v in rest.items()]
    return "; ".join(parts)


def demangle(names):
    if not names:
        return {}
    try:
        r = subprocess.run(["c++filt"], input="\n".join(names),
                           capture_output=True, text=True, check=True)
        return dict(zip(names, r.stdout.splitlines()))
    except (OSError, subprocess.CalledProcessError):
        return {n: n for n in names}


def read_clang_remarks(path):
    """[(caller, what, target)] from lld's YAML remarks of the
    wholeprogramdevirt pass, names demangled."""
    if not path or not os.path.exists(path):
        return None
    recs, cur = [], None
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith("--- !"):
                cur = {"kind": line[5:].strip()}
                recs.append(cur)
            elif cur is not None:
                m = re.match(r"\s*(?:- )?(Name|Function|FunctionName|"
                             r"Optimization):\s*'?([^']*)'?\s*$", line)
                if m:
                    cur.setdefault(m.group(1), m.group(2).strip())
    per_call = [r for r in recs if r.get("kind") == "Passed"
                and r.get("Name") != "Devirtualized" and "Function" in r]
    for r in per_call:
        # LTO's merged and promoted copies: `_ZN...Ev.llvm.merged'.
        for k in ("Function", "FunctionName"):
            if k in r:
                r[k] = re.sub(r"\.llvm\.\w+$", "", r[k])
    names = sorted({r["Function"] for r in per_call}
                   | {r.get("FunctionName", "") for r in per_call} - {""})
    dm = demangle(names)
    return [(dm.get(r["Function"], r["Function"]), r.get("Name", ""),
             dm.get(r.get("FunctionName", ""), r.get("FunctionName", "")))
            for r in per_call]


def gcc_cell(call, devirt):
    if devirt is None:
        return "n/a"
    # GCC's dump names the type without its namespaces.
    otr = unqualified(call["otr"])
    key = (unqualified(call["caller"]), otr, call["token"])
    v = devirt.get(key)
    if not v:
        return "-"
    vs = sorted(set(v))
    return " / ".join(vs) + (f" ({len(v)} calls alike)" if len(v) > 1 else "")


def profile_entries(call, profile, calls):
    """The ipa-profile entries of CALL: those of its caller whose target
    it can call.  ICF may have merged a target into another of another
    name (the plugin at WPA names the survivor): when no entry matches by
    name, the entries no other call of the caller claims go to it if it is
    the only call of the caller left without any."""
    caller = unqualified(call["caller"])
    entries = profile.get(caller, [])

    def mine(c):
        names = {unqualified(t) for t in c["targets"]}
        # GCC's dumps name a destructor `__dt_base', `__dt_del' ...
        dtor = any(n.startswith("~") for n in names)
        return [e for e in entries if e[0] in names
                or (dtor and e[0].startswith("__dt"))]
    got = mine(call)
    if got or not entries:
        return got
    same = [c for c in calls if unqualified(c["caller"]) == caller]
    claimed = {e for c in same for e in mine(c)}
    left = [c for c in same if not mine(c)]
    if len(left) == 1 and left[0] is call:
        return [e for e in entries if e not in claimed]
    return []


def gcc_pgo_cell(call, devirt, profile, calls):
    got = profile_entries(call, profile, calls)
    text = profile_text(got)
    if len(got) > len(call["targets"]):
        # Several callers of one short name (GCC's dump does not qualify).
        text += " (ambiguous: entries of every caller named " \
                f"`{unqualified(call['caller'])}`)"
    cell = gcc_cell(call, devirt)
    if "guard" in cell and "guarded" not in text:
        text = "; ".join(x for x in (text, cell) if x)
    return text or "indirect (nothing measured)"


def clang_cell(call, remarks):
    if remarks is None:
        return "n/a"
    hits = [(what, tgt) for caller, what, tgt in remarks
            if caller == call["caller"] and tgt in call["targets"]]
    if not hits:
        # A target ICF merged into another of its class is named by the
        # survivor in the plugin's dump.
        classes = {scope_of(t) for t in call["targets"]}
        hits = [(what, tgt) for caller, what, tgt in remarks
                if caller == call["caller"] and scope_of(tgt) in classes]
    if not hits:
        # Indirect, or Clang inlined the call into another caller before
        # its link (its remarks name the function the call is in then).
        return "no remark"
    return ", ".join(sorted({f"{w}: {class_of(t)}" for w, t in hits}))


# Decisions that leave no indirect call (a dispatch neither: `speculative
# ... + direct ...').
NO_INDIRECT_LEFT = ("full ", "unreachable", "uniform-return ",
                    "unique-return ", "virtual-const-prop ")
CLONE_NOTE = re.compile(r"\s*\[clone [^\]]*\]")


def function_key(name):
    """A function's name as objdump -C and tigdevirt's dump both give it,
    reduced to what they agree on: the qualified name without parameters,
    return type, clone suffixes (`[clone .part.0]') or spaces."""
    name = CLONE_NOTE.sub("", name.replace("(anonymous namespace)::", ""))
    name = name.replace("operator()", "operator\0")
    name = split_top(name, "(")[0] if "(" in name else name
    name = [p for p in split_top(name.strip(), " ") if p][-1:] or [""]
    return re.sub(r"\s+", "", name[0].replace("\0", "()"))


def site_calls(function, calls, decisions):
    """The calls of tigdevirt's dump (read_plugin_dump's CALLS and
    DECISIONS) made in FUNCTION (a name from the disassembly, where an
    executed indirect call or jump was counted) that its decision leaves
    indirect (not a direct call, unreachable, a virtual constant or a
    dispatch): [(call, decision text or None)], the most often measured
    first (count=, with a profile), then the most often run by the
    decision's estimate (its frequency=, which a call the budget cut shows
    too).  A
    call that GCC inlined into FUNCTION after the analysis is listed under
    its own caller, not here."""
    key = function_key(function)
    out = []
    for c in calls.values():
        if function_key(c["caller"]) != key:
            continue
        d = decisions.get(c["id"])
        if d and (d.startswith(NO_INDIRECT_LEFT) or (
                d.startswith("speculative ") and " + direct " in d)):
            continue
        out.append((c, d))
    return sorted(out, key=lambda cd: (-(cd[0]["count"] or 0),
                                       -decision_frequency(cd[1]),
                                       cd[0]["id"]))


FREQUENCY_RE = re.compile(r"\(source=\S+ frequency=([\d.]+)")


def decision_frequency(text):
    """The estimated executions a decision line gives (frequency=), 0 when
    it gives none."""
    m = FREQUENCY_RE.search(text or "")
    return float(m.group(1)) if m else 0.0


def call_table(hot, cols):
    """Markdown lines: a row per call of HOT (the hottest first) with, per
    (variant, cell) of COLS, what that variant did with it."""
    L = ["| # | call | count | targets | " + " | ".join(v for v, _ in cols)
         + " |", "|---:|---|---:|---:|" + "---|" * len(cols)]
    for i, c in enumerate(hot, 1):
        what = (f"`{c['loc']}` in `{c['caller'].split('(')[0]}`: "
                f"`{c['otr']}` slot {c['token']}")
        cells = [f(c).replace("|", "\\|") for _, f in cols]
        L.append(f"| {i} | {what} | {c['count']} | {len(c['targets'])} | "
                 + " | ".join(cells) + " |")
    return L


def hot_calls(pkg_dir, exe, variants, n=10):
    """Markdown lines: the N hottest calls of EXE's plugin-pgo link and what
    each of VARIANTS (present under PKG_DIR) did with them; [] when the
    plugin-pgo link's dump has no counts."""
    pgo = find_dump(os.path.join(pkg_dir, "plugin-pgo"), exe, "tigdevirt")
    calls, _ = read_plugin_dump(pgo)
    hot = sorted((c for c in calls.values() if c["count"]),
                 key=lambda c: -c["count"])[:n]
    if not hot:
        return []
    cols = []
    for v in variants:
        d = os.path.join(pkg_dir, v)
        if not os.path.isdir(d):
            continue
        if v.startswith("plugin"):
            cs, ds = read_plugin_dump(find_dump(d, exe, "tigdevirt"))
            cols.append((v, lambda c, cs=cs, ds=ds: short_decision(
                ds.get(cs[call_key(c)]["id"]) if call_key(c) in cs
                else None)))
        elif v == "gcc":
            dv = read_gcc_devirt(find_dump(d, exe, "devirt"))
            cols.append((v, lambda c, dv=dv: gcc_cell(c, dv)))
        elif v == "gcc-pgo":
            dv = read_gcc_devirt(find_dump(d, exe, "devirt"))
            pr = read_gcc_profile(find_dump(d, exe, "profile_estimate"))
            every = list(calls.values())
            cols.append((v, lambda c, dv=dv, pr=pr, every=every:
                         gcc_pgo_cell(c, dv, pr, every)))
        elif v.startswith("clang"):
            out = os.path.join(d, exe)
            rm = read_clang_remarks(out + ".remarks.yaml")
            cols.append((v, lambda c, rm=rm: clang_cell(c, rm)))
    return call_table(hot, cols)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: corpus_hot_calls.py BUILD_DIR/PKG EXE [N]")
    lines = hot_calls(sys.argv[1], sys.argv[2],
                      ["gcc", "gcc-pgo", "plugin", "plugin-wp", "plugin-pgo",
                       "clang-wpd"],
                      int(sys.argv[3]) if len(sys.argv) > 3 else 10)
    print("\n".join(lines) if lines else "no counts in the plugin-pgo dump")
