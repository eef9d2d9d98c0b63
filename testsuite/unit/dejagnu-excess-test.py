#!/usr/bin/env python3
"""make check: scripts/dejagnu-excess prints, under each failed "test for
excess errors" of a DejaGnu log, what the compiler printed in excess (CI's
summary carries it), at most N lines per test, and nothing for the tests
that passed or failed otherwise."""

import os
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
script = os.path.join(root, "scripts", "dejagnu-excess")
failures = 0

LOG = """Executing on host: g++ a_0.C -o a.exe
lto1: note: not an error
PASS: tigdevirt.lto/a_0.C -O2 (test for excess errors)
Executing on host: g++ b_0.C -o b.exe
FAIL: tigdevirt.lto/b_0.C -O2 -flto=auto (test for excess errors)
Excess errors:
lto-wrapper: warning: something printed
make: one more line

Setting LD_LIBRARY_PATH to :
PASS: tigdevirt.lto/b_0.C -O2 -flto=auto execution test
FAIL: tigdevirt.lto/c_0.C -O2 scan-wpa-ipa-dump tigdevirt "x"
FAIL: tigdevirt.dg/d.C (test for excess errors)
Excess errors:
1
2
3
4
PASS: tigdevirt.dg/d.C execution test
"""


def expect(name, ok, detail=""):
    global failures
    print(("PASS: " if ok else "FAIL: ") + name + ("" if ok else " " + detail))
    failures += not ok


with tempfile.TemporaryDirectory() as d:
    log = os.path.join(d, "tigdevirt.log")
    with open(log, "w") as f:
        f.write(LOG)
    out = subprocess.run(["sh", script, log, "3"], capture_output=True,
                         text=True).stdout.splitlines()
    want = ["  excess: tigdevirt.lto/b_0.C -O2 -flto=auto (test for excess errors)",
            "  excess: lto-wrapper: warning: something printed",
            "  excess: make: one more line",
            "  excess: tigdevirt.dg/d.C (test for excess errors)",
            "  excess: 1", "  excess: 2", "  excess: 3"]
    expect("each failed excess-errors test, its text, N lines at most",
           out == want, repr(out))
    missing = subprocess.run(["sh", script, os.path.join(d, "none.log")],
                             capture_output=True, text=True)
    expect("no log: nothing printed, status 0",
           missing.returncode == 0 and missing.stdout == "")

sys.exit(1 if failures else 0)
