# scripts/rebuild_lib/build.py - one build of one package with one
# compiler in one variant, the way Debian builds it: a fresh copy of the
# Debian 12 source, `dpkg-buildpackage -b' with the LTO flags a
# distribution uses (DEB_BUILD_MAINT_OPTIONS=optimize=+lto), so that the
# package's own rules build it and dh_auto_test runs its own tests; the
# plugin injected as a user would, the specs file in the user's CXXFLAGS
# and LDFLAGS (DEB_CXXFLAGS_APPEND, DEB_LDFLAGS_APPEND), its options in
# TIGDEVIRT_OPTIONS (stats of every
# link in a directory; whole-program-visibility for wp; the final
# suggestions' reports for final).  What comes out
# is one result (a dict, saved as JSON by the caller): the build's exit,
# the test counts, ICEs, the plugin's diagnostics, the decisions summed
# over the links' stats, whether every link's output carries the plugin's
# note, and the links' cost.

import glob
import gzip
import json
import os
import re
import shlex
import shutil
import subprocess
import time

from . import logs, sources, wrapper
from .common import BUILD_DIR, LOG_DIR, BUILD_TIMEOUT, REPO, TIMED_OUT, log


def specs_file(plugin):
    """A specs file naming PLUGIN, beside it: tigdevirt.specs.in with the
    path filled in, as the build tree makes tigdevirt-uninstalled.specs
    (a plugin copied elsewhere, frozen for a long rebuild, gets its own)."""
    specs = os.path.join(os.path.dirname(plugin), "tigdevirt-rebuild.specs")
    text = open(os.path.join(REPO, "tigdevirt.specs.in")).read() \
        .replace("@PLUGIN@", plugin).replace("@SPECSFILE@", specs)
    return write_specs(specs, text)


# The final variant's warnings off, as docs/final-suggestions.md tells a
# libtool project: libtool 2.4.7 (Debian 12's) drops -W options from the
# links it runs, where the plugin prints its suggestions, and keeps
# -specs=; the cc1 spec reaches lto1 at the link.
QUIET_FINAL_SPECS = """\
# -fsuggest-final's reports without its warnings, in every compiler of a
# build (the links libtool runs included).
*cc1:
+ -Wno-suggest-final-types -Wno-suggest-final-methods
"""


def quiet_final_specs(plugin):
    """The specs file of QUIET_FINAL_SPECS, beside PLUGIN."""
    return write_specs(os.path.join(os.path.dirname(plugin),
                                    "tigdevirt-rebuild-quiet-final.specs"),
                       QUIET_FINAL_SPECS)


def write_specs(path, text):
    """PATH holding TEXT, rewritten only where it differs (a running
    build may read it)."""
    try:
        if open(path).read() == text:
            return path
    except OSError:
        pass
    with open(path, "w") as f:
        f.write(text)
    return path


# What dpkg-buildflags's optimize=+lto adds (dpkg 1.21, Debian 12's; sid's
# the same).
LTO_FLAGS = "-flto=auto -ffat-lto-objects"
# The rules' own DEB_BUILD_MAINT_OPTIONS: "=" and ":=" replace the
# environment's (and optimize=+lto with it), "+=" and "?=" keep it.
MAINT_OPTIONS = re.compile(r"^[ \t]*(?:export[ \t]+)?DEB_BUILD_MAINT_OPTIONS"
                           r"[ \t]*(:?=)(.*)$", re.M)


def rules_drop_lto(rules_text):
    """Do a package's debian/rules set DEB_BUILD_MAINT_OPTIONS to options
    that do not name LTO (exempi's, zimlib's, log4cplus's and
    libfilezilla's "export DEB_BUILD_MAINT_OPTIONS = hardening=+all"), so
    that dpkg-buildflags adds no -flto however the rebuild asks?  Options
    that name it (optimize=-lto: the maintainer turned LTO off for the
    package) are the package's choice."""
    sets = [m.group(2) for m in MAINT_OPTIONS.finditer(rules_text)]
    return bool(sets) and not any("lto" in v for v in sets)


