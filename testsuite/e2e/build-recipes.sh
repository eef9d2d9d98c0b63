#!/usr/bin/env bash
# End-to-end test of docs/using.md's one-flag recipes, run as printed
# through real build systems (run by make check, on GCC 12 and, through
# scripts/check-gcc, 16): a plain Makefile, CMake, and automake + libtool,
# each building the shared library and the program of build-recipes/ (a
# public hierarchy in the library, private ones on both sides).  The
# recipes are read from docs/using.md, the installed specs file's path
# replaced by SPECS.  Each build must:
#   - run the plugin at every link, the shared library's included (libtool
#     drops -fplugin from it; the specs file survives): every executable
#     and shared library it made carries the link's note
#     (tigdevirt-report DIR exits 0), and options from TIGDEVIRT_OPTIONS
#     reach every link (stats=DIR/: one stats file per link, WPA's);
#   - print what GCC alone's build of the same sources prints.
# Before them, the command lines those build systems make: the specs file
# twice in one compile and one link, with -fplugin= of the same plugin,
# and TIGDEVIRT_OPTIONS (a bad word is an error naming it; the command
# line wins).
# Environment: PLUGIN, SPECS (required), CXX; TIGDEVIRT_RECIPES=quick
# builds with the plain Makefile only (scripts/check, for the GCC versions
# other than 12 and 16: what differs between versions is the specs
# language of part 1, not the build systems).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${PLUGIN:?set PLUGIN to the path of tigdevirt.so}"
: "${SPECS:?set SPECS to the path of tigdevirt-uninstalled.specs}"
CXX=${CXX:-g++}
export CXX
unset TIGDEVIRT_OPTIONS CXXFLAGS LDFLAGS CPPFLAGS MAKEFLAGS
report=$here/../../tools/tigdevirt-report
docs=$here/../../docs/using.md
proj=$here/build-recipes
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail () { echo "FAIL: build-recipes: $*" >&2; exit 1; }
pass () { echo "PASS: build-recipes: $*"; }
cd "$work"

# The sh block after "**LABEL**" in docs/using.md (or the doc named
# second), for this build tree.
recipe () {
  /usr/bin/python3 - "${2:-$docs}" "$1" "$SPECS" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r"^\*\*" + re.escape(sys.argv[2]) + r"\*\*[^\n]*\n+```sh\n(.*?)```",
              text, re.S | re.M)
if not m:
    sys.exit(f"{sys.argv[1]} has no recipe **{sys.argv[2]}**")
print(m.group(1).replace("/usr/share/tigdevirt/tigdevirt.specs", sys.argv[3]))
EOF
}

stat () { /usr/bin/python3 -c "import json, sys; print(json.load(open(sys.argv[1]))$2)" "$1"; }

# GCC alone.
$CXX -std=gnu++17 -O2 -flto "$proj"/src/shapes.cc "$proj"/src/main.cc -o alone
expected=$(./alone 40)
# The report tells a binary linked without the plugin.
if "$report" alone >report.out; then
  cat report.out; fail "tigdevirt-report found a note in GCC alone's program"
fi
grep -q 'no tigdevirt note' report.out || { cat report.out; fail "tigdevirt-report: no verdict"; }

# 1. The command lines: the specs file twice, with -fplugin= of the same
#    plugin, compiles and links; the plugin is loaded once in each.
cp "$proj"/src/shapes.h "$proj"/src/main.cc "$proj"/src/shapes.cc .
helps () { grep -c 'print this help' "$1" || true; }
$CXX -specs="$SPECS" -specs="$SPECS" -O2 -flto -c main.cc -o main.o \
  -fplugin-arg-tigdevirt-help 2>help.out || { cat help.out; fail "specs file twice in a compile"; }
[ "$(helps help.out)" = 1 ] || fail "specs twice: the plugin loaded $(helps help.out) times in a compile"
$CXX -specs="$SPECS" -fplugin="$PLUGIN" -specs="$SPECS" -O2 -flto -fPIC \
  -c shapes.cc -o shapes.o -fplugin-arg-tigdevirt-help 2>help.out \
  || { cat help.out; fail "specs file with -fplugin= in a compile"; }
[ "$(helps help.out)" = 1 ] || fail "specs with -fplugin=: loaded $(helps help.out) times"
$CXX -specs="$SPECS" -specs="$SPECS" -specs="$SPECS" -O2 -flto main.o shapes.o \
  -o twice -fplugin-arg-tigdevirt-help 2>help.out \
  || { cat help.out; fail "specs file three times in a link"; }
