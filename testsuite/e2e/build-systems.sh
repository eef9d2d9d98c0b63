#!/usr/bin/env bash
# End-to-end test of the ways users turn the plugin on for a whole build
# (run by make check), each building examples/interp and checking that the
# plugin ran and the program prints what GCC alone's prints:
#   1. the specs file alone in CXXFLAGS and LDFLAGS (SPECS: the build
#      tree's tigdevirt-uninstalled.specs), with a plugin option on the
#      link line and a C file in the build;
#   2. make -j2 with -flto=jobserver (LTRANS units as make jobs);
#   3. -flto=auto;
#   4. ccache on the compiles: hits when nothing changed, misses when a
#      plugin option or (with CCACHE_EXTRAFILES, docs/using.md) the plugin
#      itself changed;
#   5. help printed once per link, however many LTRANS units;
#   6. Debian's LTO flags, -flto=auto -ffat-lto-objects: the compiles run
#      the analysis for the fat code too (a second type graph in one
#      cc1plus: tigdevirt.dg/fat-lto-graphs.C), linked with LTO and,
#      running that fat code, without.
# Environment: PLUGIN, SPECS (required), CXX, CC.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${PLUGIN:?set PLUGIN to the path of tigdevirt.so}"
: "${SPECS:?set SPECS to the path of tigdevirt-uninstalled.specs}"
CXX=${CXX:-g++}
CC=${CC:-gcc}
srcs=("$here"/../../examples/interp/*.C)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail () { echo "FAIL: build-systems: $*" >&2; exit 1; }
pass () { echo "PASS: build-systems: $*"; }
cd "$work"

stat () { /usr/bin/python3 -c "import json, sys; print(json.load(open(sys.argv[1]))$2)" "$1"; }

$CXX -O2 -flto "${srcs[@]}" -o interp-gcc
expected=$(./interp-gcc 20)

# 1. The specs file alone.
mkdir specs && cd specs
objs=()
for s in "${srcs[@]}"; do
  o=$(basename "${s%.C}").o
  $CXX -specs="$SPECS" -O2 -flto -c "$s" -o "$o"
  objs+=("$o")
done
echo 'int c_helper (void) { return 1; }' >helper.c
$CC -specs="$SPECS" -O2 -flto -c helper.c -o helper.o 2>c.err \
  || { cat c.err; fail "a C file under the specs file"; }
[ ! -s c.err ] || { cat c.err; fail "the plugin spoke in a C compile"; }
objdump -h "${objs[0]}" >sections
grep -q 'gnu.lto_tigdevirt' sections \
  || fail "the specs file did not load the plugin at compile time"
$CXX -specs="$SPECS" -O2 -flto -fplugin-arg-tigdevirt-stats=stats.json \
  "${objs[@]}" helper.o -o interp
[ "$(stat stats.json '["stage"]')" = wpa ] || fail "the specs file did not load the plugin at link time"
[ "$(stat stats.json '["polymorphic_calls"]')" -gt 0 ] || fail "no calls seen"
[ "$(./interp 20)" = "$expected" ] || fail "specs: output differs"
pass "specs file alone ($(stat stats.json '["polymorphic_calls"]') calls seen)"
cd ..

# 2. make -j2, LTRANS units as jobs of the same make.
mkdir jobserver && cd jobserver
{
  echo "CXXFLAGS = -O2 -flto=jobserver -flto-partition=max -fplugin=$PLUGIN"
  printf 'interp:'
  for s in "${srcs[@]}"; do printf ' %s.o' "$(basename "${s%.C}")"; done
  echo
  printf '\t+$(CXX) $(CXXFLAGS) -fplugin-arg-tigdevirt-stats=stats.json $^ -o $@\n'
  for s in "${srcs[@]}"; do
    echo "$(basename "${s%.C}").o: $s"
    printf '\t$(CXX) $(CXXFLAGS) -c $< -o $@\n'
  done
} >Makefile
make -s -j2 CXX="$CXX" >make.log 2>&1 || { cat make.log; fail "make -j2 -flto=jobserver"; }
! grep -qi 'jobserver is not available' make.log || { cat make.log; fail "no jobserver reached lto-wrapper"; }
[ "$(stat stats.json '["stage"]')" = wpa ] || fail "jobserver: no WPA stats"
[ "$(./interp 20)" = "$expected" ] || fail "jobserver: output differs"
pass "make -j2 with -flto=jobserver"
cd ..

# 3. -flto=auto.
$CXX -O2 -flto=auto -fplugin="$PLUGIN" "${srcs[@]}" -o interp-auto \
  -fplugin-arg-tigdevirt-stats=auto.json
[ "$(stat auto.json '["stage"]')" = wpa ] || fail "-flto=auto: no WPA stats"
[ "$(./interp-auto 20)" = "$expected" ] || fail "-flto=auto: output differs"
pass "-flto=auto"

# 4. ccache on the compiles (a private cache; the plugin copied so that it
#    can change).
if command -v ccache >/dev/null; then
  export CCACHE_DIR=$work/ccache CCACHE_NOHASHDIR=1
  mkdir pl && cp "$PLUGIN" pl/tigdevirt.so
  sed "s|^-fplugin=[^ ]*|-fplugin=$work/pl/tigdevirt.so|" "$SPECS" >pl.specs
  outcome () {   # outcome FLAGS...: "hit" or "miss" of one compile
    ccache -z >/dev/null
    ccache "$CXX" "$@" -O2 -flto -c "${srcs[0]}" -o cc.o
    ccache --print-stats >stats.txt
    if grep -qE '^(direct|preprocessed)_cache_hit\s+1' stats.txt; then
      echo hit; else echo miss; fi
  }
  [ "$(outcome -fplugin="$work/pl/tigdevirt.so")" = miss ] || fail "ccache: first compile"
  [ "$(outcome -fplugin="$work/pl/tigdevirt.so")" = hit ] || fail "ccache: no hit when nothing changed"
  [ "$(outcome -fplugin="$work/pl/tigdevirt.so" -fplugin-arg-tigdevirt-speculate=2)" = miss ] \
    || fail "ccache: a changed plugin option was served a stale object"
  printf '\0' >>pl/tigdevirt.so
  [ "$(outcome -fplugin="$work/pl/tigdevirt.so")" = miss ] \
    || fail "ccache: a changed plugin (-fplugin=PATH) was served a stale object"
  export CCACHE_EXTRAFILES=$work/pl/tigdevirt.so
  [ "$(outcome -specs="$work/pl.specs")" = miss ] || fail "ccache: specs, first compile"
  [ "$(outcome -specs="$work/pl.specs")" = hit ] || fail "ccache: specs, no hit"
  printf '\0' >>pl/tigdevirt.so
  [ "$(outcome -specs="$work/pl.specs")" = miss ] \
    || fail "ccache: a changed plugin (specs, CCACHE_EXTRAFILES) was served a stale object"
  unset CCACHE_EXTRAFILES
  pass "ccache"
else
  echo "SKIP: build-systems: ccache is not installed (scripts/setup installs it)"
fi

# 5. help once per link.
n=$(cd specs && $CXX -O2 -flto -flto-partition=max -fplugin="$PLUGIN" \
      -fplugin-arg-tigdevirt-help "${objs[@]}" -o interp-help 2>&1 \
    | grep -c 'print this help' || true)
[ "$n" -eq 1 ] || fail "help printed $n times in one link"
pass "help once per link"

# 6. Fat objects, as Debian's optimize=+lto compiles.
mkdir fat
for s in "${srcs[@]}"; do
  $CXX -specs="$SPECS" -O2 -flto=auto -ffat-lto-objects \
    -c "$s" -o "fat/$(basename "$s" .C).o" || fail "-ffat-lto-objects: compile of $s"
done
$CXX -specs="$SPECS" -O2 -flto=auto fat/*.o -o interp-fat-lto
$CXX -O2 -fno-lto fat/*.o -o interp-fat-code
[ "$(./interp-fat-lto 20)" = "$expected" ] || fail "-ffat-lto-objects: the LTO link's output differs"
[ "$(./interp-fat-code 20)" = "$expected" ] || fail "-ffat-lto-objects: the fat code's output differs"
pass "fat objects, linked with and without LTO"
echo "PASS: build-systems"