def porting_flags(gcc, pkg=None):
    """The names (space-separated) of what Debian 12's sources need to
    build with GCC GCC in sid at all, in every variant alike (a result
    records them); empty for GCC 12, which Debian 12 built them with:
      cstdint      GCC 13's libstdc++ no longer includes <cstdint>
                   through its other headers (GCC 13's porting notes):
                   sources naming uint8_t without including it stop
                   (nghttp2's and flatbuffers' on GCC 16);
      binary-arch  only the architecture-dependent packages, as Debian's
                   build daemons build them (dpkg-buildpackage -B): the
                   C++ is there, and the architecture-independent ones
                   are documentation, whose sid tools stop on Debian 12's
                   sources (nghttp2's Sphinx manual);
      libc-dev     Debian 12's libc6-dev depends on libcrypt-dev,
                   libnsl-dev and rpcsvc-proto, sid's (glibc 2.43) on
                   none of them, so Debian 12's sources use <crypt.h>
                   or the RPC headers without naming them as build
                   dependencies (libfilezilla's impersonation.cpp):
                   LIBC_DEV_PACKAGES are installed with the build
                   dependencies (sources.build_deps);
    and those PKG (a packages.Package) asks for in the list (+NAME):
      cxx17        sid's googletest (1.17) is C++17 only ("#error C++
                   versions less than C++17 are not supported"): a
                   command asking for C++11 or C++14 gets C++17 after
                   its own -std= (wrapper.py; the last one counts), so
                   a package whose tests use gtest builds (leveldb's
                   CMake asks for C++11).  C++98 is left alone;
      gnu17        GCC 16's C++ dialect by default is gnu++20, GCC
                   12's gnu++17: a C++ command naming no -std= gets
                   -std=gnu++17 (wrapper.py), for sources C++20 stops
                   (capnproto 0.9's comparisons of const char * with
                   kj::StringPtr, now ambiguous with the rewritten
                   ones; xerces-c's test streaming a char16_t *, a
                   deleted overload in C++20);
      no-doxygen   sid's doxygen (1.17) writes its HTML's navigation
                   images as SVG, Debian 12's (1.9.4) as PNG, and a
                   Makefile.am that installs html/*.png stops on the
                   missing files (libqalculate's docs/reference, which
                   only the architecture-independent -doc package ships,
                   which binary-arch does not build): autoconf's cached
                   answer for a DOXYGEN program is set empty, so the
                   package's own configure builds and installs no API
                   reference (its rules may still run doxygen);
      with=PACKAGE sid split a build dependency of Debian 12's
                   sources and the part they need is PACKAGE, installed
                   with the build dependencies (sid's spirv-tools keeps
                   the programs, spirv-tools-dev the headers and the
                   pkg-config file glslang's CMake asks for);
      pipes        sid's Python (3.13 and later) has no pipes module
                   (PEP 594), which a build's own Python script may
                   import for pipes.quote (ninja-build 1.11's
                   configure.py): python-compat/pipes.py, shlex.quote
                   under that name, is on the build's PYTHONPATH."""
    if gcc < 13:
        return ""
    return " ".join(["cstdint", "binary-arch", "libc-dev"]
                    + list(pkg.porting if pkg else ()))


# What Debian 12's libc6-dev brings and sid's does not (porting_flags'
# libc-dev).
LIBC_DEV_PACKAGES = ("libcrypt-dev", "libnsl-dev", "rpcsvc-proto")


def porting_packages(porting):
    """The packages PORTING (porting_flags' names) installs beside a
    source's own build dependencies."""
    words = porting.split()
    return (list(LIBC_DEV_PACKAGES) if "libc-dev" in words else []) \
        + [w[5:] for w in words if w.startswith("with=")]


def arch_packages(control_text):
    """Does a debian/control build some architecture-dependent package
    (a binary stanza whose Architecture is not `all')?"""
    return any(a.split() != ["all"] for a in re.findall(
        r"^Architecture:[ \t]*(.*)$", control_text, re.M | re.I))


