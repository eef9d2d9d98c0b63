#!/usr/bin/env bash
# GCC 15's incremental LTO (-flto-incremental=DIR) with the plugin: the
# program relinked after each of a series of edits prints what GCC alone's
# -O0 build of the same sources prints, and the plugin does not make the
# cache useless (run by make check; skipped, 77, by a GCC without
# -flto-incremental).  GCC reuses a partition's compiled output only when
# the partition's input is byte-identical.  The link writes into every
# partition the speculation budget it left over the unit's size
# (guard-versioning.h); that fraction moved with every edit, so each
# relink compiled every partition again: here 925 cache files written by
# the plugin's relink after one unit gained a class, 49 by GCC alone's.
# Now it is on a grid (budget-grid.h).  The edits, each changing the
# unit's size: a function called from one unit's loop function, a class
# added to another (its calls' decisions change), a third unit's loop
# changed, the class taken out again.  large-unit-insns is made small so
# that the budget is a share of the program's size, as in a program of
# real size.  Every variant's output is checked.  The cache is checked
# where the test can know what the grid gives: with speculation-growth
# 1000 the budget is far from spent (more than 15/16 of it left at each
# edit: the grid's value stays).  Over the edits that variant's relinks
# may write the files of one whole link more than GCC alone's (the
# decisions an edit changes in other units), not one per edit.  The
# default budget is mostly spent in a program this small, its share left
# near a sixteenth (budget-grid.h): its counts are printed, not judged.
# Environment: PLUGIN (the plugin, required), CXX.
set -euo pipefail
: "${PLUGIN:?set PLUGIN to the path of tigdevirt.so}"
CXX=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail () { echo "FAIL: incremental-lto: $*" >&2; exit 1; }
cd "$work"

echo 'int main () { return 0; }' >probe.cc; mkdir probe-cache
$CXX -O2 -flto -flto-incremental="$work/probe-cache" probe.cc -o probe \
  >/dev/null 2>&1 || {
  echo "SKIP: incremental-lto: $CXX has no -flto-incremental"; exit 77; }

n=12
{
  for i in $(seq 0 $((n - 1))); do
    echo "struct B$i { virtual int f (int) const = 0; virtual ~B$i () {} };"
    echo "B$i *make$i (int); int use$i (const B$i *, int);"
  done
} >h.h
unit () { # unit I [EXTRA-CLASS] [EXTRA-FUNCTION] [LOOP-CHANGE]
  local i=$1 cls=${2:-} fn=${3:-} loop=${4:-}
  echo '#include "h.h"'
  echo "namespace {"
  echo "struct D${i}a : B$i { int f (int x) const override { return x * $((i + 2)) + 1; } };"
  echo "struct D${i}b : B$i { int f (int x) const override { return x ^ $((i + 3)); } };"
  [ -n "$cls" ] && echo "struct D${i}c : B$i { int f (int x) const override { return x + 77; } };"
  echo "}"
  if [ -n "$cls" ]; then
    echo "B$i *make$i (int k) { if (k % 5 == 0) return new D${i}c; if (k % 7 == 0) return new D${i}b; return new D${i}a; }"
  else
    echo "B$i *make$i (int k) { if (k % 7 == 0) return new D${i}b; return new D${i}a; }"
  fi
  local call= body='t += b->f (j);'
  if [ -n "$fn" ]; then
    echo "__attribute__ ((noinline)) int extra$i (int x) { return x * x + $i; }"
    call="t += extra$i (n);"
  fi
  [ -n "$loop" ] && body='t += b->f (j) * (j & 3) + b->f (j + 1);'
  echo "__attribute__ ((noinline)) int use$i (const B$i *b, int n) { int t = 0; for (int j = 0; j < n; j++) { $body } $call return t; }"
}
{
  echo '#include <cstdio>'
  echo '#include "h.h"'
  echo 'int main (int argc, char **) { long t = 0; for (int k = 0; k < 40; k++) {'
  for i in $(seq 0 $((n - 1))); do
    echo "  { B$i *b = make$i (k + argc); t += use$i (b, 50); delete b; }"
  done
  echo '  } std::printf ("%ld\n", t); }'
} >main.cc
initial () { for i in $(seq 0 $((n - 1))); do unit "$i" >u$i.cc; done; }
edit () { # edit STEP
  case $1 in
    1) unit 4 "" fn >u4.cc ;;
    2) unit 2 cls >u2.cc ;;
    3) unit 9 "" "" loop >u9.cc ;;
    4) unit 2 >u2.cc ;;
  esac
}

# What -O0 prints for the sources before each edit and after it: the
# same for every variant, so built once each.
declare -a ref
initial
for step in 0 1 2 3 4; do
  [ "$step" = 0 ] || edit $step
  $CXX -O0 main.cc u*.cc -o ref
  ref[$step]=$(./ref)
done

# link NAME FLAGS...: one relink into cache NAME of the sources as they
# are ($expect: what -O0 prints for them); prints the cache files it
# wrote.
link () {
  local name=$1; shift
  mkdir -p "cache-$name"
  touch stamp; sleep 1
  $CXX -O2 -flto -flto-partition=1to1 -flto-incremental="$work/cache-$name" \
    --param=large-unit-insns=100 "$@" main.cc u*.cc -o "t-$name" 2>/dev/null \
    || fail "$CXX $* did not link the program"
  [ "$(./"t-$name")" = "$expect" ] \
    || fail "$name: the relinked program prints $(./"t-$name"), -O0 $expect"
  find "cache-$name" -newer stamp -type f | wc -l
}

declare -A first total
for variant in alone plugin wp growth; do
  case $variant in
    alone) flags=() ;;
    plugin) flags=(-fplugin="$PLUGIN") ;;
    wp) flags=(-fplugin="$PLUGIN" -fplugin-arg-tigdevirt-whole-program-visibility) ;;
    growth) flags=(-fplugin="$PLUGIN" -fplugin-arg-tigdevirt-speculation-growth=1000) ;;
  esac
  initial
  expect=${ref[0]}
  first[$variant]=$(link "$variant" "${flags[@]}")
  total[$variant]=0
  for step in 1 2 3 4; do
    edit $step
    expect=${ref[$step]}
    w=$(link "$variant" "${flags[@]}")
    echo "$variant: edit $step: $w cache files written"
    total[$variant]=$((total[$variant] + w))
  done
  echo "$variant: first link ${first[$variant]}, the edits' relinks ${total[$variant]}"
done
[ "${total[growth]}" -le $((total[alone] + first[growth])) ] \
  || fail "growth: the relinks wrote ${total[growth]} cache files, GCC alone's ${total[alone]} (a whole link: ${first[growth]})"
echo "PASS: incremental-lto"
