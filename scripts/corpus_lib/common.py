# scripts/corpus_lib/common.py - what every part of scripts/corpus shares:
# the paths under corpus/work/, the recipes, the variants' names and the
# selection (--variants), the run-wide notes and mode, the GCC 16 and Clang
# name predicates, the sid chroot's path, log() and run().  It imports no
# other module of the package, so that all of them can import it.

import os
import shlex
import subprocess
import sys
import time

import corpus_recipes


# The repository: scripts/corpus_lib/ is two levels below it.
REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
WORK = os.path.join(REPO, "corpus", "work")
APT_DIR = os.path.join(WORK, "apt")
SRC_DIR = os.path.join(WORK, "src")
BUILD_DIR = os.path.join(WORK, "build")
LOG_DIR = os.path.join(WORK, "logs")
TOOL_DIR = os.path.join(WORK, "tools")      # generated ar/ranlib wrappers
PLUGIN_DIR = os.path.join(WORK, "plugin")   # copy named tigdevirt.so
REPORT = os.path.join(WORK, "report.md")
# The packages: one recipe each in scripts/corpus_recipes/ (Debian source,
# build, test suite, workloads; see docs/corpus.md).
RECIPES = corpus_recipes.load()
ALL_PACKAGES = list(RECIPES)
# GCC 16 (from the Debian sid chroot of scripts/sid-chroot): gcc16 alone,
# plugin16 and plugin16-wp with the plugin built for GCC 16
# (--gcc16-plugin), and their profile-guided gcc16-pgo, plugin16-pgo and
# plugin16-wp-pgo; each has the flags of its GCC 12 twin (gcc, plugin,
# plugin-wp, gcc-pgo, ...: gcc12_twin) and is compared with gcc16, not gcc.
GCC16_VARIANTS = ["gcc16", "plugin16", "plugin16-wp", "gcc16-pgo",
                  "plugin16-pgo", "plugin16-wp-pgo"]
ALL_VARIANTS = ["gcc", "plugin", "plugin-wp", "clang-wpd", "gcc-pgo",
                "plugin-pgo", "plugin-wp-pgo", "plugin-novptr",
                "plugin-wp-novptr"] + GCC16_VARIANTS
# Without --variants: the profile-guided ones are asked for by name.
DEFAULT_VARIANTS = ["gcc", "plugin", "plugin-wp", "clang-wpd"]
PLUGIN_VARIANTS = ["plugin", "plugin-wp", "plugin-pgo", "plugin-wp-pgo",
                   "plugin-novptr", "plugin-wp-novptr", "plugin16",
                   "plugin16-wp", "plugin16-pgo", "plugin16-wp-pgo"]
# plugin-novptr and plugin-wp-novptr: the same without the vptr pass
# (vptr-reuse=0), to time what reusing and hoisting vptr loads and
# versioning loops do alone, interleaved with the rest.
# GCC with -fprofile-use (alone, or with the plugin, default or
# whole-program); their profile comes from an instrumented build of the
# package (PGO_TRAIN, -fprofile-generate) that runs the recipe's training
# workload once.  The GCC 16 ones read a profile of their own, from a GCC
# 16 instrumented build (PGO_TRAIN16): GCC's profiles are not compatible
# across versions.
PGO_VARIANTS = ["gcc-pgo", "plugin-pgo", "plugin-wp-pgo", "gcc16-pgo",
                "plugin16-pgo", "plugin16-wp-pgo"]
PGO_TRAIN = "pgo-train"
PGO_TRAIN16 = "pgo-train16"
VARIANTS = list(DEFAULT_VARIANTS)           # the selection (--variants)
DRIVER = sys.modules[__package__]           # what the recipes get as D
JOBS = str(min(os.cpu_count() or 2, 2))
NOTES = []          # workarounds applied in this run, for the report

# The timing runs the gcc build twice per round, the second time as
# "gcc-again": an A/A control, same binary, whose ratio to gcc shows how
# far noise alone moves a ratio; gcc16 likewise as "gcc16-again".
AA_CONTROL = "gcc-again"
AA_CONTROLS = {"gcc": AA_CONTROL, "gcc16": "gcc16-again"}

