# scripts/corpus_lib/variants.py - what makes a variant: its compilers and
# flags (flags, build_env), with the specifics of Clang 16 (lld, archive
# tools for LLVM 16 bitcode), of GCC 16 (the sid chroot's loader and
# libraries) and of the profile-guided builds (where the profile is
# written and read); and the environment its programs run in (run_env).

import os
import shutil

from .common import (
    BUILD_DIR, GCC16_VARIANTS, JOBS, NOTES, PGO_TRAIN, PGO_TRAIN16,
    PGO_VARIANTS, PLUGIN_VARIANTS, RECIPES, SF_GCC, SF_PLUGIN, TOOL_DIR,
    gcc12_twin, is_clang, is_gcc16, sid_root
)
from .wrappers import (
    link_log, link_timer, sf_default_report, sf_reports_dir, sf_wrapper
)


# Clang peer build: Clang 16 with LTO whole-program devirtualization, linked
# with lld 16.  `--lto-whole-program-visibility` (rather than
# -fvisibility=hidden) keeps the shared libraries' exported classes usable
# (a recipe with clang_hidden=True gets -fvisibility=hidden instead).
CLANG_CC = "clang-16"
CLANG_CXX = "clang++-16"
CLANG_LLD = "/usr/bin/ld.lld-16"
# LLVM 16's gold plugin, so that GNU ar/ranlib write a symbol index for LLVM
# 16 bitcode members (the machine's llvm-ar is LLVM 14 and cannot read it).
LLVM_GOLD = "/usr/lib/llvm-16/lib/LLVMgold.so"


# Directories of the chroot that its own libraries name by an absolute
# DT_RUNPATH (libpulse: /usr/lib/x86_64-linux-gnu/pulseaudio, for
# libpulsecommon, which POV-Ray's SDL 1.2 -> SDL 2 -> SDL 3 compatibility
# libraries load at start-up).  A RUNPATH is not redirected into the
# chroot by the programs' DT_RPATH, so a GCC 16 build's programs run with
# these on LD_LIBRARY_PATH (which holds nothing the host's own tools load,
# so ctest, make and valgrind are not disturbed).
SID_RUNPATH_DIRS = ["usr/lib/x86_64-linux-gnu/pulseaudio"]


def run_env(variant, base=None):
    """The environment to run VARIANT's programs in (tests, timing):
    BASE (default: this process's) with LC_ALL=C and, for a GCC 16
    variant, SID_RUNPATH_DIRS of the chroot on LD_LIBRARY_PATH."""
    env = dict(os.environ if base is None else base, LC_ALL="C")
    if is_gcc16(variant):
        dirs = [os.path.join(sid_root(), d) for d in SID_RUNPATH_DIRS]
        dirs = [d for d in dirs if os.path.isdir(d)]
        if env.get("LD_LIBRARY_PATH"):
            dirs.append(env["LD_LIBRARY_PATH"])
        if dirs:
            env["LD_LIBRARY_PATH"] = ":".join(dirs)
    return env


def sid_link_flags():
    """LDFLAGS of a GCC 16 build: the chroot's loader and libraries by
    absolute path (DT_RPATH, so the libraries' own dependencies come from
    the chroot too), so that its programs run on this machine.  Inside the
    chroot the same path leads to the chroot's own root (sid_setup's
    symlink), so configure's test programs and the build's run there too."""
    lib = os.path.join(sid_root(), "usr/lib/x86_64-linux-gnu")
    return [f"-Wl,--dynamic-linker={lib}/ld-linux-x86-64.so.2",
            f"-Wl,--disable-new-dtags,-rpath,{lib}"]


def pgo_profile_dir(pkg, variant=None):
    """Where PKG's profile is written and read: pgo-profile for GCC 12,
    pgo-profile16 for the GCC 16 builds (VARIANT one of them; GCC reads
    only the profiles its own version wrote)."""
    if not pkg:
        return "$PROFILE16" if variant and is_gcc16(variant) else "$PROFILE"
    return os.path.join(BUILD_DIR, pkg, "pgo-profile16"
                        if variant and is_gcc16(variant) else "pgo-profile")


