"""testsuite/fuzz/fuzz_builds.py - the builds of one generated program
(fuzz.py): the reference at -O0, GCC alone, the plugin in every mode and
partition mode, the knobs' link, the fat objects' code linked without
LTO and the -fprofile-use link, each as the
commands that make it (repro.sh writes them out).  fuzz.py runs them
and judges the outputs."""

import os
import random
import shlex
import subprocess

import gen


PARTITIONS = ["none", "one", "balanced", "max"]
# The partition modes every plugin mode is linked in (run --partitions);
# the knobs' and -fprofile-use's links pick from all of PARTITIONS, so a
# seed's program and choices stay the same.
BUILD_PARTITIONS = PARTITIONS
MODES = {
    "default": {"cflags": [], "plugin": []},
    "hidden": {"cflags": ["-fvisibility=hidden"], "plugin": []},
    "wp": {"cflags": [], "plugin": ["whole-program-visibility"]},
    # The C++ object-lifetime rule (docs/type-flow.md).
    "strict": {"cflags": [], "plugin": ["strict-vtable-pointers=1"]},
}
# Modes a run asks for (fuzz.py run --modes), beside MODES: not among a
# seed's builds by default, so that make check's seeds keep their time
# and every seed its draws.  hidden-wp: whole-program mode over
# -fvisibility=hidden, where it closes the classes hidden without a key
# function in the link (docs/closed-hierarchies.md); a program whose
# outside unit derives from its own hidden copies of the program's bases
# (gen.py: outside_bases) breaks the mode's promise and is skipped.
EXTRA_MODES = {
    "hidden-wp": {"cflags": ["-fvisibility=hidden"],
                  "plugin": ["whole-program-visibility"]},
}
# The modes Program.builds links (fuzz.py run --modes sets it).
BUILD_MODES = sorted(MODES)
# Random knobs for the extra link of each program: every transformation
# pushed one way or another.
KNOBS = [
    # Guards that make their call recursive kept (docs/speculation.md):
    # the code the inliner unrolls must be right too.  In an existing
    # set, so that no seed draws other knobs than it did.
    ["speculation-growth=1000", "recursive-guards=1"],
    ["guard=vptr", "speculation-growth=300"],
    ["guard=fnptr", "speculate=1"],
    ["speculate=2", "vcp=0"],
    ["remove-dead-methods=0", "speculation-growth=1000"],
    ["speculate=3", "speculation-growth=1000", "guard=vptr"],
]
BUILD_TIMEOUT = 600
RUN_TIMEOUT = 20


class Failure(Exception):
    pass


def sh(cmd, cwd, timeout=BUILD_TIMEOUT, env=None):
    """Run CMD (a list); (exit status, output)."""
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout,
                           env=env)
        return p.returncode, p.stdout.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return 124, "timeout after %d s: %s" % (timeout, " ".join(cmd))


class Build:
    """One way to build and run a program: the commands, in order."""

    def __init__(self, name, cmds, exe, env=None):
        self.name = name
        self.cmds = cmds
        self.exe = exe
        self.env = env
        # What rebuilds it from nothing (a -fprofile-use build needs its
        # training build and run first).
        self.full_cmds = None
        # (program, stats file) of the link this one must equal in code
        # and decisions (Program.debug_twin), or None.
        self.twin = None

    def all_cmds(self):
        return self.full_cmds or self.cmds

    def script(self):
        lines = ["#!/bin/sh", "# " + self.name, "set -e"]
        lines += [" ".join(shlex.quote(c) for c in cmd)
                  for cmd in self.all_cmds()]
        lines.append("./" + self.exe)
        return "\n".join(lines) + "\n"