def buildpackage_mode(porting, control_text=""):
    """dpkg-buildpackage's option for what to build under PORTING, for a
    source whose debian/control is CONTROL_TEXT: -B only where that
    builds something (a source of architecture-independent packages
    only, a header library, builds them all)."""
    return "-B" if "binary-arch" in porting.split() \
        and arch_packages(control_text) else "-b"


def porting_cxxflags(porting):
    """The CXXFLAGS of PORTING (porting_flags' names): cstdint includes
    cstdint-porting.h first (<cstdint>, or <stdint.h> before C++11, where
    <cstdint> is an #error)."""
    if "cstdint" in porting.split():
        return "-include " + os.path.join(os.path.dirname(
            os.path.abspath(__file__)), "cstdint-porting.h")
    return ""


def environment(gcc, variant, plugin, stats_dir, link_log, final_dir=None,
                add_lto=False, porting=""):
    """The variables of one build (passed by name through env -i).
    ADD_LTO: the rules drop optimize=+lto (rules_drop_lto); its flags are
    then appended as the user's, in every variant alike, as a distribution
    whose dpkg turns LTO on by default builds such a package (Ubuntu's
    since 21.04: a package opts out with optimize=-lto)."""
    env = {
        "DEB_BUILD_MAINT_OPTIONS": "optimize=+lto",
        "DEB_BUILD_OPTIONS": f"parallel={os.cpu_count() or 2}"
                             + (" nocheck" if variant == "final" else ""),
        "CC": f"gcc-{gcc}", "CXX": f"g++-{gcc}",
        "PATH": wrapper.wrapper_dir(gcc) + ":/usr/sbin:/usr/bin:/sbin:/bin",
        "HOME": "/root", "LANG": "C.UTF-8",
        "REBUILD_LINK_LOG": link_log,
        # A symbols file lists what the maintainer's non-LTO build exported;
        # LTO drops some (an unused class's vtable), alone as with the
        # plugin (Debian turns LTO off for such packages).  Not a failure
        # here: the exported symbols are compared between the builds
        # instead (link_results).
        "DPKG_GENSYMBOLS_CHECK_LEVEL": "0",
        # sid's CMake 4 refuses a cmake_minimum_required below 3.5, which
        # Debian 12's sources of many packages have (taglib's 3.0); this
        # variable, which CMake 4.0 added for such projects (3.25, Debian
        # 12's, ignores it), builds them as before: the same for every
        # variant.
        "CMAKE_POLICY_VERSION_MINIMUM": "3.5",
    }
    flags = []
    if add_lto:
        flags.append(LTO_FLAGS)
        env["DEB_CFLAGS_APPEND"] = LTO_FLAGS
    if variant != "alone":
        # The user's variables of dpkg-buildflags, not the maintainer's
        # (DEB_CXXFLAGS_MAINT_APPEND): a package's rules may set those
        # themselves (libvisio's do), and the compiles would then go
        # without the plugin.
        specs = specs_file(plugin)
        flags.append(f"-specs={specs}")
        opts = [f"stats={stats_dir}/"]
        if variant == "wp":
            opts.append("whole-program-visibility")
        if variant == "final":
            # The reports, not the warnings: a build's own -Werror or a
            # configure probe reading stderr must see what default's see.
            # Built with nocheck: the suggestions are read from the links,
            # and default's build, which makes the same code (final_code
            # compares the links' .text), has run the tests; a package's
            # test suite can take most of its build's hour (qpdf's).
            # Their -Wno- options in a specs file, which libtool keeps.
            opts.append(f"suggest-final=types,methods,{final_dir}/")
            flags.append(f"-specs={quiet_final_specs(plugin)}")
        env["TIGDEVIRT_OPTIONS"] = " ".join(opts)
    if "cxx17" in porting.split():
        env["REBUILD_CXX17"] = "1"
    if "gnu17" in porting.split():
        env["REBUILD_GNU17"] = "1"
    if "no-doxygen" in porting.split():
        # AC_CHECK_PROGS and AC_PATH_PROGS take a set cache variable,
        # even an empty one, as their answer.
        env["ac_cv_prog_DOXYGEN"] = ""
        env["ac_cv_path_DOXYGEN"] = ""
    if "pipes" in porting.split():
        env["PYTHONPATH"] = os.path.join(os.path.dirname(
            os.path.abspath(__file__)), "python-compat")
    if flags:
        env["DEB_LDFLAGS_APPEND"] = " ".join(flags)
    porting_extra = porting_cxxflags(porting)
    cxxflags = flags + ([porting_extra] if porting_extra else [])
    if cxxflags:
        env["DEB_CXXFLAGS_APPEND"] = " ".join(cxxflags)
    return env


