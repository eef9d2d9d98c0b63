"""hot_code - what the machine code of a program's hot functions holds.

Counts, from objdump's disassembly, the indirect calls and jumps and the
memory reads in every function whose name starts with a prefix ("hot_":
the measured loops of bench/micro and the never-worse programs, clones
included).  Shared by testsuite/e2e/never-worse.py (which judges them)
and bench/run (which reports them beside the timings): a static count,
deterministic where timings are not.
"""
import re
import subprocess

FUNCTION = re.compile(r"^[0-9a-f]+ <(.*)>:$")
INDIRECT = re.compile(r"\s(call|jmp)q?\s+\*")
ADDRESS = re.compile(r"^\s*([0-9a-f]+):")
# A memory operand read: in the source position (AT&T: not the last
# operand), or the only operand of a compare, push or indirect call.
READ = re.compile(r"^\s*[0-9a-f]+:\s+(?!lea|nop|prefetch)([a-z][a-z0-9.]*)\s+"
                  r"(?:[^,]*\([^)]*\)[^,]*,|\*?[-0-9a-fx]*\(%[a-z0-9]+[^)]*\)\s*$)")


def disassembly(exe):
    return subprocess.run(["objdump", "-d", "--no-show-raw-insn", "-C", exe],
                          stdout=subprocess.PIPE, text=True, check=True).stdout


def indirect_sites(exe):
    """{address: ("call" or "jmp", function)} of every indirect call and
    jump in EXE (bench/indirect-executed counts their executions)."""
    sites, fn = {}, "?"
    for line in disassembly(exe).splitlines():
        m = FUNCTION.match(line)
        if m:
            fn = m.group(1)
            continue
        m = INDIRECT.search(line)
        if m:
            sites[int(ADDRESS.match(line).group(1), 16)] = (m.group(1), fn)
    return sites


def hot_counts(exe, prefix="hot_"):
    """{function: (indirect calls, memory reads)} for the functions of EXE
    whose (demangled) name starts with PREFIX."""
    counts, fn = {}, None
    for line in disassembly(exe).splitlines():
        m = FUNCTION.match(line)
        if m:
            name = m.group(1)
            # The name without its parameters: "(anonymous namespace)"
            # is part of the name, not a parameter list.
            anon = "(anonymous namespace)"
            fn = (name.replace(anon, "\0").split("(")[0].replace("\0", anon)
                  if name.startswith(prefix) else None)
            if fn:
                counts.setdefault(fn, [0, 0])
        elif fn:
            if INDIRECT.search(line):
                counts[fn][0] += 1
            if READ.search(line):
                counts[fn][1] += 1
    return {k: tuple(v) for k, v in counts.items()}
