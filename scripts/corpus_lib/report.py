# scripts/corpus_lib/report.py - the main report, corpus/work/report.md
# (--timing-only's: report-timing.md): the variants' flags, builds and
# tests, the tables of the dump statistics, link cost, timing with paired
# ratios, the profile-guided training, the hottest virtual calls, notes.

import os
import statistics
import time

from timing_stats import paired_ratio

from . import common
from .common import (
    AA_CONTROL, AA_CONTROLS, BUILD_DIR, NOTES, PGO_TRAIN, PGO_TRAIN16,
    PGO_VARIANTS, PLUGIN_VARIANTS, RECIPES, SID_CHROOT, START, VARIANTS,
    baseline, is_clang, is_gcc16, pgo_baseline, sid_root, version
)
from .hot_sites import executed_sites_section, hot_calls
from .pgo import pgo_warnings
from .stats import VPTR_KEYS
from .variants import CLANG_CC, CLANG_CXX, CLANG_LLD, flags


def variant_flags_table(packages):
    L = ["| variant | compilers | CFLAGS | CXXFLAGS | LDFLAGS |",
         "|---|---|---|---|---|"]
    shown = list(VARIANTS)
    for train, gcc16 in ((PGO_TRAIN16, True), (PGO_TRAIN, False)):
        pgo = [v for v in shown if v in PGO_VARIANTS and is_gcc16(v) == gcc16]
        if pgo:
            shown.insert(shown.index(pgo[0]), train)
    for v in shown:
        f = flags(v, "$PLUGIN16" if is_gcc16(v) else "$PLUGIN")
        cc = f"`{CLANG_CC}`/`{CLANG_CXX}`, lld 16" if is_clang(v) \
            else "`gcc-16`/`g++-16` (sid chroot)" if is_gcc16(v) \
            else "`gcc`/`g++`"
        name = v if v not in (PGO_TRAIN, PGO_TRAIN16) \
            else f"({v}: instrumented, not reported)"
        L.append(f"| {name} | {cc} | `{f['CFLAGS']}` | `{f['CXXFLAGS']}` | "
                 f"`{f['LDFLAGS']}` |")
        if is_clang(v):
            for p in packages:
                if RECIPES[p].clang_hidden:
                    h = flags(v, "$PLUGIN", p)
                    L.append(f"| {v} ({p} only) | same | `{h['CFLAGS']}` | "
                             f"`{h['CXXFLAGS']}` | `{h['LDFLAGS']}` |")
    return L