[ "$(helps help.out)" = 1 ] || fail "specs three times: help printed $(helps help.out) times in a link"
[ "$(./twice 40)" = "$expected" ] || fail "specs twice: output differs"
"$report" twice >/dev/null || fail "specs twice: no note in the program"
pass "the specs file twice, three times, and with -fplugin="

# 2. TIGDEVIRT_OPTIONS: read at every stage, errors name it, the command
#    line wins.
if TIGDEVIRT_OPTIONS="stats=x.json no-such-key" $CXX -specs="$SPECS" -O2 -flto \
     -c main.cc -o bad.o 2>bad.out; then
  fail "TIGDEVIRT_OPTIONS: an unknown key was accepted"
fi
grep -q "unknown option 'no-such-key' in TIGDEVIRT_OPTIONS\|unknown option ‘no-such-key’ in TIGDEVIRT_OPTIONS" bad.out \
  || { cat bad.out; fail "TIGDEVIRT_OPTIONS: the error does not name the variable"; }
TIGDEVIRT_OPTIONS=" stats=$work/env/  -fplugin-arg-tigdevirt-note=0 " \
  $CXX -specs="$SPECS" -O2 -flto main.o shapes.o -o env-prog
ls env/env-prog-*.stats.json >/dev/null 2>&1 || fail "TIGDEVIRT_OPTIONS: stats=DIR/ wrote no file"
[ "$(stat env/env-prog-*.stats.json '["stage"]')" = wpa ] || fail "TIGDEVIRT_OPTIONS: no WPA stats"
if "$report" env-prog >/dev/null; then fail "TIGDEVIRT_OPTIONS: note=0 left a note"; fi
TIGDEVIRT_OPTIONS="stats=$work/env-lost.json" \
  $CXX -specs="$SPECS" -O2 -flto main.o shapes.o -o cl-prog \
  -fplugin-arg-tigdevirt-stats="$work/cl.json"
[ -f cl.json ] && [ ! -f env-lost.json ] || fail "TIGDEVIRT_OPTIONS: the command line did not win"
pass "TIGDEVIRT_OPTIONS"

# 3. The build systems, each with docs/using.md's recipe, and the
#    stats of every link in a directory of their own.
check_build () { # check_build NAME DIR RUN LINK...: what a build made
  local name=$1 dir=$2 run=$3; shift 3
  "$report" "$dir" >"$name.report" \
    || { cat "$name.report"; fail "$name: a link without the plugin"; }
  local link
  for link in "$@"; do
    grep -q "/$link: tigdevirt .* ran at its link" "$name.report" \
      || { cat "$name.report"; fail "$name: no note in $link"; }
    local s
    s=$(ls "$work/$name-stats/$link"-*.stats.json 2>/dev/null | head -n 1)
    [ -n "$s" ] || fail "$name: TIGDEVIRT_OPTIONS did not reach the link of $link"
    [ "$(stat "$s" '["stage"]')" = wpa ] || fail "$name: $link's stats are not WPA's"
  done
  [ "$(cd "$dir" && eval "$run")" = "$expected" ] || fail "$name: output differs"
  grep -q 'calls, [1-9][0-9]* direct' "$name.report" \
    || { cat "$name.report"; fail "$name: nothing made direct"; }
  pass "$name: $# links with the plugin, output as GCC alone's"
}

mkdir make-build && cp -r "$proj"/src "$proj"/make/Makefile make-build/
(cd make-build && export TIGDEVIRT_OPTIONS="stats=$work/make-stats/" \
   && eval "$(recipe make)") >make.log 2>&1 || { cat make.log; fail "make: the build failed"; }
check_build make make-build './prog 40' libshapes.so prog

if [ "${TIGDEVIRT_RECIPES:-all}" = quick ]; then
  pass "CMake and autotools: not run (TIGDEVIRT_RECIPES=quick)"
  echo "PASS: build-recipes"
  exit 0
fi

if command -v cmake >/dev/null; then
  mkdir cmake-build && cp -r "$proj"/src "$proj"/cmake/CMakeLists.txt cmake-build/
  (cd cmake-build && export TIGDEVIRT_OPTIONS="stats=$work/cmake-stats/" \
     && eval "$(recipe CMake)") >cmake.log 2>&1 || { cat cmake.log; fail "CMake: the build failed"; }
  check_build cmake cmake-build/build './prog 40' libshapes.so.1.0.0 prog
else
  fail "cmake is not installed (scripts/setup installs it)"
fi

