"""hot_code - what the machine code of a program's hot functions holds.

Counts, from objdump's disassembly, the indirect calls and jumps and the
memory reads in every function whose name starts with a prefix ("hot_":
the measured loops of bench/micro and the never-worse programs, clones
included).  Shared by testsuite/e2e/never-worse.py (which judges them)
and bench/run (which reports them beside the timings): a static count,
deterministic where timings are not.  And, under callgrind, how many
times each indirect call and jump of a program's own code runs
(executed_indirect: bench/indirect-executed prints it, never-worse.py
judges the program's count per iteration), as deterministic.  And a
binary's .text size (text_size), which never-worse.py judges too.
"""
import collections
import os
import re
import subprocess
import tempfile

FUNCTION = re.compile(r"^[0-9a-f]+ <(.*)>:$")
INDIRECT = re.compile(r"\s(call|jmp)q?\s+\*")
ADDRESS = re.compile(r"^\s*([0-9a-f]+):")
# A memory operand read: in the source position (AT&T: not the last
# operand), or the only operand of a compare, push or indirect call.
READ = re.compile(r"^\s*[0-9a-f]+:\s+(?!lea|nop|prefetch)([a-z][a-z0-9.]*)\s+"
                  r"(?:[^,]*\([^)]*\)[^,]*,|\*?[-0-9a-fx]*\(%[a-z0-9]+[^)]*\)\s*$)")


def text_size(path):
    """The size in bytes of PATH's .text section (binutils' size -A);
    None when PATH has none or cannot be read.  The code-size measure of
    never-worse.py, the rebuild's relinks, the corpus and bench/scale."""
    try:
        out = subprocess.run(["size", "-A", path], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True).stdout
    except OSError:
        return None
    for line in out.splitlines():
        f = line.split()
        if len(f) >= 2 and f[0] == ".text":
            return int(f[1])
    return None


def disassembly(exe):
    return subprocess.run(["objdump", "-d", "--no-show-raw-insn", "-C", exe],
                          stdout=subprocess.PIPE, text=True, check=True).stdout


# A switch's jump table, as GCC compiles it for x86-64: without PIC an
# indexed load of the target ("jmp *TABLE(,%rax,8)"); with PIC (Debian's
# default PIE) the table's 32-bit offset loaded, added to its base and
# jumped to ("movslq (%rcx,%rax,4),%rax; add %rcx,%rax; jmp *%rax").  A
# virtual or function-pointer tail call loads its target from an object
# ("jmp *0x88(%rdx)", or "mov 0x88(%rdx),%rdx; jmp *%rdx"): neither form.
# A base in %rbp or %r13 is encoded with a zero displacement, which
# objdump prints ("movslq 0x0(%r13,%rax,4),%rax": POV-Ray's function VM,
# whose loop keeps the table's base in %r13).
TABLE_JMP = re.compile(r"\sjmpq?\s+\*(?:0x[0-9a-f]+|-?\d+)?\(,%\w+,8\)")
REG_JMP = re.compile(r"\sjmpq?\s+\*%(\w+)\s*$")
TABLE_OFFSET = re.compile(r"\smovslq\s+(?:0x0)?\(%(\w+),%\w+,4\),%(\w+)")
TABLE_ADD = re.compile(r"\sadd[lq]?\s+%(\w+),%(\w+)")


def is_jump_table(line, before):
    """Whether the indirect jump LINE is a switch's (BEFORE: the function's
    instructions before it, the nearest last)."""
    if TABLE_JMP.search(line):
        return True
    m = REG_JMP.search(line)
    if not m:
        return False
    reg, added = m.group(1), None
    for prev in reversed(before[-4:]):
        a = TABLE_ADD.search(prev)
        if a and a.group(2) == reg and added is None:
            added = a.group(1)
            continue
        o = TABLE_OFFSET.search(prev)
        if o and added and o.group(2) == reg and o.group(1) == added:
            return True
    return False


def indirect_sites(exe, switches=False):
    """{address: ("call" or "jmp", function)} of every indirect call and
    jump in EXE (bench/indirect-executed counts their executions); with
    SWITCHES, a switch's jump table is "switch", not "jmp" (no
    devirtualization can take it: the corpus's tables name them apart)."""
    # The function's last instructions: as many as is_jump_table reads.
    sites, fn, body = {}, "?", collections.deque(maxlen=4)
    for line in disassembly(exe).splitlines():
        m = FUNCTION.match(line)
        if m:
            fn = m.group(1)
            body.clear()
            continue
        a = ADDRESS.match(line)
        if not a:
            continue
        m = INDIRECT.search(line)
        if m:
            kind = m.group(1)
            if switches and kind == "jmp" and is_jump_table(line, list(body)):
                kind = "switch"
            sites[int(a.group(1), 16)] = (kind, fn)
        body.append(line)
    return sites