class Program:
    def __init__(self, seed, work, plugin, cxx="g++", extra_args=()):
        self.extra_args = list(extra_args)
        self.seed = seed
        self.work = work
        self.plugin = plugin
        self.cxx = cxx
        files, self.desc = gen.generate(seed)
        self.files = files
        rng = random.Random(seed * 104729 + 3)
        self.opt = rng.choice(["-O2"] * 7 + ["-O3"] * 2 + ["-Os"])
        self.std = "-std=c++20" if self.desc["cxx"] == "c++20" else "-std=c++17"
        self.knobs = rng.choice(KNOBS)
        # The modes there were before "strict", so that a seed keeps the
        # knobs it always had.
        self.knob_mode = rng.choice(sorted(m for m in MODES if m != "strict"))
        self.knob_part = rng.choice(PARTITIONS)
        self.pgo_part = rng.choice(PARTITIONS)
        # The -g twin's link (debug_twin): drawn last, so that a seed keeps
        # every choice it had before.
        self.debug_mode = rng.choice(sorted(m for m in MODES if m != "strict"))
        self.debug_part = rng.choice(PARTITIONS)
        self.units = sorted(n for n in files if n.endswith(".cc")
                            and n != "fz_outside.cc")
        self.outside = self.desc["outside"]

    def write(self, d):
        os.makedirs(d, exist_ok=True)
        for n, t in self.files.items():
            with open(os.path.join(d, n), "w") as f:
                f.write(t)

    def base(self):
        return [self.cxx, self.std, "-w"]

    def outside_cmds(self, tag, flags):
        """Commands building the unit outside the LTO unit; the link
        arguments that bring it in."""
        if self.outside == "none":
            return [], []
        if self.outside == "object":
            obj = "outside-%s.o" % tag
            return ([self.base() + flags + ["-c", "fz_outside.cc", "-o", obj]],
                    [obj])
        if self.outside == "dlopen":
            # Loaded at run time from ./libfzdl.so (rebuilt before each run:
            # one name for every build); the program exports its symbols
            # for it (-rdynamic), as a program that loads plugins must.
            return ([self.base() + flags + ["-fPIC", "-shared",
                                            "fz_outside.cc", "-o",
                                            "libfzdl.so"]],
                    ["-rdynamic", "-ldl"])
        lib = "libfzout-%s.so" % tag
        return ([self.base() + flags + ["-fPIC", "-shared", "fz_outside.cc",
                                        "-o", lib]],
                [lib, "-Wl,-rpath,$ORIGIN"])

    def plugin_flags(self, args):
        if args:
            args = list(args) + self.extra_args
        return ["-fplugin=" + self.plugin] + \
            ["-fplugin-arg-tigdevirt-" + a for a in args]

    def reference(self):
        oc, ol = self.outside_cmds("ref", ["-O0"])
        cmds = oc + [self.base() + ["-O0"] + self.units + ol + ["-o", "ref"]]
        return Build("reference -O0", cmds, "ref")

    def sanitized(self):
        f = ["-O0", "-g", "-fsanitize=address,undefined",
             "-fno-sanitize-recover=all"]
        oc, ol = self.outside_cmds("san", f)
        cmds = oc + [self.base() + f + self.units + ol + ["-o", "san"]]
        return Build("reference -O0 ASan+UBSan", cmds, "san")

    def lto(self, tag, cflags, link_plugin, with_plugin=True, partition="none",
            extra=(), link_lto=True, compile_plugin=()):
        """Compile every unit with -flto (plugin loaded when WITH_PLUGIN),
        link in PARTITION with plugin arguments LINK_PLUGIN (without
        LINK_LTO: link -fno-lto, the objects' fat code)."""
        flags = [self.opt] + list(cflags) + list(extra)
        objdir = "obj-" + tag
        cmds = [["mkdir", "-p", objdir]]
        objs = []
        pc = self.plugin_flags(list(compile_plugin)) if with_plugin else []
        for u in self.units:
            o = "%s/%s.o" % (objdir, u[:-3])
            cmds.append(self.base() + flags + ["-flto"] + pc +
                        ["-c", u, "-o", o])
            objs.append(o)
        oc, ol = self.outside_cmds(tag, [self.opt] + list(cflags))
        exe = "%s-%s" % (tag, partition if link_lto else "nolto")
        lp = self.plugin_flags(link_plugin) if with_plugin else []
        lto = ["-flto", "-flto-partition=" + partition] if link_lto \
            else ["-fno-lto"]
        link = self.base() + flags + lto + lp + objs + ol + ["-o", exe]
        return Build("%s %s" % (tag, partition), cmds + oc + [link], exe)

    def fat(self):
        """Every unit compiled for LTO with fat objects (Debian's LTO
        flags) and the plugin, linked without LTO: the program runs the
        code the plugin's compile-time analysis made (a cc1plus that
        builds a second type graph for it: fat-lto-graphs.C).  Draws
        nothing from the seed's choices."""
        b = self.lto("fat", [], [], extra=["-ffat-lto-objects"],
                     link_lto=False)
        b.name = "default -ffat-lto-objects, linked -fno-lto"
        return b

    def final(self):
        """Default mode with -fsuggest-final's reports (a file per compile
        and link in final-reports/), every unit compiled for fat LTO
        objects with -fno-devirtualize: Debian's libcrypto++ builds so,
        and the report crashed cc1plus and lto1 there on a thunk's local
        alias (tigdevirt.dg/suggest-final-thunk-alias.C).  The report
        changes no code: the program prints what every build does.  Draws
        nothing from the seed's choices."""
        rep = ["suggest-final=types,methods,final-reports/"]
        m = MODES["default"]
        b = self.lto("final", list(m["cflags"]) + ["-fno-devirtualize"],
                     m["plugin"] + rep + ["stats=stats-final.json"],
                     partition=self.knob_part, extra=["-ffat-lto-objects"],
                     compile_plugin=rep)
        b.cmds.insert(0, ["mkdir", "-p", "final-reports"])
        b.name = ("default suggest-final -fno-devirtualize "
                  "-ffat-lto-objects partition=%s" % self.knob_part)
        return b

    def builds(self):
        """Every build with the plugin: (name, Build, stats file)."""
        out = []
        links = {}
        for mode in BUILD_MODES:
            m = MODES.get(mode) or EXTRA_MODES[mode]
            # A program that uses old pointers after a rebuild as another
            # class (gen.py: morph) breaks the rule strict mode assumes.
            if mode == "strict" and self.desc.get("strict_ub"):
                continue
            if mode == "hidden-wp" and self.desc.get("outside_bases"):
                continue
            for part in BUILD_PARTITIONS:
                stats = "stats-%s-%s.json" % (mode, part)
                b = self.lto(mode, m["cflags"], m["plugin"] +
                             ["stats=" + stats], partition=part)
                b.name = "%s partition=%s" % (mode, part)
                out.append((b, stats))
                links[mode, part] = (b, stats)
        m = MODES[self.knob_mode]
        stats = "stats-knobs.json"
        b = self.lto("knobs", m["cflags"], m["plugin"] + self.knobs +
                     ["stats=" + stats], partition=self.knob_part)
        b.name = "%s partition=%s %s" % (self.knob_mode, self.knob_part,
                                         " ".join(self.knobs))
        out.append((b, stats))
        # No stats: each compile would write the one file over.
        out.append((self.fat(), "stats-fat-none.json"))
        out.append((self.final(), "stats-final.json"))
        # Its twin is among the links unless --modes left it out.
        if self.debug_key() in links:
            out.append(self.debug_twin(links))
        return out

    def debug_key(self):
        """The (mode, partition) of the link debug_twin makes again: the
        drawn ones, or the first partition mode --partitions keeps."""
        part = self.debug_part if self.debug_part in BUILD_PARTITIONS \
            else BUILD_PARTITIONS[0]
        return self.debug_mode, part

    def debug_twin(self, links):
        """One of LINKS ({(mode, partition): (Build, stats file)}, the
        links above) again, every unit compiled and linked with -g:
        (Build, stats file), the Build's `twin' naming the link's program
        and stats file.  Debug information must not change the
        code or a decision: GCC promises it, -fcompare-debug checks it for
        a compile but not across an LTO link, and Debian builds everything
        with -g (fuzz.py compares them; testsuite/e2e/debug-invariance.sh
        does it for fixed programs)."""
        mode, part = self.debug_key()
        m = MODES[mode]
        stats = "stats-debug.json"
        b = self.lto("debug", m["cflags"], m["plugin"] + ["stats=" + stats],
                     partition=part, extra=["-g"])
        b.name = "%s partition=%s -g" % (mode, part)
        twin, twin_stats = links[mode, part]
        b.twin = (twin.exe, twin_stats)
        return b, stats

    def pgo(self):
        """The instrumented build (no plugin), then the -fprofile-use build
        with the plugin in whole-program mode: two Builds, in order."""
        gen_b = self.lto("pgo", [], [], with_plugin=False,
                         extra=["-fprofile-generate"])
        gen_b.exe = "pgo-none"
        gen_b.name = "-fprofile-generate"
        stats = "stats-pgo.json"
        use = self.lto("pgo", [], ["whole-program-visibility",
                                   "stats=" + stats],
                       partition=self.pgo_part,
                       extra=["-fprofile-use", "-Wno-missing-profile"])
        use.exe = "pgo-use-" + self.pgo_part
        use.cmds[-1][use.cmds[-1].index("-o") + 1] = use.exe
        use.name = "wp -fprofile-use partition=%s" % self.pgo_part
        use.full_cmds = gen_b.cmds + [["./" + gen_b.exe]] + use.cmds
        # The objects of the use build overwrite the instrumented ones but
        # keep their names, which is where GCC looks for the .gcda files.
        return gen_b, use, stats