def merged_stats(stats_dir):
    """The decisions of every link's stats (WPA or lto1 alone), summed."""
    keys = ("polymorphic_calls", "full", "unreachable", "speculative",
            "constants", "dead_methods", "links")
    total = dict.fromkeys(keys, 0)
    for path in glob.glob(os.path.join(stats_dir, "*.stats.json")):
        try:
            s = json.load(open(path))
        except (OSError, ValueError):
            continue
        if s.get("stage") not in ("wpa", "lto") \
                or wrapper.is_probe(s.get("output", "")):
            continue
        d = s.get("devirtualized", {})
        vc = s.get("virtual_constants", {})
        total["links"] += 1
        total["polymorphic_calls"] += s.get("polymorphic_calls", 0)
        total["full"] += d.get("full", 0)
        total["unreachable"] += d.get("unreachable", 0)
        total["speculative"] += d.get("speculative", {}).get("calls", 0)
        total["constants"] += sum(vc.get(k, 0) for k in (
            "uniform_return", "unique_return", "virtual_const_prop"))
        total["dead_methods"] += s.get("dead_methods", {}).get("removed", 0)
        # Calls through function-pointer fields and those guarded (stats
        # "field_pointers"; plugins since 2026-12-06).
        fp = s.get("field_pointers")
        if fp:
            total["field_pointer_calls"] = total.get(
                "field_pointer_calls", 0) + fp.get("calls", 0)
            total["field_pointer_speculative"] = total.get(
                "field_pointer_speculative", 0) + fp.get("speculative", 0)
            total["field_pointer_direct"] = total.get(
                "field_pointer_direct", 0) + fp.get("direct", 0)
            total["field_pointer_dispatched"] = total.get(
                "field_pointer_dispatched", 0) + fp.get("dispatched", 0)
        # What proved the classes of the calls the type facts narrowed
        # (stats "allocation_types.by_source"; plugins since 2026-11-30).
        for kind, c in s.get("allocation_types", {}).get("by_source",
                                                         {}).items():
            k = total.setdefault("by_source", {}).setdefault(
                kind, {"used": 0, "direct": 0, "dispatched": 0})
            for n in k:
                k[n] += c.get(n, 0)
    return total


def merged_final(final_dir, srcdir, logfile):
    """-fsuggest-final over the package: its links' reports merged by
    tigdevirt-merge-final (a suggestion a link rejects is dropped), the
    counts and the ten first-ranked, paths relative to the source."""
    reports = []
    for r in glob.glob(os.path.join(final_dir, "*.final.json")):
        # A link's, not a compile's (-ffat-lto-objects compiles judge one
        # translation unit) nor a probe's (a-HASH: a.out; CMake's).
        name = os.path.basename(r)
        if wrapper.is_probe(name) or name.startswith("CMake") \
                or re.match(r"a-[0-9a-f]{8}\.final\.json$", name):
            continue
        try:
            if json.load(open(r)).get("scope") == "in this translation unit":
                continue
        except (OSError, ValueError):
            continue
        reports.append(r)
    out = {"links": len(reports), "shown": 0, "hidden": 0, "calls": 0,
           "top": []}
    if not reports:
        return out
    merged = os.path.join(final_dir, "merged.json")
    with open(logfile, "a") as f:
        rc = subprocess.run([os.path.join(REPO, "tools",
                                          "tigdevirt-merge-final"),
                             "-o", merged, "--root", srcdir] + reports,
                            stdout=f, stderr=f).returncode
    if rc != 0:
        out["error"] = f"tigdevirt-merge-final exited {rc}"
        return out
    m = json.load(open(merged))
    shutil.copy(merged, logfile[:-len(".log")] + ".final.json")
    shown = [s for s in m.get("suggestions", []) if s.get("shown")]
    out["shown"] = len(shown)
    out["hidden"] = len(m.get("suggestions", [])) - len(shown)
    out["rejected"] = len(m.get("not_suggested", []))
    out["calls"] = sum(s.get("calls", 0) for s in shown)
    for s in shown[:10]:
        loc = s.get("location") or {}
        path = loc.get("path") or loc.get("file") or ""
        if path.startswith(srcdir + "/"):
            path = path[len(srcdir) + 1:]
        out["top"].append({"rank": s.get("rank"), "kind": s.get("kind"),
                           "name": s.get("name"), "calls": s.get("calls"),
                           "links": len(s.get("links", [])),
                           "at": f"{path}:{loc.get('line', '')}"})
    return out


