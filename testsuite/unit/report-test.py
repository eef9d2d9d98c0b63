#!/usr/bin/python3
"""Test of tools/tigdevirt-report: the summary of a stats file
(report-stats.json, every member of docs/stats-format.md) and its PNG,
checked as a PNG by hand (signature, chunk CRCs, IHDR size, IDAT that
inflates to the size the header implies), so that a broken or cropped
image fails."""

import os
import struct
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # the source tree may be read-only
sys.path.insert(0, HERE)
from unit_check import check  # noqa: E402
import unit_check  # noqa: E402

TOOL = os.path.join(HERE, "..", "..", "tools", "tigdevirt-report")
STATS = os.path.join(HERE, "report-stats.json")


def png_info(data):
    """(width, height) of a valid PNG, or raise ValueError."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("no PNG signature")
    pos, chunks, idat = 8, [], b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        crc, = struct.unpack(">I", data[pos + 8 + n:pos + 12 + n])
        if zlib.crc32(kind + body) != crc:
            raise ValueError(f"bad CRC in {kind}")
        chunks.append(kind)
        if kind == b"IHDR":
            w, h, depth, color = struct.unpack(">IIBB", body[:10])
        if kind == b"IDAT":
            idat += body
        pos += 12 + n
    if chunks[0] != b"IHDR" or chunks[-1] != b"IEND":
        raise ValueError("chunks out of order")
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color]
    raw = zlib.decompress(idat)
    if len(raw) != h * (1 + w * channels * depth // 8):
        raise ValueError("pixel data of the wrong size")
    return w, h


tmp = tempfile.mkdtemp()
out = os.path.join(tmp, "calls.png")
r = subprocess.run([TOOL, STATS, "-o", out], capture_output=True, text=True)
check(r.returncode == 0, "runs: " + r.stderr.strip())
check("120 polymorphic calls" in r.stdout and "70 complete, 50 incomplete"
      in r.stdout, "summary: calls and lists")
check("speculative, 2 targets" in r.stdout and "left alone: call is cold"
      in r.stdout and "dead virtual methods removed: 7" in r.stdout,
      "summary: outcomes")
try:
    with open(out, "rb") as f:
        size = png_info(f.read())
    check(size == (1200, 500), f"PNG of 1200x500 (got {size[0]}x{size[1]})")
except (OSError, ValueError, KeyError, zlib.error) as e:
    check(False, f"valid PNG: {e}")

# Default output name, and a file that is not a stats file.
stats = os.path.join(tmp, "prog.json")
with open(STATS) as src, open(stats, "w") as dst:
    dst.write(src.read())
r = subprocess.run([TOOL, stats], capture_output=True, text=True)
check(r.returncode == 0 and os.path.exists(os.path.join(tmp, "prog.png")),
      "default output next to the stats file")
# The compiling processes' lines beside it (FILE.ltrans): summed.
line = ('{"tool": "tigdevirt", "stage": "ltrans", "functions": %d, '
        '"vptr_loads_reused": 1, "slot_loads_reused": 0, "loads_hoisted": 2, '
        '"loads_kept": 0, "loops_versioned": 0, "dispatches": %d, '
        '"dispatches_in_copies": 5, "dispatches_given_up": 1, '
        '"vptr_guards": 3, "vptr_guards_given_up": 0, '
        '"plans_in_shared_bodies": 0, "guards_ordered": 4}\n')
with open(stats + ".ltrans", "w") as f:
    f.write(line % (10, 2) + line % (7, 4))
r = subprocess.run([TOOL, stats, "--no-png"], capture_output=True, text=True)
check(r.returncode == 0 and "loads hoisted 4" in r.stdout
      and "(2 processes)" in r.stdout
      and "expanded by the plugin: 6 dispatches, 10 more in inlined copies "
      "(2 left indirect), 6 vptr guards (0 left to GCC's)" in r.stdout,
      "the processes' lines summed: " + r.stdout.strip().splitlines()[-1])
bad = os.path.join(tmp, "bad.json")
with open(bad, "w") as f:
    f.write('{"tool": "other"}')
r = subprocess.run([TOOL, bad], capture_output=True, text=True)
check(r.returncode != 0 and "not a tigdevirt stats file" in r.stderr,
      "rejects a file that is not a stats file")
print(f"{unit_check.failures} failures")
unit_check.exit_status()
