# scripts/corpus_recipes - one small recipe per Debian package that
# scripts/corpus builds: what is particular to a package (its Debian source,
# build dependencies, build and test steps, timed and training workloads,
# Clang source fixes) lives in its own module here, so that the driver keeps
# only the generic parts and a new package is one new file.
#
# A recipe module defines RECIPE = Recipe(...).  Its functions receive the
# driver's package (scripts/corpus_lib, whose __init__.py gathers these
# names) as their first argument D and use its helpers: D.run,
# D.build_env, D.build_cmake, D.link_program, D.test_ctest,
# D.apply_clang_fixes, D.JOBS, D.NOTES.  See docs/corpus.md.

import importlib
from dataclasses import dataclass, field
from typing import Callable, List, Optional

# The packages in the order the corpus builds and reports them.
ORDER = ["kyotocabinet", "leveldb", "tinyxml2", "box2d", "bullet", "povray"]


@dataclass
class Workload:
    """One program run: CMD is an argv whose items may name {db} (a fresh
    temporary directory, removed before and after the run), {bdir} (the
    variant's build directory, also the working directory) and {src} (the
    unpacked Debian source)."""
    name: str
    cmd: List[str]
    # LD_LIBRARY_PATH=the build directory (shared libraries of the build).
    ld_path: bool = False
    # A smaller run of the same workload under callgrind (None: none).
    callgrind: Optional[List[str]] = None
    # fingerprint(stdout, db) -> str: what must be alike in every variant
    # (a checksum line, an image's sha256); None: outputs are not compared
    # (they hold timings).  Called before {db} is removed.
    fingerprint: Optional[Callable] = None
    # The timed program, relative to the build directory: its own .text
    # and link time are reported, and the indirect calls and jumps of its
    # own code that the callgrind run executes (None: not reported).
    program: Optional[str] = None
    # The package's shared libraries the workload runs through (globs
    # relative to the build directory): their executed indirect calls and
    # jumps are counted with the program's.  Other libraries (libc,
    # libstdc++, the system's) are not counted.
    libs: List[str] = field(default_factory=list)


@dataclass
class Recipe:
    name: str                    # the corpus' name of the package
    source: str                  # Debian source package (apt-get source)
    version: str                 # what docs and report say
    build: Callable              # build(D, src, bdir, variant, plugin, logs)
    # test(D, src, bdir, variant, logs) -> (rc, what, seconds); rc None:
    # no test to run (reported as "none", not a failure).
    test: Callable
    # Build dependencies installed by hand when `apt-get build-dep` fails.
    build_deps: List[str] = field(default_factory=list)
    # Debian sid packages the GCC 16 variants' builds need inside the sid
    # chroot (besides the driver's SID_TOOLS: cmake, make, autotools, ...).
    sid_deps: List[str] = field(default_factory=list)
    # test_summary(D, logfile) -> one-line summary of the test log.
    test_summary: Optional[Callable] = None
    workloads: List[Workload] = field(default_factory=list)
    # The profile-guided variants' training run: a different input from
    # the timed workloads (None: no gcc-pgo / plugin-pgo for this package).
    training: Optional[Workload] = None
    # (file relative to the build copy, old, new, why): applied to the
    # clang-wpd build's copy of the source only.
    clang_fixes: list = field(default_factory=list)
    # Clang builds with -fvisibility=hidden instead of lld's
    # --lto-whole-program-visibility.
    clang_hidden: bool = False
    # A clang-wpd build that fails is reported as "Clang 16 cannot build
    # it", not as a failure of the run.
    clang_optional: bool = False
    # The build compiles a copy of the source in the build directory
    # (--suggest-final: the fix-its' paths are below it).
    in_tree: bool = False
    # A file whose presence in the build directory shows a usable build
    # (--timing-only).
    main_exe: str = ""
    # (executable, gtest name): timing-dependent upstream tests, excluded
    # from ctest and run on their own (see test_ctest).
    known_flaky: list = field(default_factory=list)


def load():
    """{name: Recipe} for every package, in ORDER."""
    out = {}
    for name in ORDER:
        mod = importlib.import_module(f"{__name__}.{name}")
        out[name] = mod.RECIPE
    return out