def profile_build_dir(pkg):
    """Where every profile build of PKG (PGO_TRAIN and the PGO variants) is
    made, before it moves to its own directory (move_profile_build): GCC
    checks a function's profile against a checksum of its source file's
    path (-Wcoverage-mismatch, an error by default), so a package that
    compiles a copy of its source in the build directory must compile the
    instrumented and the profile-using builds at one path."""
    return os.path.join(BUILD_DIR, pkg, "pgo-build")


def pgo_flags(variant, pkg):
    """The profile flags of a PGO build (VARIANT, or PGO_TRAIN /
    PGO_TRAIN16; "" for the others).  The .gcda files are named after the
    objects' paths: -fprofile-prefix-path cuts the build directory off
    (every profile build is made in profile_build_dir)."""
    if variant not in PGO_VARIANTS + [PGO_TRAIN, PGO_TRAIN16]:
        return ""
    prefix = profile_build_dir(pkg) if pkg else "$BUILD"
    prof = pgo_profile_dir(pkg, variant)
    if variant in (PGO_TRAIN, PGO_TRAIN16):
        return (f"-fprofile-generate={prof} -fprofile-update=prefer-atomic "
                f"-fprofile-prefix-path={prefix}")
    return f"-fprofile-use={prof} -fprofile-prefix-path={prefix}"


def flags(variant, plugin, pkg=None):
    if variant in GCC16_VARIANTS or variant == PGO_TRAIN16:
        # The GCC 12 twin's flags, with the GCC 16 profile (PGO).
        f = gcc12_flags(gcc12_twin(variant), plugin, pkg,
                        pgo_flags(variant, pkg))
        f["LDFLAGS"] += " " + " ".join(sid_link_flags())
        return f
    return gcc12_flags(variant, plugin, pkg, pgo_flags(variant, pkg))


def gcc12_flags(variant, plugin, pkg, pgo):
    """flags() of VARIANT (a GCC 12 or Clang name) with the profile flags
    PGO (pgo_flags of the variant asked for)."""
    base = "-O2 -flto"
    if pgo:
        base = f"{base} {pgo}"
    # With a profile, GCC's ipa-profile dump says which measured targets
    # it guarded (the hottest-calls table reads it).
    dumps = " -fdump-ipa-devirt"
    if variant in PGO_VARIANTS:
        dumps += " -fdump-ipa-profile_estimate"
    if variant in ("gcc", "gcc-pgo"):
        cxx = base
        ld = base + dumps
    elif variant == PGO_TRAIN:
        cxx = ld = base
    elif variant in PLUGIN_VARIANTS:
        p = f"-fplugin={plugin} -fplugin-arg-tigdevirt-dump"
        if variant.startswith("plugin-wp"):     # -novptr, -pgo too
            p += " -fplugin-arg-tigdevirt-whole-program-visibility"
        if variant.endswith("-novptr"):
            p += " -fplugin-arg-tigdevirt-vptr-reuse=0"
        cxx = f"{base} {p}"
        ld = f"{base} {p}{dumps}"
    elif variant == "clang-wpd":
        wpd = f"{base} -fwhole-program-vtables"
        lld = f"-fuse-ld=lld --ld-path={CLANG_LLD}"
        if pkg in RECIPES and RECIPES[pkg].clang_hidden:
            return {"CFLAGS": base + " -fvisibility=hidden",
                    "CXXFLAGS": wpd + " -fvisibility=hidden",
                    "LDFLAGS": f"{wpd} -fvisibility=hidden {lld}"}
        cxx = wpd
        ld = f"{wpd} {lld} -Wl,--lto-whole-program-visibility"
    elif variant == SF_PLUGIN:
        # --suggest-final: the plugin at compile time (it records where
        # classes and methods are declared) and at link time, with every
        # suggestion shown, the JSON report (the wrapper sf_wrapper() gives
        # every link its own file) and GCC's patch of the fix-its.
        p = f"-fplugin={plugin}"
        cxx = f"{base} {p}"
        ld = (f"-O2 -flto={JOBS} {p} -fplugin-arg-tigdevirt-suggest-final="
              f"types,methods,{sf_default_report(pkg)} "
              "-fplugin-arg-tigdevirt-suggest-final-limit=0 "
              "-fdiagnostics-generate-patch")
    elif variant in SF_GCC:
        # --suggest-final: GCC alone, before and after `final' was added,
        # with the LTRANS dumps whose OBJ_TYPE_REF calls are counted.
        cxx = base
        ld = (f"-O2 -flto={JOBS} -fdump-ipa-devirt "
              "-fdump-tree-optimized-lineno")
    else:
        raise ValueError(variant)
    return {"CFLAGS": base, "CXXFLAGS": cxx, "LDFLAGS": ld}


