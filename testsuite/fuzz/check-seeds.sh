#!/bin/sh
# make check: the differential fuzzer on a fixed set of seeds (every mode,
# every partition mode, random knobs, -fprofile-use), chosen to cover a
# unit outside the LTO unit (object: 0; shared library: 6; dlopen: 10), virtual
# (0, 7, 10) and multiple inheritance, C++20 (2, 10), -O3 (10) and -Os
# (6); seed 133 prints a wrong result without the repair of hoisted loads
# (fix-hoisted-loads=0; docs/speculation.md).  scripts/fuzz N runs the
# soak.
# Needs PLUGIN (the Makefile's TESTS_ENVIRONMENT sets it).
here=$(cd "$(dirname "$0")" && pwd)
: "${PLUGIN:?PLUGIN must name the plugin}"
exec /usr/bin/python3 "$here/fuzz.py" run --plugin "$PLUGIN" \
  --seed 0 --seed 2 --seed 6 --seed 7 --seed 10 --seed 133 \
  --jobs "$(nproc)" --tmp "${TMPDIR:-/tmp}"
