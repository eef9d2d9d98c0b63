#!/usr/bin/env bash
# End-to-end test of the project workflow for `final' suggestions (run by
# make check): two programs built from one source tree
# (testsuite/e2e/suggest-final-merge/), compiled in a build directory
# apart from the sources, each link writing its JSON report into one
# directory (-fplugin-arg-tigdevirt-suggest-final=...,DIR/).  Program
# `one' alone would suggest `final' on Printer and EnvWrapper::name;
# program `two' derives from Printer, and declares (never creates) a
# class overriding EnvWrapper::name, so either change breaks its build.
# tigdevirt-merge-final must reject both, keep Printer::width, and write
# a patch that `patch -p0' applies at the top of the tree, after which
# GCC alone builds both programs and they print what they printed.  Then
# a shared library whose class users may derive from (step 5).
# Environment: PLUGIN (the plugin, required), MERGE (the merge tool,
# default tools/tigdevirt-merge-final next to this directory), CXX.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${PLUGIN:?set PLUGIN to the path of tigdevirt.so}"
MERGE=${MERGE:-$here/../../tools/tigdevirt-merge-final}
CXX=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail () { echo "FAIL: suggest-final-merge: $*" >&2; exit 1; }

build () {   # build TREE [plugin options...]: both programs, in TREE/build
  local tree=$1; shift
  (cd "$tree" && mkdir -p build/bin && cd build \
     && $CXX -O2 -flto "$@" -I../src -c ../src/tasks.cc ../src/one.cc \
	  ../src/two.cc \
     && for p in one two; do
	  $CXX -O2 -flto "$@" tasks.o $p.o -o bin/$p || exit 1
	done)
}
json () { python3 -c "import json, sys; r = json.load(open(sys.argv[1])); $2" "$1"; }

mkdir -p "$work/tree/src" "$work/plain/src"
cp "$here"/suggest-final-merge/* "$work/tree/src/"
cp "$here"/suggest-final-merge/* "$work/plain/src/"

# 1. Every link writes its report into one directory.
build "$work/tree" -fplugin="$PLUGIN" \
  -fplugin-arg-tigdevirt-suggest-final=types,methods,"$work/reports/" \
  2>"$work/diagnostics" || { cat "$work/diagnostics" >&2; fail "build with the plugin"; }
n=$(ls "$work/reports" | grep -c '\.final\.json$' || true)
[ "$n" -eq 2 ] || fail "expected 2 reports, got: $(ls "$work/reports")"
one=$(ls "$work/reports"/one-*.final.json)
json "$one" 'assert any(s["name"] == "Printer" and s["shown"] for s in r["suggestions"])' \
  || fail "program one alone should suggest Printer (the case the merge is for)"
expected_one=$("$work/tree/build/bin/one"); expected_two=$("$work/tree/build/bin/two")

# 2. Merge.
(cd "$work/tree" && python3 "$MERGE" -o "$work/merged.json" \
   --patch "$work/final.patch" "$work/reports" 2>"$work/summary") \
  || { cat "$work/summary" >&2; fail "merge"; }
cat "$work/summary"
json "$work/merged.json" '
rej = {e["name"]: e["reason"] for e in r["not_suggested"]}
assert rej.get("Printer") == "Loud derives from it", rej
assert rej.get("EnvWrapper::name() const") == "NamedEnv overrides it", rej
kept = [s["name"] for s in r["suggestions"] if s["shown"]]
assert kept == ["Printer::width() const"], kept
assert r["suggestions"][0]["links"] and len(r["suggestions"][0]["links"]) == 2
' || fail "merged report"
grep -q '^--- src/tasks.h$' "$work/final.patch" || { cat "$work/final.patch"; fail "patch paths"; }

# 3. The test can fail: program one's own suggestions break program two.
python3 "$MERGE" -q --root "$work/tree" --patch "$work/one.patch" "$one"
(cd "$work/plain" && patch -p0 --quiet <"$work/one.patch") || fail "one's patch"
if build "$work/plain" 2>/dev/null; then
  fail "program one's suggestions alone should break program two"
fi
# 4. Apply it at the top of the tree; GCC alone builds both programs.
rm -rf "$work/tree/build"
(cd "$work/tree" && patch -p0 --quiet <"$work/final.patch") || fail "the patch does not apply"
grep -q 'virtual int width () const final;' "$work/tree/src/tasks.h" || fail "patch: width"
build "$work/tree" || fail "GCC alone cannot build the patched programs"
[ "$("$work/tree/build/bin/one")" = "$expected_one" ] || fail "output of one changed"
[ "$("$work/tree/build/bin/two")" = "$expected_two" ] || fail "output of two changed"

# 5. A shared library and a program using it (suggest-final-merge-lib/):
#    the program alone would suggest Queue::start final, but the
#    library's link says code outside may derive from Queue, which has no
#    node or vtable there; the merge must reject every method of Queue.
mkdir -p "$work/lib/src" "$work/lib/build"
cp "$here"/suggest-final-merge-lib/* "$work/lib/src/"
(cd "$work/lib/build" \
   && $CXX -O2 -flto -fPIC -fplugin="$PLUGIN" -c ../src/lib.cc ../src/prog.cc \
   && $CXX -O2 -flto -shared -fPIC -fplugin="$PLUGIN" \
	-fplugin-arg-tigdevirt-suggest-final=types,methods,"$work/lib-reports/" \
	lib.o -o libq.so \
   && $CXX -O2 -flto -fplugin="$PLUGIN" \
	-fplugin-arg-tigdevirt-suggest-final=types,methods,"$work/lib-reports/" \
	prog.o -L. -lq -Wl,-rpath,"$work/lib/build" -o prog) 2>"$work/lib.err" \
  || { cat "$work/lib.err" >&2; fail "library build"; }
prog_report=$(ls "$work/lib-reports"/prog-*.final.json)
json "$prog_report" 'assert any(s["name"] == "Queue::start()" for s in r["suggestions"]), r["suggestions"]' \
  || fail "the program alone should suggest Queue::start (the case this checks)"
python3 "$MERGE" -q --root "$work/lib" -o "$work/lib-merged.json" "$work/lib-reports"
json "$work/lib-merged.json" '
rej = {e["name"]: e for e in r["not_suggested"]}
assert "Queue::start()" in rej and rej["Queue::start()"]["link"].startswith("libq.so"), rej
assert not any(s["name"].startswith("Queue::") for s in r["suggestions"]), r["suggestions"]
' || fail "a method of a class the library exports was kept"
echo "PASS: suggest-final-merge"