def link_results(records, srcdir):
    """Each output's links, once (libtool relinks: their times add up,
    the last one's measures hold), named relative to the source
    directory, so that the variants' builds (each in a directory of its
    own) compare link by link."""
    by_out = {}
    for r in records:
        rel = os.path.relpath(r["output"], srcdir)
        prev = by_out.get(rel)
        entry = dict(r, output=rel)
        if prev:
            entry["seconds"] = round(prev["seconds"] + r["seconds"], 2)
            if prev.get("cpu_seconds") is not None and \
               r.get("cpu_seconds") is not None:
                entry["cpu_seconds"] = round(prev["cpu_seconds"]
                                             + r["cpu_seconds"], 2)
            else:
                entry["cpu_seconds"] = None
            entry["peak_kb"] = max(prev["peak_kb"], r["peak_kb"])
        by_out[rel] = entry
    return [by_out[k] for k in sorted(by_out)]


def same_run(result, links_path):
    """Whether the link records at LINKS_PATH are those of RESULT's run
    (each link's time, peak memory, .text and exports)."""
    if not os.path.exists(links_path):
        return False
    def key(links):
        return sorted((l.get("seconds"), l.get("peak_kb"), l.get("text"),
                       l.get("exported_hash")) for l in links)
    records = logs.link_records(open(links_path).read())
    return key(link_results(records, "/")) == key(result.get("links", []))


def exported_file(output):
    """The file wrapper.py lists a shared library's exported names in,
    beside the link log, for the link of OUTPUT (an absolute path)."""
    return output.replace("/", "_") + ".exported"


def exported_differences(links, raw, link_dir, srcdir, alone_dir,
                         alone_srcdir, most=20):
    """For each shared library of LINKS (link_results' entries, outputs
    relative to SRCDIR; RAW maps each to the path the link wrote, under
    SRCDIR) whose exported names, listed in LINK_DIR, differ from the same
    library's in the baseline's ALONE_DIR (its build in ALONE_SRCDIR):
    {"added": [...], "removed": [...]} of at most MOST names each, in the
    link's entry ("exported_diff"), so that the report can name them
    after the build trees are gone."""
    def names(d, path):
        try:
            with open(os.path.join(d, exported_file(path))) as f:
                return set(f.read().split())
        except OSError:
            return None
    for l in links:
        path = raw.get(l["output"], "")
        if not l.get("exported_hash") or not path.startswith(srcdir + "/"):
            continue
        here = names(link_dir, path)
        alone = names(alone_dir, alone_srcdir + path[len(srcdir):])
        if here is None or alone is None or here == alone:
            continue
        l["exported_diff"] = {"added": sorted(here - alone)[:most],
                              "removed": sorted(alone - here)[:most]}


def debian_file(srcdir, name):
    """The text of SRCDIR's debian/NAME, empty if it has none."""
    try:
        return open(os.path.join(srcdir, "debian", name),
                    errors="replace").read()
    except OSError:
        return ""