def report(packages, plugin_info, results, timings, failed,
           plugin16_info=None):
    L = []
    L.append("# tigdevirt on Debian packages\n")
    for what, info in (("Plugin", plugin_info),
                       ("GCC 16 plugin ($PLUGIN16)", plugin16_info)):
        if info:
            orig, digest, used = info
            L.append(f"{what}: `{orig}` (sha256 `{digest}`"
                     + (f"; used as the identical copy `{used}`"
                        if used != orig else "") + ")  ")
    if any(is_gcc16(v) for v in VARIANTS):
        L.append("GCC 16: "
                 + version([SID_CHROOT, "run", "g++-16", "--version"])
                 + f", in the Debian sid chroot `{sid_root()}` "
                 "(scripts/sid-chroot); builds run inside it, their tests "
                 "and timed programs on this machine with the chroot's "
                 "loader and libraries (the LDFLAGS below)  ")
    L.append(f"Compilers: {version(['g++', '--version'])}; "
             + (f"{version([CLANG_CXX, '--version'])}; "
                f"{version([CLANG_LLD, '--version'])}"
                if "clang-wpd" in VARIANTS else "") + "  ")
    if common.TIMING_ONLY:
        L.append("Timing only (`--timing-only`): the binaries of the last "
                 "full run in `corpus/work/build/`, not rebuilt, not tested "
                 "(that run's report: `corpus/work/report.md`)  ")
    L.append(f"Total runtime: {time.time() - START:.0f} s "
             f"({(time.time() - START) / 60:.1f} min)\n")
    if any(v in PGO_VARIANTS for v in VARIANTS):
        L.append("Variants ($PLUGIN is the plugin above; $PROFILE is "
                 "`corpus/work/build/PKG/pgo-profile`, $PROFILE16 (GCC 16's "
                 "own) `corpus/work/build/PKG/pgo-profile16`, $BUILD "
                 "`corpus/work/build/PKG/pgo-build`, where every profile "
                 "build is made before it moves to its own directory):\n")
    else:
        L.append("Variants ($PLUGIN is the plugin above):\n")
    L += variant_flags_table(packages)
    L.append("")

    L.append("## Builds and test suites\n")
    L.append("| package | variant | build | build s | test suite | result | test s |")
    L.append("|---|---|---|---:|---|---|---:|")
    for p in packages:
        for v in VARIANTS:
            r = results[(p, v)]
            res = r["test"] + (f" ({r['test_detail']})" if r["test_detail"] else "")
            L.append(f"| {p} | {v} | {r['build']} | {r['build_s']:.0f} | "
                     f"{r.get('test_cmd', '-')} | {res} | {r['test_s']:.0f} |")
    L.append("")

    trained = [(p, tr) for p in packages for tr in (PGO_TRAIN, PGO_TRAIN16)
               if (p, tr) in results]
    if trained:
        L.append("## Profile-guided variants\n")
        L.append("gcc-pgo, plugin-pgo and plugin-wp-pgo read one profile per "
                 "package (`$PROFILE` = `corpus/work/build/PKG/pgo-profile`), "
                 "written by one run of the recipe's training workload "
                 "(a different input from the timed one) in the package's "
                 f"instrumented build (`{PGO_TRAIN}`); gcc16-pgo, "
                 "plugin16-pgo and plugin16-wp-pgo read GCC 16's own "
                 f"(`$PROFILE16`, from a GCC 16 instrumented build, "
                 f"`{PGO_TRAIN16}`, the same training run: GCC reads only "
                 "its own version's profiles); `-fprofile-prefix-path` "
                 "makes the profile files' names independent of the build "
                 "directory. Profile warnings: GCC's `-Wmissing-profile` "
                 "(a compiled function without profile) and "
                 "`-Wcoverage-mismatch` (a profile that does not fit) in "
                 "each PGO build's log; objects that the training program "
                 "does not link (unit tests, unused library files) have no "
                 "profile and are expected among the missing.\n")
        L.append("| package | training workload | instrumented build | "
                 "build s | training s | .gcda files | profile warnings |")
        L.append("|---|---|---|---:|---:|---:|---|")
        for p, tr in trained:
            t = results[(p, tr)]
            w = "; ".join(f"{v}: " + (", ".join(f"{k} {n}" for k, n in
                                               sorted(pgo_warnings(p, v)
                                                      .items())) or "none")
                          for v in VARIANTS if v in PGO_VARIANTS
                          and is_gcc16(v) == is_gcc16(tr)
                          and results[(p, v)]["build"] == "ok")
            L.append(f"| {p} | `{t['train_cmd']}` ({tr}) | {t['build']} | "
                     f"{t['build_s']:.0f} | {t['train_s']:.1f} | {t['gcda']} | "
                     f"{w or '-'} |")
        L.append("")

    L.append("## Virtual constants and speculation cost\n")
    L.append("Sums over every link, from tigdevirt's dumps: calls that became "
             "a constant (uniform return), a vptr comparison (unique return) "
             "or a load from next to the vtables (virtual constant "
             "propagation), the vtables that grew and by how many bytes; "
             "speculated calls kept within the growth budget, calls cut "
             "by it, and dispatched calls (no indirect call left); dead "
             "virtual methods removed (docs/dead-methods.md), the vtable "
             "slots cleared and GCC's size estimate of the bodies.\n")
    L.append("| package | variant | uniform-return | unique-return | "
             "virtual-const-prop | vtables grown (bytes) | speculated | cut "
             "by budget | dispatched | dead methods (slots, size) |")
    L.append("|---|---|---:|---:|---:|---|---:|---:|---:|---|")
    for p in packages:
        for v in VARIANTS:
            st = results[(p, v)]["stats"]
            if not st or v not in PLUGIN_VARIANTS:
                continue
            L.append(f"| {p} | {v} | {st['uniform']} | {st['unique']} | "
                     f"{st['vcp']} | {st['vt_grown']} ({st['vt_bytes']}) | "
                     f"{st['spec_kept']} | {st['spec_cut']} | "
                     f"{st['dispatched']} | {st['dead']} ({st['dead_slots']}, "
                     f"{st['dead_size']}) |")
    L.append("")

    L.append("## vptr loads\n")
    L.append("From tigdevirt's dumps (docs/vptr-reuse.md): the links in "
             "which no code outside the link may change a dynamic type "
             "(the WPA dump's `Type changes:` line), and, summed over the "
             "vptr pass's LTRANS dumps, the vptr and slot loads reused, "
             "the loads hoisted out of loops, the loads kept and the loops "
             "versioned on a speculative guard.\n")
    L.append("| package | variant | links | outside code keeps types | "
             "vptr loads reused | slot loads reused | hoisted | kept | "
             "loops versioned |")
    L.append("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for p in packages:
        for v in VARIANTS:
            st = results[(p, v)]["stats"]
            if not st or v not in PLUGIN_VARIANTS:
                continue
            L.append(f"| {p} | {v} | {st['our_dumps']} | {st['ext_keeps']} "
                     + "".join(f"| {st[k]} " for k in VPTR_KEYS) + "|")
    L.append("")

    L.append("## Type flow\n")
    L.append("Sums over every link, from tigdevirt's dumps "
             "(docs/type-flow.md): calls whose object's class is proved "
             "(a new-expression, a factory, a construction, a declared "
             "array, every caller), those narrowed to it, narrowed across "
             "calls by the placement census, made direct or unreachable, "
             "and left to GCC's rule because the C++ object-lifetime rule "
             "does not apply by default; the most classes one link's "
             "census counts as built in reused storage, and the links "
             "whose census is incomplete (an object compiled without the "
             "plugin). *Contained*: of those by census, the calls on a "
             "field's objects no code outside the link reaches; *member "
             "call*: calls whose context the class a member call states "
             "gave (inlined `static=` / out of line `callers-state=`); "
             "*field*: calls on a pointer loaded from a field whose stores "
             "the link sees (`field=`). Below: why the rule was not "
             "applied, calls and distinct proved classes per reason.\n")
    L.append("| package | variant | proved | narrowed | by census | contained "
             "| direct | rule off | built in place (max) | census incomplete "
             "| member call | field |")
    L.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for p in packages:
        for v in VARIANTS:
            st = results[(p, v)]["stats"]
            if not st or v not in PLUGIN_VARIANTS:
                continue
            L.append(f"| {p} | {v} | {st['al_proved']} | {st['al_used']} | "
                     f"{st['al_census']} | {st['al_contained']} | "
                     f"{st['al_direct']} | {st['al_off']} | "
                     f"{st['census_max']} | {st['census_incomplete']} | "
                     f"{st['mc_static']} / {st['mc_callers']} | {st['fld']} |")
    L.append("")
    for p in packages:
        for v in VARIANTS:
            st = results[(p, v)]["stats"]
            if not st or v not in PLUGIN_VARIANTS or not st["off_reasons"]:
                continue
            for why, n in sorted(st["off_reasons"].items(), key=lambda kv: -kv[1]):
                L.append(f"- {p} [{v}]: {n} calls, "
                         f"{len(st['off_classes'][why])} classes: {why}")
    L.append("")

    L.append("## Link cost\n")
    L.append("Every link of the build (executables and shared libraries; "
             "configure and cmake test links excluded), timed by a wrapper "
             "around the compiler driver: *links*, the summed wall time of "
             "the links, the peak memory of the largest process of any link "
             "(`/usr/bin/time`; with `make -j` links may overlap, each is "
             "timed on its own), and the summed `.text` of the linked "
             "files. Ratios to gcc in parentheses (to gcc16 for the GCC 16 "
             "variants).\n")
    L.append("| package | variant | links | link s | peak MB | .text KB |")
    L.append("|---|---|---:|---:|---:|---:|")
    for p in packages:
        for v in VARIANTS:
            base = results.get((p, baseline(v)), {}).get("links")
            lc = results[(p, v)].get("links")
            if not lc:
                L.append(f"| {p} | {v} | - | - | - | - |")
                continue
            def cell(i, fmt, scale=1):
                c = fmt % (lc[i] / scale)
                if base and v != baseline(v) and base[i]:
                    c += " (%.2f)" % (lc[i] / base[i])
                return c
            L.append(f"| {p} | {v} | {lc[0]} | {cell(1, '%.1f')} | "
                     f"{cell(2, '%.0f', 1024)} | {cell(3, '%.0f', 1024)} |")
    L.append("")

    L.append("## Devirtualization at link time\n")
    L.append("Sums over every link (one executable or shared library = one "
             "WPA dump). From tigdevirt's `Statistics` block: *calls* = "
             "polymorphic calls it saw; *hierarchies closed/open/partly* = "
             "`hierarchies: closed= open= partly-closed=`; *types closed* = "
             "`types: closed=`; *full / unreachable / speculative* = "
             "`devirtualized: full= unreachable= speculative=`. GCC's "
             "numbers come from its `-fdump-ipa-devirt` summary line (`N "
             "polymorphic calls, N devirtualized, N speculatively "
             "devirtualized`); GCC 12's `devirt` pass itself only speculates "
             "(its *devirtualized* counter is always 0). In the plugin "
             "variants GCC's pass runs after ours, so its speculations are "
             "calls we left alone, and *already* counts the calls we "
             "speculated (agree/disagree: whether GCC's own single likely "
             "target is among ours). clang-wpd leaves no dumps: n/a.\n")
    L.append("| package | variant | links | calls | hierarchies closed / open "
             "/ partly | types closed | full | unreachable | speculative | "
             "GCC calls | GCC speculative (+full) | GCC already (agree / "
             "disagree) |")
    L.append("|---|---|---:|---:|---|---:|---:|---:|---:|---:|---|---|")
    keys = ["our_dumps", "calls", "h_closed", "h_open", "h_partly",
            "t_closed", "full", "unreachable", "spec", "gcc_dumps",
            "gcc_calls", "gcc_spec", "gcc_full", "gcc_already", "gcc_agree",
            "gcc_disagree"]
    totals = {v: dict.fromkeys(keys, 0) for v in VARIANTS}
    have = {v: False for v in VARIANTS}
    for p in packages:
        for v in VARIANTS:
            st = results[(p, v)]["stats"]
            L.append(stats_row(p, v, st))
            if st:
                have[v] = True
                for k in keys:
                    totals[v][k] += st[k]
    if len(packages) > 1:
        for v in VARIANTS:
            L.append(stats_row("**total**", v,
                               totals[v] if have[v] else None))
    L.append("")
    for p in packages:
        for v in VARIANTS:
            q = results[(p, v)]["stats"]
            if not q:
                continue
            notes = []
            if q["our_missing"]:
                notes.append("tigdevirt dumps without statistics: "
                             + ", ".join(q["our_missing"]))
            if q["hier_missing"]:
                notes.append("tigdevirt dumps without a `hierarchies:` line: "
                             + ", ".join(q["hier_missing"]))
            g = results.get((p, baseline(v)), {}).get("stats")
            if g and v != baseline(v) and g["gcc_dumps"] != q["gcc_dumps"]:
                notes.append(f"GCC devirt dumps: {g['gcc_dumps']} "
                             f"({baseline(v)}) vs "
                             f"{q['gcc_dumps']} ({v})")
            if q["per_link"]:
                top = sorted(q["per_link"], key=lambda x: -x[1])[:4]
                notes.append("largest links (output: calls, full/unreachable/"
                             "spec, hierarchies closed/open): "
                             + "; ".join(f"`{n}` {c}, {f}/{u}/{s}, {hc}/{ho}"
                                         for n, c, f, u, s, hc, ho in top))
            for n in notes:
                L.append(f"- {p} [{v}]: {n}")
    L.append("")

    if timings:
        L.append("## Timing (interleaved rounds after one warm-up round)\n")
        L.append("Each round runs every variant once, the order rotated by "
                 "one variant per round. Cells: median (ratio to the gcc "
                 "median; for the GCC 16 variants to the gcc16 median). "
                 "1-minute load average before/after: "
                 + "; ".join(f"{n} {t['_load'][0]:.2f}/{t['_load'][1]:.2f}"
                             for n, (_, t) in timings.items()
                             if "_load" in t)
                 + " (2 cores).\n")
        tv = [v for v in VARIANTS + list(AA_CONTROLS.values())
              if any(v in t for _, t in timings.values())]
        L.append("| benchmark | unit | " + " | ".join(tv) + " |")
        L.append("|---|---|" + "---:|" * len(tv))
        runs_rows = []
        for name, (cmd, t) in timings.items():
            metrics = [(name, "wall s", "")]
            benches = []
            for k in t:
                if k.startswith("_"):
                    continue
                if ":" in k and k.split(":", 1)[1] not in benches:
                    benches.append(k.split(":", 1)[1])
            metrics += [(f"{name} {b}", "micros/op", ":" + b) for b in benches]
            for label, unit, suffix in metrics:
                cells = []
                for v in tv:
                    xs = t.get(v + suffix)
                    if not xs:
                        cells.append("-")
                        continue
                    base = t.get(baseline(v) + suffix)
                    mg = statistics.median(base) if base else None
                    m = statistics.median(xs)
                    nd = 3
                    c = f"{m:.{nd}f}"
                    if mg and v != baseline(v):
                        c += f" ({m / mg:.3f})"
                    cells.append(c)
                    if not suffix:
                        runs_rows.append(f"| {name} | {v} | "
                                         + ", ".join(f"{x:.2f}" for x in xs)
                                         + " |")
                L.append(f"| {label} | {unit} | " + " | ".join(cells) + " |")
        L.append("")
        for name, (cmd, t) in timings.items():
            c = (" ".join(cmd).replace("{db}", "$TMP").replace("{src}", "$SRC")
                 .replace("{bdir}", "."))
            line = f"- {name}: `{c}`"
            fps = t.get("_fingerprints")
            chk = t.get("_fp_check")
            if fps and chk and chk[0] and len(set(chk[1].values())) > 1:
                line += ("; output alike in every run and every variant of "
                         "each compiler: GCC 12 `" + chk[1]["gcc"] + "`, "
                         "GCC 16 `" + chk[1]["gcc16"] + "`; the gcc build "
                         "run with the sid chroot's loader and libraries "
                         "prints GCC 16's, so the libraries (libm), not "
                         "the compilers, make the difference")
            elif fps:
                kinds = {frozenset(x) for x in fps.values()}
                if len(kinds) == 1 and all(len(x) == 1 for x in fps.values()):
                    line += (f"; output alike in every variant and run: "
                             f"`{next(iter(next(iter(kinds))))}`")
                else:
                    line += "; outputs **DIFFER** (see Notes)"
            L.append(line)
        L.append("")
        L.append("Paired ratios: for each round, the variant's time over "
                 "gcc's in the same round (gcc16's for the GCC 16 "
                 "variants); median over the rounds and its "
                 f"95% bootstrap interval. `{AA_CONTROL}` runs the gcc "
                 "binary a second time in each round (A/A), "
                 f"`{AA_CONTROLS['gcc16']}` the gcc16 binary: their "
                 "intervals are what noise alone gives; the profile-guided "
                 "variants' are also given to GCC's own profile-guided "
                 "build, gcc-pgo (gcc16-pgo). Instructions: one "
                 "smaller run under callgrind (deterministic), ratio to the "
                 "same baseline(s). *Indirect calls* and *indirect jumps*: "
                 "the `call *` and `jmp *` instructions that same callgrind "
                 "run executes in the timed program's own code (and in the "
                 "package's shared libraries the workload runs through, "
                 "where the recipe names them: kyotocabinet's "
                 "`libkyotocabinet.so`); libc, libstdc++, libm and the "
                 "system's other libraries are not counted "
                 "(scripts/hot_code.py's reader, as bench/indirect-executed). "
                 "A `jmp *` is a virtual or function-pointer tail call or "
                 "a PLT stub; a switch's jump table (GCC's x86-64 forms, "
                 "scripts/hot_code.py's is_jump_table; runs from before "
                 "2026-12-01 counted them as jumps) is counted apart, in "
                 "*switch jumps*. Ratios to gcc (gcc16) "
                 "and, for the profile-guided variants, then to gcc-pgo "
                 "(gcc16-pgo).\n")
        L.append("| benchmark | variant | paired ratio to gcc / gcc16 (95% "
                 "CI) | paired ratio to gcc-pgo / gcc16-pgo (95% CI) | "
                 "instructions (callgrind) | indirect calls executed | "
                 "indirect jumps executed | switch jumps executed |")
        L.append("|---|---|---|---|---:|---:|---:|---:|")
        for name, (cmd, t) in timings.items():
            ins = t.get("_instructions", {})
            ex = {v: e["totals"] for v, e in t.get("_executed", {}).items()
                  if e.get("totals")}
            for v in tv:
                b, pb = baseline(v), pgo_baseline(v)
                prs = []
                for base in (b, pb):
                    pr = (paired_ratio(t[v], t[base])
                          if base and v != base and t.get(v) and t.get(base)
                          else None)
                    prs.append(("%.3f (%.3f-%.3f)" % pr) if pr else "-")
                bases = [x for x in (b, pb) if x and x != v]
                ns = count_cell(ins.get(v), [ins.get(x) for x in bases], 4)
                cs = [count_cell(ex[v].get(k) if v in ex else None,
                                 [ex[x].get(k) if x in ex else None
                                  for x in bases])
                      for k in ("calls", "jumps", "switches")]
                L.append(f"| {name} | {v} | {prs[0]} | {prs[1]} | {ns} | "
                         f"{cs[0]} | {cs[1]} | {cs[2]} |")
        L.append("")
        L.append("| benchmark | variant | wall s per run |")
        L.append("|---|---|---|")
        L += runs_rows
        L.append("")
        progs = [(n, t["_program"]) for n, (_, t) in timings.items()
                 if "_program" in t]
        if progs:
            L.append("Timed programs: `.text` of the program itself and the "
                     "wall time of its own link (ratios to gcc, or gcc16).\n")
            L.append("| benchmark | variant | .text KB | link s |")
            L.append("|---|---|---:|---:|")
            for name, pc in progs:
                for v in VARIANTS:
                    if v not in pc:
                        continue
                    base = pc.get(baseline(v), (None, None))
                    text, link = pc[v]
                    def cell(x, b, fmt):
                        if x is None:
                            return "-"
                        c = fmt % x
                        if b and v != baseline(v):
                            c += " (%.3f)" % (x / b)
                        return c
                    L.append(f"| {name} | {v} | "
                             f"{cell(text and text / 1024, base[0] and base[0] / 1024, '%.1f')} | "
                             f"{cell(link, base[1], '%.1f')} |")
            L.append("")
    hot = [p for p in packages
           if ("plugin-pgo" in VARIANTS or "plugin16-pgo" in VARIANTS)
           and RECIPES[p].training and RECIPES[p].main_exe]
    tables = [(p, hot_calls(os.path.join(BUILD_DIR, p), RECIPES[p].main_exe,
                            VARIANTS)) for p in hot]
    if any(t for _, t in tables):
        L.append("## The hottest virtual calls\n")
        L.append("The ten calls of each timed program that the training "
                 "run measured most often (tigdevirt's `count=` in the "
                 "plugin-pgo link's dump, or plugin16-pgo's without "
                 "plugin-pgo; *targets*: its target list), and "
                 "what each build did with them: tigdevirt's decision; "
                 "GCC's speculative guess (ipa-devirt) and, with a profile, "
                 "the measured target ipa-profile guarded (it guards one "
                 "with at least half the calls); Clang's whole-program "
                 "devirtualization remarks (no remark: the call stayed "
                 "indirect, or Clang had inlined it into another "
                 "caller). A call GCC's inliner folds later by context "
                 "is not seen in these dumps. The GCC 16 columns read the "
                 "GCC 16 builds' own dumps (gcc16: GCC 16's ipa-devirt; "
                 "plugin16, plugin16-wp: tigdevirt's), matched to the "
                 "same calls by location, caller and vtable slot. Below "
                 "each table, the *hot functions*: the callers of these "
                 "calls in each build's timed program, with the indirect "
                 "calls and jumps and the memory reads of their machine "
                 "code (static counts, scripts/hot_code.py over `objdump "
                 "-d`; clones and overloads of a name summed; *inlined*: no "
                 "function of that name left). See "
                 "scripts/corpus_hot_calls.py.\n")
        for p, t in tables:
            if t:
                L.append(f"**{p}** (`{RECIPES[p].main_exe}`)\n")
                L += t
                L.append("")
    L += executed_sites_section(timings or {})
    if NOTES:
        L.append("## Notes and workarounds\n")
        L += [f"- {n}" for n in NOTES]
        L.append("")
    if common.TIMING_ONLY:
        status = ("FAILED" if failed else "timing only: builds of an "
                  "earlier run reused, no builds and no tests run")
    else:
        status = "FAILED" if failed else "all builds and test suites passed"
    L.append(f"Overall: **{status}**. "
             f"Logs: `corpus/work/logs/`.\n")
    return "\n".join(L)


def count_cell(n, bases, digits=3):
    """A count N with its ratio to each of BASES in parentheses, `; '
    between them (`-' for a base not counted, or 0 where N is not);
    `-' alone when N was not counted."""
    if n is None:
        return "-"
    if not bases:
        return f"{n:,}"
    rs = []
    for b in bases:
        if b is None or (b == 0 and n != 0):
            rs.append("-")
        elif b == 0:
            rs.append(f"{1:.{digits}f}")
        else:
            rs.append(f"{n / b:.{digits}f}")
    return f"{n:,} (" + "; ".join(rs) + ")"


def stats_row(p, v, st):
    if is_clang(v) or st is None:
        na = "n/a" if is_clang(v) else "-"
        return f"| {p} | {v} | " + " | ".join([na] * 10) + " |"
    if v in PLUGIN_VARIANTS:
        ours = (f"{st['our_dumps']} | {st['calls']} | {st['h_closed']} / "
                f"{st['h_open']} / {st['h_partly']} | {st['t_closed']} | "
                f"{st['full']} | {st['unreachable']} | {st['spec']}")
        already = (f"{st['gcc_already']} ({st['gcc_agree']} / "
                   f"{st['gcc_disagree']})")
    else:
        ours = f"{st['gcc_dumps']} | - | - | - | - | - | -"
        already = "-"
    return (f"| {p} | {v} | {ours} | {st['gcc_calls']} | {st['gcc_spec']} "
            f"(+{st['gcc_full']}) | {already} |")
