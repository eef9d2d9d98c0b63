# scripts/corpus_lib/stats.py - the decisions counted from the link-time
# dumps: the WPA dumps of tigdevirt and of GCC's ipa-devirt (one per link)
# and the vptr pass's LTRANS dumps, summed per build by dump_stats for the
# report's tables (docs/corpus.md, *Counting*).

import glob
import os
import re


DUMP_NAME = re.compile(r"\.(wpa|lto\.o)\.\d+i\.(tigdevirt|devirt)$")


def link_dumps(root, kind):
    out = []
    for f in glob.glob(os.path.join(root, "**", f"*.{kind}"), recursive=True):
        rel = os.path.relpath(f, root)
        if "CMakeFiles" in rel.split(os.sep) or \
                os.path.basename(f).startswith("conftest"):
            continue
        if DUMP_NAME.search(f):
            out.append(f)
    return sorted(out)


OURS_STATS = re.compile(r"^Statistics: .*?\bcalls=(\d+)", re.M)
OURS_DEV = re.compile(r"^\s*devirtualized: full=(\d+) unreachable=(\d+) "
                      r"speculative=(\d+)", re.M)
OURS_HIER = re.compile(r"^\s*hierarchies: closed=(\d+) open=(\d+) "
                       r"partly-closed=(\d+); types: closed=(\d+) open=(\d+) "
                       r"closed-by-assertion=(\d+) constructions-known=(\d+) "
                       r"not-instantiated=(\d+)", re.M)
HIER_KEYS = ["h_closed", "h_open", "h_partly", "t_closed", "t_open",
             "t_assert", "t_constr", "t_notinst"]
GCC_SUM = re.compile(r"^(\d+) polymorphic calls, (\d+) devirtualized, "
                     r"(\d+) speculatively devirtualized, (\d+) cold", re.M)
GCC_AGREE = re.compile(r"(\d+) already speculated \((\d+) agree, "
                       r"(\d+) disagree\)")


OURS_VC = re.compile(r"virtual constants: uniform-return=(\d+) unique-return=(\d+) "
                     r"virtual-const-prop=(\d+) vtables-grown=(\d+) bytes-added=(\d+)")
OURS_DISPATCH = re.compile(r"speculation: .* calls-kept=(\d+) cut=(\d+) trimmed=\d+ "
                           r"dispatched=(\d+)")
VC_KEYS = ["uniform", "unique", "vcp", "vt_grown", "vt_bytes"]
OURS_DEAD = re.compile(r"dead methods: removed=(\d+) thunks=(\d+) "
                       r"slots-cleared=(\d+) size=(\d+)")
DEAD_KEYS = ["dead", "dead_thunks", "dead_slots", "dead_size"]
# The type flow (docs/type-flow.md): calls with a proved class, narrowed,
# narrowed across calls by the census, made direct, left by the rule.
OURS_ALLOC = re.compile(r"allocation types: proved=(\d+) used=(\d+) "
                        r"by-census=(\d+) direct=(\d+) rule-off=(\d+)"
                        r"(?: strict-vtable-pointers=\d+ by-containment=(\d+))?")
ALLOC_KEYS = ["al_proved", "al_used", "al_census", "al_direct", "al_off",
              "al_contained"]
# Per call line (docs/dump-format.md, polymorphic calls): the class a
# member call states (`static=`, inlined; `callers-state=`, out of line)
# and a field's stored class (`field=`); a plugin older than these facts
# writes none of them, so they count 0.
OURS_CALL_PROOFS = {"mc_static": re.compile(r"^call \d+ .* static=", re.M),
                    "mc_callers": re.compile(r"^call \d+ .* callers-state=",
                                             re.M),
                    "fld": re.compile(r"^call \d+ .* field=", re.M)}
OURS_CENSUS = re.compile(r"placement census: built-in-place=(\d+)( incomplete)?")
# `types N: CLASS from SOURCE not used: REASON`
OURS_TYPES_OFF = re.compile(r"^types \d+: (.+?) from (.+?) not used: (.+)$", re.M)
SPEC_KEYS = ["spec_kept", "spec_cut", "dispatched"]
# The vptr pass (docs/vptr-reuse.md): the WPA dump's `Type changes:` line
# (may code outside the link change types?), and per function in the
# LTRANS dumps of the pass, what it did with the vptr and slot loads.
OURS_TCHANGES = re.compile(r"^Type changes: .*?code outside the link "
                           r"(may not|may: )", re.M)