def build(pkg, gcc, variant, plugin, keep=False, porting=""):
    """Build PKG (a packages.Package) with GCC GCC in VARIANT under the
    PORTING settings (porting_flags: CXXFLAGS, what dpkg-buildpackage
    builds); the result as a dict."""
    name = f"gcc{gcc}-{pkg.source}-{variant}"
    os.makedirs(LOG_DIR, exist_ok=True)
    logfile = os.path.join(LOG_DIR, name + ".log")
    open(logfile, "w").close()
    top = os.path.join(BUILD_DIR, f"gcc{gcc}", pkg.source, variant)
    srcdir = os.path.join(top, "src")
    stats_dir = os.path.join(top, "stats")
    final_dir = os.path.join(top, "final")
    link_log = os.path.join(top, "links.log")
    result = {"source": pkg.source, "gcc": gcc, "variant": variant,
              "date": time.strftime("%Y-%m-%d")}
    if porting:
        result["porting"] = porting
    sources.apt_setup(logfile)
    dsc = sources.dsc(pkg.source, logfile)
    result["version"] = os.path.basename(dsc)[len(pkg.source) + 1:-4]
    sources.unpack(dsc, srcdir, logfile)
    os.makedirs(stats_dir, exist_ok=True)
    os.makedirs(final_dir, exist_ok=True)
    open(link_log, "w").close()
    if not sources.build_deps(srcdir, gcc, logfile,
                              porting_packages(porting)):
        result["status"] = "build-deps failed"
        return result
    rules, control = (debian_file(srcdir, f) for f in ("rules", "control"))
    add_lto = rules_drop_lto(rules)
    if add_lto:
        result["lto_added"] = True
    env = environment(gcc, variant, plugin, stats_dir, link_log, final_dir,
                      add_lto, porting)
    cmd = ("cd " + shlex.quote(srcdir) + " && exec env -i "
           + " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
           + f" dpkg-buildpackage {buildpackage_mode(porting, control)} -uc -us")
    argv = sources.in_place(gcc, ["sh", "-c", cmd])
    log(f"{name}: dpkg-buildpackage (log {logfile})")
    start = time.time()
    with open(logfile, "a") as f:
        f.write("$ " + cmd + "\n")
        f.flush()
        p = subprocess.Popen(argv, stdout=f, stderr=subprocess.STDOUT,
                             start_new_session=True)
        try:
            rc = p.wait(timeout=BUILD_TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, 9)
            p.wait()
            rc = "timeout"
        except BaseException:
            # Interrupted (Ctrl-C, SIGTERM): the build's make and compilers
            # go with us, not on in the background.
            os.killpg(p.pid, 9)
            p.wait()
            raise
    result["build_seconds"] = round(time.time() - start, 1)
    result["status"] = ("ok" if rc == 0 else TIMED_OUT if rc == "timeout"
                        else f"failed ({rc})")
    text = open(logfile, errors="replace").read()
    result.update(logs.build_log_fields(text))
    records = logs.link_records(open(link_log).read())
    result["links"] = link_results(records, srcdir)
    shutil.copy(link_log, os.path.join(LOG_DIR, name + ".links"))
    # The shared libraries' exported names, kept with the logs: a plugin
    # build's differences from the baseline's are named in its result.
    kept = os.path.join(LOG_DIR, name + ".exported")
    shutil.rmtree(kept, ignore_errors=True)
    if os.path.isdir(link_log + ".d"):
        shutil.copytree(link_log + ".d", kept,
                        ignore=shutil.ignore_patterns("*.cmd"))
    if variant != "alone":
        exported_differences(
            result["links"],
            {os.path.relpath(r["output"], srcdir): r["output"] for r in records},
            kept, srcdir,
            os.path.join(LOG_DIR, f"gcc{gcc}-{pkg.source}-alone.exported"),
            os.path.join(BUILD_DIR, f"gcc{gcc}", pkg.source, "alone", "src"))
        result["decisions"] = merged_stats(stats_dir)
    if variant == "final":
        result["nocheck"] = True
        result["final"] = merged_final(final_dir, srcdir, logfile)
    with open(logfile, "rb") as f, gzip.open(logfile + ".gz", "wb") as g:
        shutil.copyfileobj(f, g)
    os.remove(logfile)
    if not keep:       # the .debs are beside src/, in TOP
        shutil.rmtree(top, ignore_errors=True)
    return result
