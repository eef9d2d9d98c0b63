# scripts/corpus_lib/wrappers.py - the scripts put around the compiler
# drivers: the link timer (every link of a build logged with its wall time
# and peak memory; link_log, link_cost and program_cost read that log) and
# the --suggest-final wrapper (each link's JSON report and stderr in files
# of its own, in sf_reports_dir).

import os
import re

from hot_code import text_size

from .common import BUILD_DIR, LOG_DIR, SF_DIR, TOOL_DIR


LINK_TIMER = """#!/bin/sh
# corpus link timer: run {real} with the arguments; when the command links
# (no -c, -S, -E, -M), append its wall time and peak memory (the largest
# process of the link: lto1 and the linker included) to $CORPUS_LINK_LOG.
for a in "$@"; do
  case "$a" in -c|-S|-E|-M|-MM) exec {real} "$@";; esac
done
out=a.out; prev=
for a in "$@"; do [ "$prev" = "-o" ] && out=$a; prev=$a; done
case "$out" in
  *conftest*|*cmTC_*|*CMakeTmp*|*CMakeScratch*|"") exec {real} "$@";;
esac
[ -n "$CORPUS_LINK_LOG" ] || exec {real} "$@"
case "$out" in /*) ;; *) out="$PWD/$out";; esac
# clang-wpd: lld writes the remarks of the passes named (which calls
# whole-program devirtualization changed) next to the output.  LLVM 16's
# pass emits them only when -pass-remarks names it (they then also go to
# the build log).
[ -z "$CORPUS_LLD_REMARKS" ] || set -- "$@" \
  "-Wl,-mllvm,-pass-remarks=$CORPUS_LLD_REMARKS" \
  "-Wl,--plugin-opt=opt-remarks-filename=$out.remarks.yaml" \
  "-Wl,--plugin-opt=opt-remarks-passes=$CORPUS_LLD_REMARKS"
exec /usr/bin/time -a -o "$CORPUS_LINK_LOG" -f "LINK %e %M $out" {real} "$@"
"""


def link_timer(real):
    """A wrapper around compiler driver REAL that logs every link."""
    os.makedirs(TOOL_DIR, exist_ok=True)
    path = os.path.join(TOOL_DIR, "link-timer-" + os.path.basename(real))
    with open(path, "w") as f:
        f.write(LINK_TIMER.replace("{real}", real))
    os.chmod(path, 0o755)
    return path


def link_log(pkg, variant):
    return os.path.join(LOG_DIR, f"{pkg}-{variant}-links.log")


def link_cost(pkg, variant):
    """Links of one build: (number, summed wall s, largest peak KB,
    summed .text bytes of the outputs that still exist)."""
    n, wall, peak, text = 0, 0.0, 0, 0
    seen = set()
    try:
        lines = open(link_log(pkg, variant)).read().splitlines()
    except OSError:
        return None
    for line in lines:
        m = re.match(r"LINK ([\d.]+) (\d+) (.*)$", line)
        if not m:
            continue
        n += 1
        wall += float(m.group(1))
        peak = max(peak, int(m.group(2)))
        out = m.group(3)
        # libtool links into .libs/; count every output once.
        if out in seen or not os.path.exists(out):
            continue
        seen.add(out)
        text += text_size(out) or 0
    return (n, wall, peak, text) if n else None


def sf_reports_dir(pkg):
    return os.path.join(SF_DIR, pkg or "unknown", "reports")


def sf_default_report(pkg):
    """The report file named on LDFLAGS: the wrapper replaces it on every
    package link, so only configure's and cmake's test links write it."""
    return os.path.join(sf_reports_dir(pkg), "not-a-package-link.json")


SF_WRAPPER = """#!/bin/sh
# corpus suggest-final wrapper around {real}: on a link of the package (no
# -c, -S, -E, -M; not a configure or cmake test link) give the JSON report
# of -fplugin-arg-tigdevirt-suggest-final=KINDS,FILE a file of its own,
# $CORPUS_SF_DIR/OUTPUT-PID.json, keep the link's stderr (warnings and the
# patch of -fdiagnostics-generate-patch) next to it, OUTPUT-PID.stderr, and
# the directory and output of the link in OUTPUT-PID.link.
for a in "$@"; do
  case "$a" in -c|-S|-E|-M|-MM) exec {real} "$@";; esac
done
[ -n "$CORPUS_SF_DIR" ] || exec {real} "$@"
out=a.out; prev=
for a in "$@"; do [ "$prev" = "-o" ] && out=$a; prev=$a; done
case "$out" in
  *conftest*|*cmTC_*|*CMakeTmp*|*CMakeScratch*|a.out|*/a.out|config.tmp|*/config.tmp|"")
    exec {real} "$@";;
esac
n="$CORPUS_SF_DIR/$(basename "$out")-$$"
first=1
for a in "$@"; do
  [ $first = 1 ] && { set --; first=0; }
  case "$a" in
    -fplugin-arg-tigdevirt-suggest-final=*) a="${a%,*},$n.json";;
  esac
  set -- "$@" "$a"
done
printf '%s\\n%s\\n' "$PWD" "$out" > "$n.link"
{real} "$@" 2> "$n.stderr"
rc=$?
cat "$n.stderr" >&2
exit $rc
"""


def sf_wrapper(real):
    os.makedirs(TOOL_DIR, exist_ok=True)
    path = os.path.join(TOOL_DIR, "suggest-final-" + os.path.basename(real))
    with open(path, "w") as f:
        f.write(SF_WRAPPER.replace("{real}", real))
    os.chmod(path, 0o755)
    return path


def program_cost(pkg, variant, program):
    """(.text bytes, link s) of one program of a build: its link in the
    build's link log."""
    path = os.path.join(BUILD_DIR, pkg, variant, program)
    text = text_size(path)
    link = None
    try:
        for line in open(link_log(pkg, variant)).read().splitlines():
            m = re.match(r"LINK ([\d.]+) (\d+) (.*)$", line)
            if m and os.path.realpath(m.group(3)) == os.path.realpath(path):
                link = float(m.group(1))
    except OSError:
        pass
    return text, link