# GCC 16 builds run inside the Debian sid chroot (scripts/sid-chroot run,
# which sees only this tree, so every path of a build is under REPO); their
# binaries run on this machine, as the GCC 12 builds' do, through the
# chroot's loader and libraries named by absolute path (as bench/run links
# them).  The chroot gets the packages the builds need (setup.SID_TOOLS and
# the recipes' sid_deps), installed when a GCC 16 variant is asked for.
SID_CHROOT = os.path.join(REPO, "scripts", "sid-chroot")
# What a GCC 16 build passes into the chroot (sid-chroot starts commands
# with a plain environment).
SID_VARS = ["CC", "CXX", "CFLAGS", "CXXFLAGS", "LDFLAGS", "AR", "RANLIB",
            "LC_ALL", "CORPUS_LINK_LOG"]


def is_gcc16(variant):
    """A GCC 16 variant (or its A/A control, or its instrumented build)."""
    return variant in GCC16_VARIANTS or variant in (AA_CONTROLS["gcc16"],
                                                    PGO_TRAIN16)


def gcc12_twin(variant):
    """The GCC 12 variant whose flags a GCC 16 variant has (PGO_TRAIN16's:
    PGO_TRAIN's)."""
    return variant.replace("16", "", 1) \
        if variant in GCC16_VARIANTS or variant == PGO_TRAIN16 else variant


def baseline(variant):
    """The compiler-alone variant VARIANT is compared with: gcc16 for the
    GCC 16 variants, gcc for the others."""
    return "gcc16" if is_gcc16(variant) else "gcc"


def pgo_baseline(variant):
    """The profile-guided compiler-alone variant a profile-guided VARIANT
    is also compared with (gcc-pgo, or gcc16-pgo); None for the others."""
    if variant not in PGO_VARIANTS:
        return None
    return "gcc16-pgo" if is_gcc16(variant) else "gcc-pgo"


def pgo_train_of(variant):
    """The instrumented build whose profile the PGO VARIANT reads."""
    return PGO_TRAIN16 if is_gcc16(variant) else PGO_TRAIN


_SID_ROOT = []


def sid_root():
    """The sid chroot's directory on this machine (scripts/sid-chroot
    path)."""
    if not _SID_ROOT:
        _SID_ROOT.append(subprocess.run(
            [SID_CHROOT, "path"], stdout=subprocess.PIPE, text=True,
            check=True).stdout.strip())
    return _SID_ROOT[0]

START = time.time()


def log(msg):
    print(f"corpus [{time.time() - START:6.0f}s] {msg}", flush=True)


def run(cmd, logfile=None, cwd=None, env=None, timeout=None, check=True):
    """Run CMD (list); append its output to LOGFILE.  Return the exit code
    (or raise on failure when CHECK)."""
    if env is not None and env.get("CORPUS_SID"):
        # A GCC 16 build step: inside the sid chroot, in CWD, with the
        # build's variables.
        where = os.path.abspath(cwd or os.getcwd())
        cmd = [SID_CHROOT, "run", "/usr/bin/env", "-C", where] \
            + [f"{k}={env[k]}" for k in SID_VARS if k in env] + list(cmd)
        env = dict(os.environ, PWD=where)
    shown = " ".join(shlex.quote(c) for c in cmd)
    if logfile:
        with open(logfile, "a") as f:
            f.write(f"\n$ cd {cwd or os.getcwd()} && {shown}\n")
            f.flush()
            try:
                rc = subprocess.call(cmd, cwd=cwd, env=env, stdout=f,
                                     stderr=subprocess.STDOUT, timeout=timeout)
            except subprocess.TimeoutExpired:
                f.write(f"\n*** timeout after {timeout}s\n")
                rc = 124
    else:
        try:
            rc = subprocess.call(cmd, cwd=cwd, env=env, timeout=timeout)
        except subprocess.TimeoutExpired:
            rc = 124
    if check and rc != 0:
        raise RuntimeError(f"command failed (exit {rc}): {shown}"
                           + (f" -- see {logfile}" if logfile else ""))
    return rc


def is_clang(variant):
    return variant.startswith("clang")


# --suggest-final's directories and builds (the variants' flags and the
# build steps know them too).
SF_DIR = os.path.join(WORK, "suggest-final")
SF_REPORT = os.path.join(WORK, "report-suggest-final.md")
SF_PLUGIN = "sf-plugin"                  # plugin + suggest-final
SF_BEFORE, SF_AFTER = "sf-before", "sf-after"   # GCC alone, unpatched/patched
SF_GCC = (SF_BEFORE, SF_AFTER)


def version(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True).stdout
        return out.splitlines()[0] if out else "?"
    except OSError:
        return "not installed"


# --timing-only (the driver sets it: read it as common.TIMING_ONLY).
TIMING_ONLY = False
