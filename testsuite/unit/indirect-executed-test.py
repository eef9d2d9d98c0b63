#!/usr/bin/env python3
"""Unit test of the callgrind reader of bench/indirect-executed and
never-worse.py (scripts/hot_code.py's executed; no GCC or valgrind needed): a
made-up callgrind profile in the --dump-instr=yes format (absolute and
compressed subpositions, an inclusive call cost that is not the
instruction's own count, a second object), read against a site table."""

import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # the source tree may be read-only
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
from unit_check import check, exit_status  # noqa: E402
from hot_code import executed  # noqa: E402


PROFILE = """\
# callgrind format
version: 1
positions: instr line
events: Ir
ob=(2) /lib/x86_64-linux-gnu/libc.so.6
fl=(2) start.c
fn=(4) __libc_start_main
0x1207 1 50
cob=(1) /tmp/build/prog
cfn=(1) hot_loop()
calls=1 0x1200 10
* * 9999
ob=(1)
fl=(1) a.cc
fn=(1)
0x1200 10 5
+4 * 100
+3 +1 100
cfn=(2) Add::eval() const
calls=100 0x1300 20
* * 4000
+2 *
+3 * 100
-12 * 7
fn=(2) Add::eval() const
0x1300 20 100
+6 +2 60
ob=(2)
fn=(3) memcpy
0x120c 5 999
ob=(1)
fn=(1)
0x1207 10 3
"""
# 0x1207: a `call *' whose calls= line follows: its own 100 executions
# count, the 4000 after calls= (the callee's inclusive cost, at the same
# position) does not; 0x1209: a line without costs, still a position for
# the next; 0x120c: a `call *' run 100 times; 0x1306: a `jmp *'
# run 60 times.  libc's line at 0x120c is another object's address; the
# binary's object named again by its number alone adds 3 to 0x1207.  The
# binary's name comes first in a cob= line (a call from libc into it), as
# callgrind writes it; libc's own 50 at 0x1207 are not the binary's.
SITES = {0x1207: ("call", "hot_loop()"), 0x120c: ("call", "hot_loop()"),
         0x1306: ("jmp", "Add::eval() const"), 0x1400: ("call", "unused()")}

with tempfile.TemporaryDirectory() as tmp:
    prof = os.path.join(tmp, "callgrind.out")
    with open(prof, "w") as f:
        f.write(PROFILE)
    targets = {}
    got = executed(prof, SITES, "./prog", targets)
    other = executed(prof, SITES, "./other")

check(got[0x1207] == 103, "compressed subposition (+3) is 0x1207; the calls= cost after it not counted (103, not 4103)")
check(got[0x120c] == 100, "0x120c: 100 from the binary, not libc's 999 at the same address")
check(got[0x1306] == 60, "a new function's absolute position, then +6: the jmp at 0x1306, 60")
check(0x1400 not in got, "a site never executed is absent")
check(sum(got.values()) == 263, "nothing else counted (263)")
check(sum(other.values()) == 0, "another binary's name: nothing counted")
# The callees: the calls= line's count at the next line's position, the
# callee named by the cfn= before it (a compressed name, defined by an
# fn= line); libc's call into the binary is not the binary's site.
check(dict(targets.get(0x1207, {})) == {"Add::eval() const": 100},
      "0x1207's callee: Add::eval() const, 100 calls (%r)" % (targets,))
check(set(targets) == {0x1207}, "no other site has callees")

exit_status()
