#!/usr/bin/python3
"""Test of tools/tigdevirt-report: the summary of a stats file
(report-stats.json, every member of docs/stats-format.md) and its PNG,
checked as a PNG by hand (signature, chunk CRCs, IHDR size, IDAT that
inflates to the size the header implies), so that a broken or cropped
image fails; and the notes of links read from ELF files made here byte
by byte (both widths and byte orders, a foreign note, none, a damaged
file, a directory of them)."""

import json
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
        '"dispatches_in_copies": 5, "dispatch_compares_added": 2, '
        '"dispatches_given_up": 1, '
        '"vptr_guards": 3, "vptr_guards_given_up": 0, '
        '"plans_in_shared_bodies": 0, "guards_ordered": 4}\n')
with open(stats + ".ltrans", "w") as f:
    f.write(line % (10, 2) + line % (7, 4))
r = subprocess.run([TOOL, stats, "--no-png"], capture_output=True, text=True)
check(r.returncode == 0 and "loads hoisted 4" in r.stdout
      and "(2 processes)" in r.stdout
      and "expanded by the plugin: 6 dispatches, 10 more in inlined copies "
      "(4 with a compare of ours, 2 left indirect), 6 vptr guards (0 left to GCC's)" in r.stdout,
      "the processes' lines summed: " + r.stdout.strip().splitlines()[-1])
bad = os.path.join(tmp, "bad.json")
with open(bad, "w") as f:
    f.write('{"tool": "other"}')
r = subprocess.run([TOOL, bad], capture_output=True, text=True)
check(r.returncode != 0 and "not a tigdevirt stats file" in r.stderr,
      "rejects a file that is not a stats file")


# Binaries: the notes links leave (src/reports/link-note.h), read from ELF
# files made here byte by byte: 64-bit little-endian and 32-bit big-endian,
# a foreign note beside ours, a binary without one, a damaged one.
def note(owner, ntype, desc, e):
    def pad(b):
        return b + b"\0" * (-len(b) % 4)
    return (struct.pack(e + "III", len(owner) + 1, len(desc) + 1, ntype)
            + pad(owner + b"\0") + pad(desc + b"\0"))


def elf(notes, wide=True, little=True, etype=2, section=b".note.tigdevirt"):
    e = "<" if little else ">"
    shstr = b"\0.shstrtab\0" + section + b"\0"
    body = notes
    ehsize, shentsize = (64, 64) if wide else (52, 40)
    str_at = ehsize
    note_at = str_at + len(shstr)
    shoff = note_at + len(body)
    shoff += -shoff % 8
    def sh(name, stype, off, size):
        fmt = e + ("IIQQQQIIQQ" if wide else "IIIIIIIIII")
        return struct.pack(fmt, name, stype, 0, 0, off, size, 0, 0, 1, 0)
    shdrs = (sh(0, 0, 0, 0) + sh(1, 3, str_at, len(shstr))
             + sh(11, 7, note_at, len(body)))
    ident = b"\x7fELF" + bytes([2 if wide else 1, 1 if little else 2, 1]) \
        + b"\0" * 9
    if wide:
        head = ident + struct.pack(e + "HHIQQQIHHHHHH", etype, 62, 1, 0, 0,
                                   shoff, 0, ehsize, 0, 0, shentsize, 3, 1)
    else:
        head = ident + struct.pack(e + "HHIIIIIHHHHHH", etype, 3, 1, 0, 0,
                                   shoff, 0, ehsize, 0, 0, shentsize, 3, 1)
    data = head + shstr + body
    return data + b"\0" * (shoff - len(data)) + shdrs


ours = (b"version=0.1.0 gcc=12.2.0 mode=whole-program stage=wpa calls=120 "
        b"direct=30 unreachable=2 speculative=11 constants=4 dead-methods=7")
bins = os.path.join(tmp, "bins")
os.makedirs(os.path.join(bins, "CMakeFiles"))
files = {
    "prog": elf(note(b"GNU", 1, b"other", "<") + note(b"tigdevirt", 1, ours, "<")),
    "lib32.so": elf(note(b"tigdevirt", 1, ours, ">"), wide=False, little=False,
                    etype=3),
    "plain": elf(b"", section=b".note.other"),
    "object.o": elf(b"", etype=1),
    "CMakeFiles/a.out": elf(b""),
}
for name, data in files.items():
    with open(os.path.join(bins, name), "wb") as f:
        f.write(data)
prog = os.path.join(bins, "prog")
r = subprocess.run([TOOL, prog], capture_output=True, text=True)
check(r.returncode == 0 and r.stdout.strip() == prog + ": tigdevirt 0.1.0 ran "
      "at its link (GCC 12.2.0, whole-program mode): 120 polymorphic calls, "
      "30 direct, 2 unreachable, 11 speculative, 4 constants, 7 dead methods "
      "removed", "a program's note: " + r.stdout.strip() + r.stderr.strip())
r = subprocess.run([TOOL, "--json", os.path.join(bins, "lib32.so")],
                   capture_output=True, text=True)
try:
    notes = json.loads(r.stdout)[0]["notes"]
except (ValueError, IndexError, KeyError):
    notes = None
check(r.returncode == 0 and notes and len(notes) == 1
      and notes[0]["speculative"] == "11" and notes[0]["mode"] == "whole-program",
      "a 32-bit big-endian library's note as JSON")
r = subprocess.run([TOOL, bins], capture_output=True, text=True)
lines = r.stdout.splitlines()
check(r.returncode == 1 and len(lines) == 3
      and lines[1] == os.path.join(bins, "plain") + ": no tigdevirt note: "
      "the plugin did not run at its link",
      "a directory: executables and libraries, not objects nor CMake's "
      "probes; exit 1 for the one without a note: " + " | ".join(lines))
damaged = os.path.join(tmp, "damaged")
with open(damaged, "wb") as f:
    f.write(files["prog"][:200])
r = subprocess.run([TOOL, damaged], capture_output=True, text=True)
check(r.returncode != 0 and "damaged ELF file" in r.stderr
      and "Traceback" not in r.stderr, "a damaged binary: " + r.stderr.strip())
print(f"{unit_check.failures} failures")
unit_check.exit_status()
