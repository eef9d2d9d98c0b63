#!/bin/sh
# make check: the differential fuzzer on a fixed set of seeds (every mode,
# every partition mode, random knobs, -fprofile-use), chosen to cover a
# unit outside the LTO unit (object and shared library), virtual and
# multiple inheritance, C++20 and -O3/-Os.  scripts/fuzz N runs the soak.
# Needs PLUGIN (the Makefile's TESTS_ENVIRONMENT sets it).
here=$(cd "$(dirname "$0")" && pwd)
: "${PLUGIN:?PLUGIN must name the plugin}"
exec /usr/bin/python3 "$here/fuzz.py" run --plugin "$PLUGIN" \
  --seed 0 --seed 2 --seed 5 --seed 6 --seed 7 \
  --jobs "$(nproc)" --tmp "${TMPDIR:-/tmp}"
