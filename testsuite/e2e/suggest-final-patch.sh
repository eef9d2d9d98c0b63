#!/usr/bin/env bash
# End-to-end test of -fplugin-arg-tigdevirt-suggest-final (run by make
# check): build testsuite/e2e/suggest-final/ with the plugin and the
# suggestions on, take the patch GCC prints (-fdiagnostics-generate-patch),
# apply it with `patch -p0' to a copy of the sources, rebuild that copy
# with GCC alone, and check that
#   - it compiles and prints what the original program printed;
#   - GCC alone now makes direct exactly the calls the suggestions
#     promised: the polymorphic calls left in its optimized code (LTRANS
#     dumps of -fdump-tree-optimized) drop by the sum of the "calls" of
#     the suggestions in the JSON report, and the one call no suggestion
#     can help (any_area, through Shape) stays.
# Environment: PLUGIN (the plugin, required), CXX (default g++).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${PLUGIN:?set PLUGIN to the path of tigdevirt.so}"
CXX=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail () { echo "FAIL: suggest-final-patch: $*" >&2; exit 1; }

# Polymorphic calls left after GCC's optimizations, over every LTRANS unit
# (the statements of OBJ_TYPE_REF calls, not their profile annotations).
polymorphic_calls () {
  local dir=$1
  cat "$dir"/d/*.optimized 2>/dev/null \
    | grep -E '^\s*(\S+ = )?OBJ_TYPE_REF\(' | wc -l
}

build_gcc_alone () {
  local dir=$1
  (cd "$dir" && mkdir -p d \
     && $CXX -O2 -flto -flto-partition=one -c shapes.cc main.cc \
     && $CXX -O2 -flto -flto-partition=one -fdump-tree-optimized \
	  -dumpdir d/ shapes.o main.o -o prog)
}

cp -r "$here/suggest-final" "$work/orig"
cp -r "$here/suggest-final" "$work/patched"
cp -r "$here/suggest-final" "$work/plain"

# 1. With the plugin: the suggestions, the patch, the report.
(cd "$work/orig" \
   && $CXX -O2 -flto -fplugin="$PLUGIN" -c shapes.cc main.cc \
   && LC_ALL=C $CXX -O2 -flto -fplugin="$PLUGIN" \
	-fplugin-arg-tigdevirt-suggest-final=types,methods,"$work/report.json" \
	-fdiagnostics-generate-patch -fdiagnostics-plain-output \
	shapes.o main.o -o prog 2>"$work/diagnostics") \
  || { cat "$work/diagnostics" >&2; fail "build with the plugin"; }
expected=$("$work/orig/prog")
sed -n '/^--- /,$p' "$work/diagnostics" >"$work/final.patch"
[ -s "$work/final.patch" ] || { cat "$work/diagnostics" >&2; fail "no patch printed"; }
warnings=$(grep -c 'warning: declaring' "$work/diagnostics" || true)
promised=$(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
print(sum(s["calls"] for s in r["suggestions"] if s["shown"]))' "$work/report.json")
[ "$warnings" -ge 1 ] || fail "no suggestion"

# 2. Apply it.
(cd "$work/patched" && patch -p0 --quiet <"$work/final.patch") \
  || fail "the patch does not apply"
grep -q 'class Square final' "$work/patched/shapes.h" || fail "patch: Square"

# 3. GCC alone, before and after.
build_gcc_alone "$work/plain" || fail "GCC alone, unpatched"
build_gcc_alone "$work/patched" || fail "GCC alone cannot build the patched program"
got=$("$work/patched/prog")
[ "$got" = "$expected" ] || fail "output changed: '$got', expected '$expected'"
before=$(polymorphic_calls "$work/plain")
after=$(polymorphic_calls "$work/patched")
echo "suggest-final-patch: $warnings suggestions promise $promised calls;" \
     "GCC alone leaves $before polymorphic calls before the patch, $after after"
[ $((before - after)) -eq "$promised" ] \
  || fail "GCC alone made $((before - after)) calls direct, $promised promised"
[ "$after" -eq 1 ] || fail "expected any_area's call to stay, $after calls left"
echo "PASS: suggest-final-patch"
