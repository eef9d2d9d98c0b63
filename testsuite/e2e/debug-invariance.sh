#!/usr/bin/env bash
# -g does not change the code the plugin makes (run by make check).  GCC
# promises that debug information never changes the generated code
# (-fcompare-debug checks it for a compile; it does not cover an LTO
# link), and Debian builds every package with -g: a pass that counted
# statements, or looked for the next statement, without skipping the
# debug binds -g adds would decide or transform otherwise under -g.  The
# demo's interpreter (every kind of decision) and the micro benchmarks of
# the vptr pass (vptr-loads: loads reused and hoisted across statements),
# of visitors (double dispatch, dispatches, dead methods) and of
# placement new (the lifetime rule), -O2 -flto in default and
# whole-program modes, are linked with -g0 and with -g: the same machine
# code (objdump of .text without the symbol names a branch's target is
# printed against: -g adds section symbols) and the same decisions in
# the stats.
# Environment: PLUGIN (the plugin, required), CXX.
set -euo pipefail
: "${PLUGIN:?set PLUGIN to the path of tigdevirt.so}"
CXX=${CXX:-g++}
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail () { echo "FAIL: debug-invariance: $*" >&2; exit 1; }

code () { # code BINARY: its .text's instructions, without symbol names
  objdump -d --no-show-raw-insn -j .text "$1" | sed -n '/^Disassembly/,$p' \
    | sed -E 's/<[^>]*>//g; /^[0-9a-f]+ *$/d'
}
decisions () { # decisions STATS: what the link decided
  /usr/bin/python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for k in ("output", "time"):
    d.pop(k, None)
print(json.dumps(d, sort_keys=True))' "$1"
}

n=0
for prog in "$root"/examples/interp "$root"/bench/micro/vptr-loads \
            "$root"/bench/micro/visitor "$root"/bench/micro/placement; do
  name=$(basename "$prog")
  for mode in default wp; do
    extra=()
    [ "$mode" = wp ] && extra=(-fplugin-arg-tigdevirt-whole-program-visibility)
    for g in -g0 -g; do
      $CXX -std=gnu++17 -O2 -flto "$g" -fplugin="$PLUGIN" "${extra[@]}" \
        -fplugin-arg-tigdevirt-stats="$work/$name-$mode$g.json" \
        "$prog"/*.C -o "$work/$name-$mode$g" \
        || fail "$name, $mode, $g: the link failed"
    done
    code "$work/$name-$mode-g0" >"$work/a.s"
    code "$work/$name-$mode-g" >"$work/b.s"
    [ -s "$work/a.s" ] || fail "$name, $mode: no code read"
    if ! cmp -s "$work/a.s" "$work/b.s"; then
      diff "$work/a.s" "$work/b.s" | head -n 20 || true
      fail "$name, $mode: -g changed the code"
    fi
    [ "$(decisions "$work/$name-$mode-g0.json")" = "$(decisions "$work/$name-$mode-g.json")" ] \
      || fail "$name, $mode: -g changed the decisions (stats)"
    n=$((n + 1))
  done
done
echo "PASS: debug-invariance: $n links the same with -g as with -g0"
