#!/usr/bin/python3
"""Test of scripts/rebuild_lib's build environment: what build.py adds to
a package's build (the LTO flags, the plugin's specs, the porting
settings of Debian 12's sources on GCC 13 and later), the packages
list's +SETTING words (packages.py), the compiler wrapper's -std=
handling (wrapper.py) and the package database's audit (sources.py).
The parsers of the logs and the report are rebuild-logs-test.py's."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # the source tree may be read-only
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
from unit_check import check  # noqa: E402
import unit_check  # noqa: E402
from rebuild_lib import build  # noqa: E402
import subprocess  # noqa: E402
import shutil  # noqa: E402
import tempfile  # noqa: E402

# Rules that set DEB_BUILD_MAINT_OPTIONS themselves: LTO is added back
# unless they name it.
check(build.rules_drop_lto("export DEB_BUILD_MAINT_OPTIONS = hardening=+all\n")
      and build.rules_drop_lto("DEB_BUILD_MAINT_OPTIONS := hardening=+all\n"),
      "hardening=+all replaces optimize=+lto: dropped")
check(not build.rules_drop_lto("export DEB_BUILD_MAINT_OPTIONS = hardening=+all optimize=-lto\n")
      and not build.rules_drop_lto("export DEB_BUILD_MAINT_OPTIONS = optimize=+lto\n")
      and not build.rules_drop_lto("#!/usr/bin/make -f\n%:\n\tdh $@\n")
      and not build.rules_drop_lto("export DEB_BUILD_MAINT_OPTIONS ?= hardening=+all\n")
      and not build.rules_drop_lto("DEB_BUILD_MAINT_OPTIONS += hardening=+all\n"),
      "rules that name LTO, do not set the options, or keep the environment's: not dropped")
e = build.environment(12, "alone", None, "/s", "/l", add_lto=True)
check(e["DEB_CXXFLAGS_APPEND"] == build.LTO_FLAGS
      and e["DEB_LDFLAGS_APPEND"] == build.LTO_FLAGS
      and e["DEB_CFLAGS_APPEND"] == build.LTO_FLAGS,
      f"the baseline gets the LTO flags: {e}")
check("DEB_CXXFLAGS_APPEND" not in build.environment(12, "alone", None, "/s", "/l"),
      "without: the baseline appends nothing")
with tempfile.TemporaryDirectory() as d:
    plugin = os.path.join(d, "tigdevirt.so")
    e = build.environment(12, "default", plugin, "/s", "/l", add_lto=True)
    check(e["DEB_CXXFLAGS_APPEND"].startswith(build.LTO_FLAGS + " -specs=")
          and e["DEB_LDFLAGS_APPEND"] == e["DEB_CXXFLAGS_APPEND"],
          f"the plugin's build gets both: {e['DEB_CXXFLAGS_APPEND']}")

# Debian 12's sources with GCC 13 and later: <cstdint> included, in every
# variant alike, in CXXFLAGS only.
check(build.porting_flags(12) == ""
      and build.porting_flags(16) == "cstdint binary-arch libc-dev",
      "porting flags for GCC 13 and later only")
# sid's libc6-dev no longer brings libcrypt-dev and the rest: installed
# beside the build dependencies where the setting is (libc-dev).
check(build.porting_packages("cstdint binary-arch libc-dev")
      == ["libcrypt-dev", "libnsl-dev", "rpcsvc-proto"]
      and build.porting_packages("cstdint binary-arch") == []
      and build.porting_packages("") == [],
      "libc6-dev's Debian 12 dependencies with libc-dev only")
check(build.porting_packages("cstdint libc-dev with=spirv-tools-dev")
      == ["libcrypt-dev", "libnsl-dev", "rpcsvc-proto", "spirv-tools-dev"]
      and build.porting_packages("with=a with=b") == ["a", "b"],
      "with=PACKAGE installs PACKAGE beside the build dependencies")
control = ("Source: x\n\nPackage: x-doc\nArchitecture: all\n\n"
           "Package: libx1\nArchitecture: any\n")
headers = "Source: y\n\nPackage: liby-dev\nArchitecture: all\n"
check(build.arch_packages(control) and not build.arch_packages(headers)
      and build.arch_packages("Package: z\nArchitecture: amd64 arm64\n"),
      "architecture-dependent packages in a control file")
check(build.buildpackage_mode("", control) == "-b"
      and build.buildpackage_mode("cstdint", control) == "-b"
      and build.buildpackage_mode("cstdint binary-arch", control) == "-B"
      and build.buildpackage_mode("cstdint binary-arch", headers) == "-b",
      "the architecture-dependent packages only where porting says so and "
      "the source has some")
check(build.porting_cxxflags("cstdint binary-arch") == build.porting_cxxflags("cstdint")
      and build.porting_cxxflags("binary-arch") == "",
      "the header with cstdint only")
header = build.porting_cxxflags("cstdint")[len("-include "):]
check(header.endswith("/cstdint-porting.h") and os.path.exists(header),
      f"the header exists: {header}")
e = build.environment(16, "alone", None, "/s", "/l", porting="cstdint")
check(e.get("DEB_CXXFLAGS_APPEND") == "-include " + header
      and "DEB_LDFLAGS_APPEND" not in e,
      f"the porting flags go to CXXFLAGS: {e.get('DEB_CXXFLAGS_APPEND')}")
with tempfile.TemporaryDirectory() as d:
    plugin = os.path.join(d, "tigdevirt.so")
    e = build.environment(16, "default", plugin, "/s", "/l", add_lto=True,
                          porting="cstdint")
    check(e["DEB_CXXFLAGS_APPEND"].endswith(" -include " + header)
          and "cstdint" not in e["DEB_LDFLAGS_APPEND"],
          f"beside the plugin's: {e['DEB_CXXFLAGS_APPEND']}")
    # The header works in every dialect: <cstdint>'s names from C++11,
    # the unqualified ones before it, where <cstdint> is an #error.
    for std, use in (("c++98", "uint8_t x = 1;"),
                     ("c++17", "std::uint8_t x = 1; uint32_t y = 2;")):
        src = os.path.join(d, "u.cc")
        with open(src, "w") as f:
            f.write(use + "\n")
        rc = subprocess.run(["g++", "-std=" + std, "-include", header, "-c",
                             src, "-o", os.path.join(d, "u.o")],
                            capture_output=True).returncode
        check(rc == 0, f"-std={std} with the header compiles: {use}")

# A package's own porting settings (+NAME after its product in the list):
# with GCC 13 and later only; an unknown one is an error naming its line.
from rebuild_lib import packages, wrapper  # noqa: E402
with tempfile.TemporaryDirectory() as d:
    lst = os.path.join(d, "list")
    with open(lst, "w") as f:
        f.write("a library +cxx17 why a\nb programs why +not a setting\n")
    pk = packages.load(lst)
    check(pk["a"].porting == ("cxx17",) and pk["a"].why == "why a"
          and pk["b"].porting == () and pk["b"].why == "why +not a setting",
          f"+PORTING words after the product: {vars(pk['a'])} {vars(pk['b'])}")
    check(build.porting_flags(16, pk["a"]) == "cstdint binary-arch libc-dev cxx17"
          and build.porting_flags(16, pk["b"]) == "cstdint binary-arch libc-dev"
          and build.porting_flags(12, pk["a"]) == "",
          "a package's porting settings with GCC 13 and later only")
    with open(lst, "w") as f:
        f.write("a programs +with=spirv-tools-dev +gnu17 why a\n")
    pk = packages.load(lst)
    check(pk["a"].porting == ("with=spirv-tools-dev", "gnu17")
          and build.porting_flags(16, pk["a"])
          == "cstdint binary-arch libc-dev with=spirv-tools-dev gnu17",
          f"+with=PACKAGE is a setting: {vars(pk['a'])}")
    for bad in ("with=", "with=Bad Name", "with=-x"):
        with open(lst, "w") as f:
            f.write(f"a library +{bad} why\n")
        try:
            packages.load(lst)
            ok = False
        except SystemExit:
            ok = True
        check(ok, f"+{bad} is refused")
    with open(lst, "w") as f:
        f.write("a library +cxx18 why\n")
    try:
        packages.load(lst)
        msg = ""
    except SystemExit as e:
        msg = str(e)
    check(msg.endswith("list:1: unknown porting setting +cxx18 (known: cxx17, gnu17, no-doxygen, pipes, with=PACKAGE)"),
          f"an unknown porting setting: {msg}")
e = build.environment(16, "alone", None, "/s", "/l",
                      porting="cstdint binary-arch cxx17")
e2 = build.environment(16, "alone", None, "/s", "/l", porting="binary-arch")
check(e.get("REBUILD_CXX17") == "1" and "REBUILD_CXX17" not in e2
      and "DEB_CXXFLAGS_APPEND" not in e2,
      "cxx17 sets the wrapper's variable; binary-arch adds no CXXFLAGS")
# pipes: the build's Python finds pipes.quote (shlex.quote) where the
# interpreter has no pipes module; only under the setting.
e3 = build.environment(16, "alone", None, "/s", "/l", porting="binary-arch pipes")
check("PYTHONPATH" not in e and "PYTHONPATH" in e3,
      "pipes alone puts python-compat on PYTHONPATH")
r = subprocess.run([sys.executable, "-c",
                    "import pipes, shlex; print(pipes.quote is shlex.quote, pipes.__file__)"],
                   env={"PYTHONPATH": e3.get("PYTHONPATH", ""), "PATH": "/usr/bin:/bin"},
                   capture_output=True, text=True)
check(r.stdout.split()[:1] == ["True"]
      and r.stdout.strip().endswith("python-compat/pipes.py"),
      f"python-compat's pipes.quote is shlex.quote: {r.stdout!r} {r.stderr[-200:]!r}")
# no-doxygen: a configure's own check for doxygen finds none, under the
# setting only; checked against a real autoconf check.
e4 = build.environment(16, "alone", None, "/s", "/l", porting="binary-arch no-doxygen")
check(e4.get("ac_cv_prog_DOXYGEN") == "" and "ac_cv_prog_DOXYGEN" not in e,
      "no-doxygen sets autoconf's cached answer empty, under the setting only")
if shutil.which("autoconf"):
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "configure.ac"), "w") as f:
            f.write("AC_INIT([t],[1])\nAC_CHECK_PROGS([DOXYGEN],[sh])\n"
                    "AC_OUTPUT\n")
        subprocess.run(["autoconf"], cwd=d, check=True, capture_output=True)
        found = []
        for env in ({}, {"ac_cv_prog_DOXYGEN": e4["ac_cv_prog_DOXYGEN"]}):
            r = subprocess.run(["sh", "./configure"], cwd=d, capture_output=True,
                               text=True, env=dict(env, PATH="/usr/bin:/bin"))
            found.append("checking for sh... sh" in r.stdout)
        check(found == [True, False],
              f"an empty cached answer hides the program from AC_CHECK_PROGS: {found}")
# The wrapper under cxx17: the last -std= decides; C++11 and 14 get the
# same dialect's C++17 appended, anything else is passed as it came.
with tempfile.TemporaryDirectory() as d:
    real = os.path.join(d, "real")
    with open(real, "w") as f:
        f.write('#!/bin/sh\necho "$@"\n')
    os.chmod(real, 0o755)

    def driver(name, cxx):
        path = os.path.join(d, name)
        with open(path, "w") as f:
            f.write(wrapper.DRIVER.format(real=real,
                                          probes="|".join(wrapper.PROBES),
                                          cxx=cxx))
        os.chmod(path, 0o755)
        return path
    drv, cdrv = driver("g++", "yes"), driver("gcc", "no")

    def args(argv, on=True):
        env = dict(os.environ, REBUILD_CXX17="1") if on else \
            {k: v for k, v in os.environ.items() if k != "REBUILD_CXX17"}
        return subprocess.run([drv] + argv, capture_output=True, text=True,
                              env=env).stdout.split()
    check(args(["-std=c++11", "-c", "x.cc"]) == ["-std=c++11", "-c", "x.cc", "-std=c++17"]
          and args(["-std=gnu++14", "-c", "x.cc"])[-1] == "-std=gnu++17"
          and args(["-std=c++11", "-std=c++98", "-c", "x.cc"])[-1] == "x.cc"
          and args(["-std=c++98", "-std=gnu++0x", "-c", "x.cc"])[-1] == "-std=gnu++17"
          and args(["-std=c++20", "-c", "x.cc"])[-1] == "x.cc"
          and args(["-c", "x.cc"]) == ["-c", "x.cc"]
          and args(["-std=c++11", "-c", "x.cc"], on=False) == ["-std=c++11", "-c", "x.cc"],
          "the wrapper raises C++11 and 14 to C++17 under cxx17 only")

    # gnu17: a C++ command naming no -std= gets GCC 12's default first; a
    # command naming one, the C driver, and a build without the setting
    # are passed as they came.
    def args17(argv, on=True, drv=drv):
        env = {k: v for k, v in os.environ.items()
               if k not in ("REBUILD_CXX17", "REBUILD_GNU17")}
        if on:
            env["REBUILD_GNU17"] = "1"
        return subprocess.run([drv] + argv, capture_output=True, text=True,
                              env=env).stdout.split()
    check(args17(["-c", "x.cc"]) == ["-std=gnu++17", "-c", "x.cc"]
          and args17(["-O2", "-std=c++20", "-c", "x.cc"]) == ["-O2", "-std=c++20", "-c", "x.cc"]
          and args17(["-c", "x.c"], drv=cdrv) == ["-c", "x.c"]
          and args17(["-c", "x.cc"], on=False) == ["-c", "x.cc"],
          "the wrapper gives C++ commands without -std= gnu++17 under gnu17 only")
    e4 = build.environment(16, "alone", None, "/s", "/l", porting="binary-arch gnu17")
    check(e4.get("REBUILD_GNU17") == "1" and "REBUILD_GNU17" not in e3,
          "gnu17 sets the wrapper's variable")

# A package database left broken (a build stopped while apt installed its
# dependencies) stops the run instead of failing every later package's
# build dependencies; a transient state (another apt at work) does not.
from rebuild_lib import sources  # noqa: E402
real_run, real_sub, real_sleep = sources.run, sources.subprocess.run, sources.time.sleep


class Audit:
    def __init__(self, answers):
        self.answers, self.calls, self.configured = list(answers), [], 0

    def sub(self, argv, **kw):
        self.calls.append(argv)
        out = self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]
        return subprocess.CompletedProcess(argv, 0, out, "")

    def run(self, argv, logfile=None, check=True, **kw):
        self.configured += 1
        return 0


def audited(answers, gcc=16):
    a = Audit(answers)
    sources.subprocess.run, sources.run = a.sub, a.run
    sources.time.sleep = lambda s: None
    try:
        sources.check_dpkg(gcc, None)
        return a, None
    except sources.Broken as e:
        return a, str(e)
    finally:
        sources.run, sources.subprocess.run, sources.time.sleep = \
            real_run, real_sub, real_sleep


a, err = audited([""])
check(err is None and a.configured == 0
      and a.calls[0][-2:] == ["dpkg", "--audit"] and "sid-chroot" in a.calls[0][0],
      f"a sound database: nothing done ({a.calls})")
a, err = audited(["libllvm22 half installed", ""])
check(err is None and a.configured == 0, "a passing state: looked at again, not repaired")
a, err = audited(["libllvm22 half installed"], gcc=12)
check(err and "this machine" in err and a.configured == 4
      and a.calls[0] == ["dpkg", "--audit"],
      f"a broken database stops the run: {err}")

print(f"{unit_check.failures} failures")
unit_check.exit_status()