mkdir auto-build && cp -r "$proj"/src "$proj"/autotools/* auto-build/
(cd auto-build && mkdir -p m4 && autoreconf -fi >autoreconf.log 2>&1 \
   && export TIGDEVIRT_OPTIONS="stats=$work/autotools-stats/" \
   && eval "$(recipe autotools)") >autotools.log 2>&1 \
  || { cat autotools.log auto-build/config.log 2>/dev/null | tail -n 60; fail "autotools: the build failed"; }
grep -q 'libtool: link: .* -shared ' autotools.log || fail "autotools: no libtool link of the library"
check_build autotools auto-build './prog 40' libshapes.so.1.0.0 prog

# What the specs file is for: -fplugin in the same flags, which libtool
# drops from the shared library's link, and the note that shows it.
(cd auto-build && make -s clean && make -s CXXFLAGS="-O2 -flto=auto -fplugin=$PLUGIN" \
   LDFLAGS="-flto=auto -fplugin=$PLUGIN") >fplugin.log 2>&1 \
  || { cat fplugin.log; fail "autotools with -fplugin: the build failed"; }
if "$report" auto-build >fplugin.report; then
  cat fplugin.report; fail "autotools with -fplugin: libtool kept -fplugin (update docs/using.md)"
fi
grep -q 'libshapes.so.1.0.0: no tigdevirt note' fplugin.report \
  || { cat fplugin.report; fail "autotools with -fplugin: the report missed the library's link"; }
grep -q '/prog: tigdevirt .* ran at its link' fplugin.report \
  || { cat fplugin.report; fail "autotools with -fplugin: the program's link lost the plugin"; }
pass "autotools with -fplugin: libtool drops it from the library's link, the report says so"

# -fsuggest-final's reports without its warnings (docs/final-suggestions.md):
# libtool 2.4.7 (Debian 12's) drops -Wno- options in the flags
# from the library's link, where the plugin suggests declaring the
# library's hidden Dial final (sid's 2.6.2 keeps them: then the
# suggestion is not printed); in a specs file they reach it with every
# libtool, and the report is the same.
dial='Dial.*final.*\[-Wsuggest-final-types\]'
(cd auto-build && make -s clean \
   && export TIGDEVIRT_OPTIONS="suggest-final=types,methods,$work/final-loud/" \
   && quiet="-specs=$SPECS -Wno-suggest-final-types -Wno-suggest-final-methods" \
   && make CXXFLAGS="-O2 -flto=auto $quiet" LDFLAGS="-flto=auto $quiet") >final-loud.log 2>&1 \
  || { cat final-loud.log; fail "autotools, -Wno-suggest-final in the flags: the build failed"; }
grep -q "libtool: link: .* -shared .*-specs=" final-loud.log \
  || fail "autotools, -Wno-suggest-final in the flags: no libtool link of the library with the specs file"
if grep -q "libtool: link: .* -shared .*-Wno-suggest-final-types" final-loud.log; then
  ! grep -q "$dial" final-loud.log \
    || { cat final-loud.log; fail "autotools: -Wno-suggest-final-types at the library's link, and the suggestion printed"; }
  pass "autotools: $(auto-build/libtool --version | head -n 1) keeps -Wno-suggest-final-* at the library's link"
else
  grep -q "$dial" final-loud.log \
    || { cat final-loud.log; fail "autotools: libtool dropped -Wno-suggest-final-types from the library's link, and the plugin suggested nothing"; }
  pass "autotools: $(auto-build/libtool --version | head -n 1) drops -Wno-suggest-final-* from the library's link"
fi
(cd auto-build && make -s clean && eval "$(recipe 'libtool, the reports only' "$here/../../docs/final-suggestions.md")") \
  >final-quiet.log 2>&1 || { cat final-quiet.log; fail "libtool, the reports only: the build failed"; }
if grep -q 'Wsuggest-final' final-quiet.log; then
  grep 'Wsuggest-final' final-quiet.log; fail "libtool, the reports only: the suggestions were printed"
fi
names () { /usr/bin/python3 -c "import json, sys; print(sorted(s['name'] for s in json.load(open(sys.argv[1]))['suggestions']))" "$1"; }
loud=$(names "$(ls final-loud/libshapes.so*.final.json | head -n 1)")
quiet=$(names "$(ls auto-build/final/libshapes.so*.final.json | head -n 1)")
case "$loud" in *"'Dial'"*) ;; *) fail "the library's report has no Dial: $loud" ;; esac
[ "$loud" = "$quiet" ] || fail "libtool, the reports only: the report differs: $quiet, not $loud"
pass "libtool, the reports only: no suggestion printed, the same report ($quiet)"

echo "PASS: build-recipes"
