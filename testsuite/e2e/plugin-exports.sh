#!/usr/bin/env bash
# The plugin exports only what GCC looks up (src/exports.map; run by make
# check): GCC loads a plugin RTLD_GLOBAL, so every other symbol of ours
# would enter the scope later plugins bind against.  Checks the dynamic
# symbol table, then that GCC still loads the plugin: a small virtual
# call compiled and linked with it runs and prints its result.
# Environment: PLUGIN (the plugin, required), CXX.
set -euo pipefail
: "${PLUGIN:?set PLUGIN to the path of tigdevirt.so}"
CXX=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail () { echo "FAIL: plugin-exports: $*" >&2; exit 1; }

exported=$(nm -D --defined-only "$PLUGIN" | awk '{ print $NF }' | LC_ALL=C sort | tr '\n' ' ')
[ "$exported" = "plugin_init plugin_is_GPL_compatible " ] \
  || fail "exports '$exported', not only plugin_init and plugin_is_GPL_compatible"

cat >"$work/p.cc" <<'SRC'
#include <cstdio>
struct Shape { virtual int sides () const = 0; virtual ~Shape () {} };
struct Square final : Shape { int sides () const override { return 4; } };
__attribute__ ((noinline)) static int count (const Shape &s) { return s.sides (); }
int main () { Square q; std::printf ("%d\n", count (q)); }
SRC
$CXX -O2 -flto "$work/p.cc" -o "$work/p" -fplugin="$PLUGIN" \
  || fail "a link with the plugin failed"
[ "$("$work/p")" = 4 ] || fail "the program linked with the plugin printed '$("$work/p")', not 4"
echo "PASS: plugin-exports"
