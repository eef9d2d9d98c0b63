# scripts/rebuild_lib/wrapper.py - the compiler drivers a build finds
# first on its PATH: every name a build system may call GCC by (gcc, g++,
# cc, c++, gcc-N, g++-N, the triplet's; gcc-ar, gcc-nm, gcc-ranlib) runs
# GCC N, so that a package built "with GCC 16" is built with it whatever
# name its build system uses; and every link (a command without -c, -S,
# -E, -M) is logged with its wall time, its CPU time (user and system of
# every process of the link, which each waited for: the linker, the LTO
# wrapper, WPA and the LTRANS jobs; a loaded machine stretches the wall
# time of a link, not its CPU time), its peak memory (the largest
# process of the link: lto1 and the linker included, GNU time's %M) and
# its output, in $REBUILD_LINK_LOG, with what is measured of the output
# right after the link (the plugin's notes, .text, the exported symbols of
# a shared library: a build may delete its test programs once they ran),
# and its command beside the log (OUTPUT.cmd: relink.py runs it again).
# Compiles exec GCC at once.  Links of configure's and CMake's probes
# (their outputs, or a conftest among the inputs: "checking whether the
# C++ compiler works" links conftest.cpp into a.out), and version probes
# (-V), are not logged.  Under the cxx17 porting setting
# ($REBUILD_CXX17, build.porting_flags) a command whose last -std= asks
# for C++11 or C++14 gets the same dialect's C++17 appended.  Under the
# gnu17 setting ($REBUILD_GNU17) a C++ driver's command that names no
# -std= gets -std=gnu++17 first: GCC 12's default, where GCC 16's is
# gnu++20 (C++20's rewritten comparisons and deleted char16_t stream
# output stop Debian 12's capnproto and xerces-c).

import fnmatch
import os

from .common import WORK

TRIPLET = "x86_64-linux-gnu"

DRIVER = """#!/bin/sh
# scripts/rebuild's wrapper around {real} (rebuild_lib/wrapper.py).
if [ -n "$REBUILD_CXX17" ]; then
  std=
  for a in "$@"; do
    case "$a" in -std=*) std=$a;; esac
  done
  case "$std" in
    -std=c++0x|-std=c++11|-std=c++1y|-std=c++14) set -- "$@" -std=c++17;;
    -std=gnu++0x|-std=gnu++11|-std=gnu++1y|-std=gnu++14) set -- "$@" -std=gnu++17;;
  esac
fi
if [ -n "$REBUILD_GNU17" ] && [ "{cxx}" = yes ]; then
  std=
  for a in "$@"; do
    case "$a" in -std=*) std=$a;; esac
  done
  [ -n "$std" ] || set -- -std=gnu++17 "$@"
fi
for a in "$@"; do
  case "$a" in
    -c|-S|-E|-M|-MM|-V|-qversion|--help|-dumpversion|-dumpfullversion|-dumpmachine|-print-*|--version|-v|-###|*conftest*)
      exec {real} "$@";;
  esac
done
out=a.out; prev=
for a in "$@"; do [ "$prev" = "-o" ] && out=$a; prev=$a; done
[ -n "$REBUILD_LINK_LOG" ] || exec {real} "$@"
case "$out" in /*) ;; *) out="$PWD/$out";; esac
case "$out" in
  {probes}|/dev/null) exec {real} "$@";;
esac
# The command, for `scripts/rebuild relink' (relink.py) to run again from
# a kept build tree: the directory, the plugin's options, the driver and
# its arguments, NUL-separated (an argument may hold any other byte).
mkdir -p "$REBUILD_LINK_LOG.d"
printf '%s\\0' "$PWD" "${{TIGDEVIRT_OPTIONS-}}" {real} "$@" \\
  >"$REBUILD_LINK_LOG.d/$(echo "$out" | tr / _).cmd"
# The link, timed; then, while its output exists (a build may delete a
# test program once it ran), the plugin's notes in it, its .text and, for
# a shared library, what it exports (the names in a file beside the log).
t=$(mktemp)
/usr/bin/time -o "$t" -f "%e %M %U %S" {real} "$@"
rc=$?
set -- $(tail -n 1 "$t"); rm -f "$t"
cost="$1 $2" cpu=$(echo "$3 $4" | awk '{{ printf "%.2f", $1 + $2 }}')
notes=- text=- nexp=- hexp=-
if [ $rc -eq 0 ] && [ -f "$out" ]; then
  notes=$(readelf -W -p .note.tigdevirt "$out" 2>/dev/null | grep -c ' version=')
  text=$(size -A "$out" 2>/dev/null | awk '$1 == ".text" {{ print $2 }}')
  if readelf -h "$out" 2>/dev/null | grep -q 'DYN (Shared object'; then
    exp="$REBUILD_LINK_LOG.d/$(echo "$out" | tr / _).exported"
    mkdir -p "$REBUILD_LINK_LOG.d"
    nm -D --defined-only "$out" | awk '{{ print $NF }}' | LC_ALL=C sort >"$exp"
    nexp=$(wc -l <"$exp")
    hexp=$(sha256sum <"$exp" | cut -c1-16)
  fi
fi
echo "LINK $cost $rc ${{notes:-0}} ${{text:--}} $nexp $hexp cpu=$cpu $out" >>"$REBUILD_LINK_LOG"
exit $rc
"""

# Links of configure's and CMake's probes of the compiler (shell patterns
# of the output's full path): not the package's.  A link without -o
# writes a.out: configure's "whether the C compiler works" and "no input
# files" calls; a package names what it builds.
PROBES = ["*conftest*", "*cmTC_*", "*CMakeTmp*", "*CMakeScratch*",
          "*/CMakeFiles/*", "a.out", "*/a.out"]

TOOL = """#!/bin/sh
exec {real} "$@"
"""


def is_probe(path):
    """Whether PATH is the output of a build system's probe."""
    return any(fnmatch.fnmatch(path, p) for p in PROBES)


def wrapper_dir(gcc):
    """The directory to put first on PATH for GCC GCC's builds (made once;
    the same path inside the sid chroot)."""
    d = os.path.join(WORK, "bin", f"gcc{gcc}")
    os.makedirs(d, exist_ok=True)
    names = {}
    for c, real in (("c", f"/usr/bin/gcc-{gcc}"), ("c++", f"/usr/bin/g++-{gcc}")):
        base = ["gcc", "cc"] if c == "c" else ["g++", "c++"]
        for b in base:
            text = DRIVER.format(real=real, probes="|".join(PROBES),
                                 cxx="yes" if c == "c++" else "no")
            names[b] = names[f"{b}-{gcc}"] = text
            names[f"{TRIPLET}-{b}"] = names[f"{TRIPLET}-{b}-{gcc}"] = text
    for t in ("gcc-ar", "gcc-nm", "gcc-ranlib"):
        real = f"/usr/bin/{t}-{gcc}"
        names[t] = names[f"{t}-{gcc}"] = TOOL.format(real=real)
        names[f"{TRIPLET}-{t}"] = names[f"{TRIPLET}-{t}-{gcc}"] = \
            TOOL.format(real=real)
    for name, text in names.items():
        path = os.path.join(d, name)
        try:
            if open(path).read() == text:
                continue
        except OSError:
            pass
        with open(path, "w") as f:
            f.write(text)
        os.chmod(path, 0o755)
    return d
