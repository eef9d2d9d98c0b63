#!/usr/bin/env bash
# The same compile writes the same object with the plugin as without it
# (run by make check).  Debian and others check that a package builds
# reproducibly; GCC alone does, given -frandom-seed (its LTO sections
# are otherwise named at random).  The plugin's own sections named
# classes without a name by their address ("@#0x7f..."), and wrote its
# field records in the order of their trees' addresses, which differ
# from run to run: two compiles of this unit wrote different bytes.
# A unit with many classes whose private pointer fields their
# constructors set (the records), local classes without a vtable that
# hold such pointers, compiled three times as Debian's LTO flags do;
# skipped (77) when GCC alone does not write the same bytes twice.
# Environment: PLUGIN (the plugin, required), CXX.
set -euo pipefail
: "${PLUGIN:?set PLUGIN to the path of tigdevirt.so}"
CXX=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail () { echo "FAIL: reproducible-objects: $*" >&2; exit 1; }

{
  echo 'struct Base { virtual int f () const = 0; virtual ~Base () {} };'
  for i in $(seq 0 15); do
    echo "struct D$i : Base { int f () const override { return $i; } };"
  done
  for i in $(seq 0 15); do
    echo "class H$i { Base *p; Base *q; public: H$i (bool x) : p (new D$i), q (x ? (Base *) new D$(( (i + 1) % 16 )) : new D$i) {} int run () const { return p->f () + q->f (); } ~H$i () { delete p; delete q; } };"
  done
  echo 'int go (bool x) {'
  echo '  int s = 0;'
  for i in $(seq 0 15); do
    echo "  { struct Loc$i { Base *b; }; Loc$i l = {new D$i}; s += l.b->f (); delete l.b; H$i h (x); s += h.run (); }"
  done
  echo '  return s; }'
} >"$work/unit.C"

build () { # build OUT [FLAGS...]
  local out=$1; shift
  (cd "$work" && $CXX -O2 -flto=auto -ffat-lto-objects -frandom-seed=unit \
     -c unit.C -o "$out" "$@") || fail "$CXX $* did not compile the unit"
}
build alone1.o
build alone2.o
cmp -s "$work/alone1.o" "$work/alone2.o" || {
  echo "SKIP: reproducible-objects: GCC alone writes different objects"; exit 77; }
for i in 1 2 3; do build "plugin$i.o" -fplugin="$PLUGIN"; done
sections=$(objdump -h "$work/plugin1.o")
[[ $sections == *tigdevirt_fields* ]] \
  || fail "the plugin wrote no field records (nothing tested)"
for i in 2 3; do
  cmp -s "$work/plugin1.o" "$work/plugin$i.o" \
    || fail "two compiles of the same unit wrote different objects (1 and $i)"
done
echo "PASS: reproducible-objects"
