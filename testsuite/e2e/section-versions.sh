#!/usr/bin/env bash
# An object whose tigdevirt section was written by another version of the
# plugin (its format's magic differs in its version, the last two
# characters) is ignored with a warning that says so and what to do, not
# called malformed; a damaged section still is (run by make check).
# Made by rewriting the function-pointer field section's magic of an
# object the plugin compiled (objcopy --update-section, through zstd when
# GCC compressed it): TGDVFF00 for
# another version, XXXXXXXX for damage.  The program still links and
# runs: the records are only guesses for guards.
# Environment: PLUGIN (the plugin, required), CXX.
set -euo pipefail
: "${PLUGIN:?set PLUGIN to the path of tigdevirt.so}"
CXX=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail () { echo "FAIL: section-versions: $*" >&2; exit 1; }

cat >"$work/a.cc" <<'SRC'
typedef int (*Fn) (int);
static int twice (int x) { return 2 * x; }
struct Holder { Fn f; Holder () : f (twice) {} int run (int x); };
int Holder::run (int x) { return f (x); }
int use (int x) { Holder h; return h.run (x); }
SRC
cat >"$work/b.cc" <<'SRC'
#include <cstdio>
int use (int);
int main () { std::printf ("%d\n", use (21)); }
SRC
$CXX -O2 -flto -c "$work/a.cc" -o "$work/a.o" -fplugin="$PLUGIN" \
  || fail "compiling with the plugin failed"
$CXX -O2 -flto -c "$work/b.cc" -o "$work/b.o" -fplugin="$PLUGIN"
sec=$(readelf -S -W "$work/a.o" | grep -o '\.gnu\.lto_tigdevirt_fnfields[.0-9a-f]*' | head -1)
[ -n "$sec" ] || fail "no function-pointer field section in the object"
objcopy --dump-section "$sec=$work/sec.raw" "$work/a.o"
# GCC compresses the sections of an LTO object (zstd where GCC was built
# with it, as Debian's is; else zlib, which this test does not rewrite).
compressed=0
if [ "$(head -c 4 "$work/sec.raw" | od -An -tx1 | tr -d ' ')" = 28b52ffd ]; then
  command -v zstd >/dev/null || { echo "SKIP: section-versions: no zstd to rewrite the section"; exit 77; }
  zstd -q -d -c "$work/sec.raw" >"$work/sec.bin"
  compressed=1
else
  cp "$work/sec.raw" "$work/sec.bin"
fi
magic=$(head -c 8 "$work/sec.bin")
case $magic in TGDVFF[0-9][0-9]) ;; *) fail "the section starts with '$magic', not TGDVFF and a version" ;; esac

for kind in other damaged; do
  if [ $kind = other ]; then new=TGDVFF00; else new=XXXXXXXX; fi
  { printf '%s' "$new"; tail -c +9 "$work/sec.bin"; } >"$work/sec.$kind.bin"
  if [ $compressed = 1 ]; then
    zstd -q -c "$work/sec.$kind.bin" >"$work/sec.$kind"
  else
    cp "$work/sec.$kind.bin" "$work/sec.$kind"
  fi
  objcopy --update-section "$sec=$work/sec.$kind" "$work/a.o" "$work/a.$kind.o"
  $CXX -O2 -flto "$work/a.$kind.o" "$work/b.o" -o "$work/p.$kind" -fplugin="$PLUGIN" \
    2>"$work/err.$kind" || { cat "$work/err.$kind" >&2; fail "$kind: the link failed"; }
  [ "$("$work/p.$kind")" = 42 ] || fail "$kind: the program printed '$("$work/p.$kind")', not 42"
  if [ $kind = other ]; then
    grep -q "ignoring function-pointer field records in .*written by another version of tigdevirt (format TGDVFF00, this one reads $magic); compile it again with this plugin" "$work/err.$kind" \
      || { cat "$work/err.$kind" >&2; fail "another version's section: no warning naming both formats"; }
  else
    grep -q "ignoring malformed function-pointer field records in" "$work/err.$kind" \
      || { cat "$work/err.$kind" >&2; fail "a damaged section: no 'malformed' warning"; }
  fi
done
echo "PASS: section-versions"
