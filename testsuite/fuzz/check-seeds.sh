#!/bin/sh
# make check: the differential fuzzer on a fixed set of seeds (every mode,
# every partition mode, random knobs, -fprofile-use), chosen to cover a
# unit outside the LTO unit (object: 0; shared library: 6; dlopen: 10), virtual
# (0, 7, 10) and multiple inheritance, C++20 (2, 10), -O3 (10) and -Os
# (6); seed 133 prints a wrong result without the repair of hoisted loads
# (fix-hoisted-loads=0; docs/speculation.md).  scripts/fuzz N runs the
# soak.
# Needs PLUGIN (the Makefile's TESTS_ENVIRONMENT sets it).
# TIGDEVIRT_LTO_SETS=quick (scripts/check-gcc --quick) or TIGDEVIRT_SEEDS=
# quick (scripts/check on GCC 12): seeds 0, 10 and 133, every mode linked
# under -flto-partition=none and balanced only, as the DejaGnu suite's two
# option sets.  TIGDEVIRT_SEEDS=N[,N...]: those seeds only, as quick
# (scripts/check gives GCC 11, 13, 14 and 15 one of the three each, which
# together still run all three: a seed takes one to two minutes).
here=$(cd "$(dirname "$0")" && pwd)
: "${PLUGIN:?PLUGIN must name the plugin}"
seeds="--seed 0 --seed 2 --seed 6 --seed 7 --seed 10 --seed 133"
quick="--seed 0 --seed 10 --seed 133 --partitions none,balanced"
case ${TIGDEVIRT_SEEDS:-} in
  quick) seeds=$quick ;;
  "") [ "${TIGDEVIRT_LTO_SETS:-}" != quick ] || seeds=$quick ;;
  *[!0-9,]*|,*|*,|*,,*)
    echo "check-seeds: TIGDEVIRT_SEEDS=$TIGDEVIRT_SEEDS: quick or seed numbers N,N..." >&2
    exit 99 ;;
  *) seeds="--seed $(echo "$TIGDEVIRT_SEEDS" | sed 's/,/ --seed /g') --partitions none,balanced" ;;
esac
exec /usr/bin/python3 "$here/fuzz.py" run --plugin "$PLUGIN" $seeds \
  --jobs "$(nproc)" --tmp "${TMPDIR:-/tmp}"
