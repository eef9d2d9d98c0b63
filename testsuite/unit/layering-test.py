#!/usr/bin/env python3
"""make check: src/'s includes point down (scripts/check-layering, the
layers of src/LAYERS), and the check fails on an include that does not:
a copy of a small tree with an include up a layer, one across a layer,
one of another unit's *-state.h, one of a header declaring another
unit's mutable extern tables, and a file no unit holds."""

import os
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
check = os.path.join(root, "scripts", "check-layering")
failures = 0


def run(src):
    p = subprocess.run([sys.executable, check, src], capture_output=True,
                       text=True)
    return p.returncode, p.stdout


def expect(name, ok):
    global failures
    print(("PASS: " if ok else "FAIL: ") + name)
    failures += not ok


rc, out = run(os.path.join(root, "src"))
expect("src/ keeps its layers", rc == 0)
if rc:
    print(out)

with tempfile.TemporaryDirectory() as t:
    src = os.path.join(t, "src")
    for d in ("low", "mid", "side", "top"):
        os.makedirs(os.path.join(src, d))
    with open(os.path.join(src, "LAYERS"), "w") as f:
        f.write("0 core: core.h\n1 low: low/\n2 mid: mid/\n2 side: side/\n"
                "3 top: top/\n")
    files = {
        "core.h": "",
        "low/low.h": '#include "core.h"\n',
        "low/low-state.h": "",
        "low/tables.h": "extern const int limit;\nextern std::map<int, int> table;\n",
        "mid/mid.h": '#include "low.h"\n',
        "side/side.h": "",
        "top/top.cc": '#include "mid.h"\n#include "side.h"\n',
    }
    for name, text in files.items():
        with open(os.path.join(src, name), "w") as f:
            f.write(text)
    rc, out = run(src)
    expect("a tree that keeps its layers passes", rc == 0)

    def with_file(name, text, want):
        path = os.path.join(src, name)
        with open(path, "w") as f:
            f.write(text)
        rc, out = run(src)
        os.remove(path)
        expect(f"{name}: {want}", rc == 1 and want in out)

    with_file("low/up.cc", '#include "mid.h"\n', "includes mid/mid.h of mid (layer 2)")
    with_file("mid/across.cc", '#include "side.h"\n', "includes side/side.h of side (layer 2)")
    with_file("top/state.cc", '#include "low-state.h"\n', "the internal tables of low")
    with_file("top/tables.cc", '#include "tables.h"\n', "mutable extern tables (table)")
    with_file("stray.cc", "", "in no unit of src/LAYERS")

print(f"{failures} failures")
sys.exit(1 if failures else 0)