OURS_VPTR = re.compile(r"^[^\n]+?: (\d+) vptr loads reused, (\d+) slot loads "
                       r"reused, (\d+) loads hoisted, (\d+) kept, (\d+) "
                       r"loops versioned$", re.M)
VPTR_KEYS = ["vp_reused", "vp_slots", "vp_hoisted", "vp_kept",
             "vp_versioned"]


def dump_stats(root):
    s = {"our_dumps": 0, "calls": 0, "full": 0, "unreachable": 0, "spec": 0,
         "gcc_dumps": 0, "gcc_calls": 0, "gcc_full": 0, "gcc_spec": 0,
         "gcc_already": 0, "gcc_agree": 0, "gcc_disagree": 0,
         "our_missing": [], "hier_missing": [], "per_link": []}
    s.update({k: 0 for k in HIER_KEYS + VC_KEYS + SPEC_KEYS + DEAD_KEYS
              + ALLOC_KEYS + list(OURS_CALL_PROOFS)})
    s.update({"census_max": 0, "census_incomplete": 0, "off_reasons": {},
              "off_classes": {}, "ext_keeps": 0})
    s.update({k: 0 for k in VPTR_KEYS})
    for f in link_dumps(root, "tigdevirt"):
        text = open(f, errors="replace").read()
        m, d = OURS_STATS.search(text), OURS_DEV.search(text)
        if not m or not d:
            s["our_missing"].append(os.path.relpath(f, root))
            continue
        s["our_dumps"] += 1
        h = OURS_HIER.search(text)
        if h:
            for k, v in zip(HIER_KEYS, h.groups()):
                s[k] += int(v)
        else:
            s["hier_missing"].append(os.path.relpath(f, root))
        vc = OURS_VC.search(text)
        if vc:
            for k, v in zip(VC_KEYS, vc.groups()):
                s[k] += int(v)
        dm = OURS_DEAD.search(text)
        if dm:
            for k, v in zip(DEAD_KEYS, dm.groups()):
                s[k] += int(v)
        al = OURS_ALLOC.search(text)
        if al:
            for k, v in zip(ALLOC_KEYS, al.groups()):
                s[k] += int(v or 0)
        for k, rx in OURS_CALL_PROOFS.items():
            s[k] += len(rx.findall(text))
        ce = OURS_CENSUS.search(text)
        if ce:
            s["census_max"] = max(s["census_max"], int(ce.group(1)))
            s["census_incomplete"] += 1 if ce.group(2) else 0
        for cls, _src, why in OURS_TYPES_OFF.findall(text):
            s["off_reasons"][why] = s["off_reasons"].get(why, 0) + 1
            s["off_classes"].setdefault(why, set()).add(cls)
        tc = OURS_TCHANGES.search(text)
        if tc and tc.group(1) == "may not":
            s["ext_keeps"] += 1
        sp = OURS_DISPATCH.search(text)
        if sp:
            for k, v in zip(SPEC_KEYS, sp.groups()):
                s[k] += int(v)
        s["calls"] += int(m.group(1))
        s["full"] += int(d.group(1))
        s["unreachable"] += int(d.group(2))
        s["spec"] += int(d.group(3))
        s["per_link"].append((DUMP_NAME.sub("", os.path.basename(f)),
                              int(m.group(1)), int(d.group(1)),
                              int(d.group(2)), int(d.group(3)),
                              int(h.group(1)) if h else 0,
                              int(h.group(2)) if h else 0))
    for f in glob.glob(os.path.join(root, "**", "*.tigdevirt_vptr1"),
                       recursive=True):
        for m in OURS_VPTR.finditer(open(f, errors="replace").read()):
            for k, v in zip(VPTR_KEYS, m.groups()):
                s[k] += int(v)
    for f in link_dumps(root, "devirt"):
        text = open(f, errors="replace").read()
        m = GCC_SUM.search(text)
        if not m:
            continue
        s["gcc_dumps"] += 1
        s["gcc_calls"] += int(m.group(1))
        s["gcc_full"] += int(m.group(2))
        s["gcc_spec"] += int(m.group(3))
        a = GCC_AGREE.search(text)
        if a:
            s["gcc_already"] += int(a.group(1))
            s["gcc_agree"] += int(a.group(2))
            s["gcc_disagree"] += int(a.group(3))
    return s