def archive_tools(variant):
    """(ar, ranlib) for VARIANT's LTO objects."""
    if is_gcc16(variant):
        return "/usr/bin/gcc-ar-16", "/usr/bin/gcc-ranlib-16"   # in sid
    if not is_clang(variant):
        return "/usr/bin/gcc-ar", "/usr/bin/gcc-ranlib"
    for ar, rl in (("llvm-ar-16", "llvm-ranlib-16"),):
        if shutil.which(ar) and shutil.which(rl):
            return shutil.which(ar), shutil.which(rl)
    # GNU ar/ranlib with LLVM 16's gold plugin, through wrapper scripts
    # (cmake's CMAKE_AR and make's $(AR) take a single program).
    os.makedirs(TOOL_DIR, exist_ok=True)
    out = []
    for tool in ("ar", "ranlib"):
        path = os.path.join(TOOL_DIR, f"llvm16-{tool}")
        plug = f"--plugin {LLVM_GOLD} " if os.path.exists(LLVM_GOLD) else ""
        with open(path, "w") as f:
            f.write(f'#!/bin/sh\nexec /usr/bin/{tool} {plug}"$@"\n')
        os.chmod(path, 0o755)
        out.append(path)
    msg = ("clang-wpd: archives made with GNU ar/ranlib and LLVM 16's gold "
           f"plugin (wrappers `{out[0]}`, `{out[1]}`): the machine's "
           "llvm-ar is LLVM 14 and cannot read LLVM 16 bitcode")
    if msg not in NOTES:
        NOTES.append(msg)
    return tuple(out)


def check_clang():
    """None when the clang-wpd variant can be built, else the reason."""
    missing = [t for t in (CLANG_CC, CLANG_CXX, CLANG_LLD)
               if not shutil.which(t)]
    if missing:
        return "not installed: " + ", ".join(missing)
    return None


def build_env(variant, plugin, pkg=None):
    env = dict(os.environ)
    for k in ("CPPFLAGS", "CFLAGS", "CXXFLAGS", "LDFLAGS", "MAKEFLAGS"):
        env.pop(k, None)
    env.update(flags(variant, plugin, pkg))
    if is_clang(variant):
        env["CC"], env["CXX"] = CLANG_CC, CLANG_CXX
        env["CORPUS_LLD_REMARKS"] = "wholeprogramdevirt"
    elif is_gcc16(variant):
        # Inside the sid chroot (run() sees CORPUS_SID).
        env["CC"], env["CXX"] = "/usr/bin/gcc-16", "/usr/bin/g++-16"
        env["CORPUS_SID"] = "1"
    else:
        env["CC"], env["CXX"] = "gcc", "g++"
    env["CC"] = link_timer(shutil.which(env["CC"]) or env["CC"])
    env["CXX"] = link_timer(shutil.which(env["CXX"]) or env["CXX"])
    if variant == SF_PLUGIN:
        env["CC"] = sf_wrapper(env["CC"])
        env["CXX"] = sf_wrapper(env["CXX"])
        env["CORPUS_SF_DIR"] = sf_reports_dir(pkg)
    if pkg:
        env["CORPUS_LINK_LOG"] = link_log(pkg, variant)
    env["AR"], env["RANLIB"] = archive_tools(variant)
    env["LC_ALL"] = "C"
    return env