def short_name(name):
    """A demangled function name without its parameters or clone suffix:
    "(anonymous namespace)" is part of the name, not a parameter list."""
    anon = "(anonymous namespace)"
    return name.replace(anon, "\0").split("(")[0].replace("\0", anon)


def hot_counts(exe, prefix="hot_"):
    """{function: (indirect calls, memory reads)} for the functions of EXE
    whose (demangled) name starts with PREFIX."""
    counts, fn = {}, None
    for line in disassembly(exe).splitlines():
        m = FUNCTION.match(line)
        if m:
            name = m.group(1)
            fn = short_name(name) if name.startswith(prefix) else None
            if fn:
                counts.setdefault(fn, [0, 0])
        elif fn:
            if INDIRECT.search(line):
                counts[fn][0] += 1
            if READ.search(line):
                counts[fn][1] += 1
    return {k: tuple(v) for k, v in counts.items()}


def executed(profile, sites, binary, targets=None):
    """Executions of each site, from a callgrind profile made with
    --dump-instr=yes (positions: instr line; compressed subpositions),
    counting the cost lines of BINARY's own object only (a shared
    library's addresses could coincide with the binary's).  TARGETS, a
    dict, gets {site: Counter {callee: calls}} (callgrind's calls= lines,
    whose source position is the next line's)."""
    counts = collections.Counter()
    npos, pos, after_calls = 1, [0, 0], False
    names, ours = {}, False
    fn_names, callee, ncalls = {}, None, 0
    base = os.path.basename(binary)
    with open(profile) as f:
        for line in f:
            if line.startswith("positions:"):
                npos = len(line.split()) - 1
                continue
            m = re.match(r"^(c?)ob=(?:\((\d+)\))?\s*(.*)$", line.rstrip("\n"))
            if m:
                # "ob=(N) name" or "cob=(N) name" (a call's target object)
                # the first time, "ob=(N)" after; only ob= changes whose
                # cost lines follow.
                if m.group(3):
                    names[m.group(2)] = m.group(3)
                if not m.group(1):
                    ours = os.path.basename(names.get(m.group(2), m.group(3))) == base
                continue
            m = re.match(r"^(c?)fn=(?:\((\d+)\))?\s*(.*)$", line.rstrip("\n"))
            if m:
                # fn= and cfn= share one table of compressed names; a
                # cfn= names the callee of the calls= line after it.
                if m.group(3):
                    fn_names[m.group(2)] = m.group(3)
                if m.group(1):
                    callee = fn_names.get(m.group(2), m.group(3))
                continue
            if line.startswith("calls="):
                after_calls = True      # the next line is the call's inclusive cost
                ncalls = int(line.split("=")[1].split()[0])
                continue
            p = line.split()
            # A cost line may omit its costs (zero): its positions still
            # move the compressed ones after it.
            if len(p) < npos or not re.match(r"^(0x[0-9a-f]+|[+-]\d+|\*|\d+)$", p[0]):
                continue
            for i in range(npos):
                a = p[i]
                if a.startswith("0x"):
                    pos[i] = int(a, 16)
                elif a[0] in "+-":
                    pos[i] += int(a)
                elif a != "*":
                    pos[i] = int(a)
            if after_calls:
                after_calls = False
                if targets is not None and ours and pos[0] in sites:
                    targets.setdefault(pos[0], collections.Counter())[callee] += ncalls
                continue
            if ours and len(p) > npos and pos[0] in sites:
                counts[pos[0]] += int(p[npos])
    return counts


def executed_indirect(exe, args=(), sites=None):
    """Counter {(kind, function): executions} of EXE's own indirect calls
    and jumps ("call" or "jmp"; the function's full demangled name) in one
    run of EXE with ARGS under callgrind.  SITES: EXE's indirect_sites, if
    the caller has them already.  Needs valgrind."""
    return executed_run(exe, args, sites)[0]


def executed_run(exe, args=(), sites=None, per_site=None):
    """executed_indirect's counter, and the instructions the whole run
    executed (callgrind's total, the program's libraries included).
    PER_SITE, a dict, gets {address: (executions, Counter {callee:
    calls})} of each site that ran."""
    sites = sites if sites is not None else indirect_sites(exe)
    with tempfile.TemporaryDirectory() as tmp:
        profile = os.path.join(tmp, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", "--dump-instr=yes",
                        "--callgrind-out-file=" + profile, exe] + list(args),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=True)
        targets = {}
        counts = executed(profile, sites, exe, targets)
        instructions = profile_instructions(profile) or 0
    out = collections.Counter()
    for addr, n in counts.items():
        out[sites[addr]] += n
        if per_site is not None:
            per_site[addr] = (n, targets.get(addr, collections.Counter()))
    return out, instructions


def profile_instructions(profile):
    """The instructions a callgrind profile counts (its `summary:' or
    `totals:' line, the first event), or None."""
    with open(profile, errors="replace") as f:
        for line in f:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    return None
