# scripts/rebuild_lib/sources.py - Debian 12's source packages and their
# build dependencies, the way a rebuild gets them.
#
# Debian 12 has no deb-src entry by default, and adding a one-line
# "deb-src" list beside the machine's deb822 sources makes apt-get update
# fail ("Conflicting values set for option Signed-By"): the rebuild keeps
# a private sources list (deb and deb-src of bookworm) and its own package
# lists under rebuild/work/apt, and leaves the system's configuration
# alone.  GCC 16's builds run in the sid chroot (scripts/sid-chroot) on
# Debian 12's sources, unpacked here, where the chroot sees them: sid's
# source index names tarballs its pool no longer has.  Their build
# dependencies come from sid, installed in the chroot.

import glob
import os
import re
import shutil
import subprocess
import time

from .common import APT_DIR, REPO, SRC_DIR, log, run

# What the builds need besides each package's build dependencies.
TOOLS = ["dpkg-dev", "debhelper", "fakeroot", "time", "binutils"]


def system_mirror():
    """The machine's Debian mirror (its deb822 or one-line lists)."""
    for path in ["/etc/apt/sources.list"] + sorted(
            glob.glob("/etc/apt/sources.list.d/*")):
        try:
            text = open(path, encoding="utf-8").read()
        except OSError:
            continue
        for m in re.finditer(r"^URIs:\s*(\S+)", text, re.M):
            if "security" not in m.group(1):
                return m.group(1).rstrip("/")
        for m in re.finditer(r"^\s*deb\s+(?:\[[^]]*\]\s+)?(\S+)\s+bookworm\s",
                             text, re.M):
            return m.group(1).rstrip("/")
    return "http://deb.debian.org/debian"


# Wait for another apt or dpkg (scripts/check runs the rebuild beside its
# package step; lanes share the sid chroot) rather than fail at once.
LOCK_WAIT = ["-o", "DPkg::Lock::Timeout=900"]


def apt_opts():
    return LOCK_WAIT + [
        "-o", f"Dir::Etc::SourceList={APT_DIR}/sources.list",
        "-o", "Dir::Etc::SourceParts=/dev/null",
        "-o", f"Dir::State::Lists={APT_DIR}/lists"]


def apt_env():
    env = dict(os.environ)
    env["DEBIAN_FRONTEND"] = "noninteractive"
    return env


def apt_setup(logfile):
    """The private sources list, updated once a day."""
    os.makedirs(os.path.join(APT_DIR, "lists", "partial"), exist_ok=True)
    key = "/usr/share/keyrings/debian-archive-keyring.gpg"
    opt = f"[signed-by={key}] " if os.path.exists(key) else ""
    mirror = system_mirror()
    with open(os.path.join(APT_DIR, "sources.list"), "w") as f:
        f.write("# private sources list of scripts/rebuild\n"
                f"deb {opt}{mirror} bookworm main\n"
                f"deb-src {opt}{mirror} bookworm main\n")
    stamp = os.path.join(APT_DIR, "updated")
    if not os.path.exists(stamp) or time.time() - os.path.getmtime(stamp) > 86400:
        log(f"apt-get update (private sources list, {mirror})")
        run(["apt-get"] + apt_opts() + ["update"], logfile)
        open(stamp, "w").close()
    missing = [t for t in TOOLS
               if not os.path.exists(f"/var/lib/dpkg/info/{t}.list")
               and not glob.glob(f"/var/lib/dpkg/info/{t}:*.list")]
    if missing:
        log("apt-get install " + " ".join(missing))
        run(["apt-get"] + apt_opts() + ["install", "-y", "-q"] + missing,
            logfile, env=apt_env())


class Unavailable(Exception):
    """A package's source is not to be had."""


def dsc(source, logfile):
    """The .dsc of SOURCE's Debian 12 version, downloaded once."""
    d = os.path.join(SRC_DIR, source)
    found = glob.glob(os.path.join(d, "*.dsc"))
    if found:
        return found[0]
    os.makedirs(d, exist_ok=True)
    log(f"{source}: apt-get source")
    rc = run(["apt-get"] + apt_opts() + ["source", "--download-only", source],
             logfile, cwd=d, check=False)
    found = glob.glob(os.path.join(d, "*.dsc"))
    if rc != 0 or not found:
        # The mirror may lack a tarball the index names (404): the next
        # run tries again.
        shutil.rmtree(d, ignore_errors=True)
        raise Unavailable(f"{source}: the source could not be downloaded "
                          f"(log: {logfile})")
    return found[0]


def unpack(dsc_path, dest, logfile):
    """A fresh copy of the source in DEST (what the build changes)."""
    if os.path.exists(dest):
        shutil.rmtree(dest)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    run(["dpkg-source", "--no-check", "-x", dsc_path, dest], logfile)


class Broken(Exception):
    """The package database the build dependencies go into needs repair:
    no build can be judged until it is (a result would blame the
    package)."""


def in_place(gcc, argv):
    """ARGV run where GCC GCC's builds install their dependencies."""
    if gcc <= 12:
        return argv
    return [os.path.join(REPO, "scripts", "sid-chroot"), "run"] + argv


def check_dpkg(gcc, logfile):
    """Raise Broken unless dpkg's database is sound where GCC GCC's build
    dependencies are installed.  A build stopped while apt installed them
    (a rebuild interrupted, 2026-12-01) leaves a package half installed
    or dpkg interrupted, and every later `apt-get build-dep' fails: the
    results said "build-deps failed" for fifteen packages that had not
    been tried.  An interrupted dpkg is finished first (dpkg --configure
    -a); what that leaves, dpkg --audit names."""
    def audit():
        r = subprocess.run(in_place(gcc, ["dpkg", "--audit"]),
                           capture_output=True, text=True)
        return r.stdout.strip() if r.returncode == 0 else \
            (r.stdout + r.stderr).strip() or f"dpkg --audit exited {r.returncode}"
    # Another apt or dpkg at work there (a package installed beside the
    # rebuild) shows the same states for a moment: look again before
    # blaming the database, and finish dpkg's work only then (a dpkg
    # that holds the lock makes that attempt fail harmlessly).
    for attempt in range(5):
        problem = audit()
        if not problem:
            return
        if attempt:
            run(in_place(gcc, ["dpkg", "--configure", "-a"]), logfile,
                check=False, env=apt_env())
        time.sleep(20)
    problem = audit()
    if problem:
        where = "this machine" if gcc <= 12 else "the sid chroot"
        said = " ".join(problem.split())
        raise Broken(f"dpkg's database in {where} needs repair (dpkg "
                     f"--audit: {said[:300]}); no result written")


def build_deps(srcdir, gcc, logfile, also=()):
    """Install SRCDIR's build dependencies, and the packages ALSO (what a
    porting setting adds: build.porting_packages): Debian 12's on this
    machine, sid's in the chroot for GCC 13 and later.  Returns True on
    success; raises Broken where dpkg's database needs repair
    (check_dpkg)."""
    check_dpkg(gcc, logfile)
    if gcc <= 12:
        ok = run(["apt-get"] + apt_opts() + ["build-dep", "-y", "-q", srcdir],
                 logfile, check=False, env=apt_env()) == 0
        return ok and (not also or run(
            ["apt-get"] + apt_opts() + ["install", "-y", "-q"] + list(also),
            logfile, check=False, env=apt_env()) == 0)
    # LOCK_WAIT here too: without it one lane's install made another's
    # build-dep fail at once (fcl and yaml-cpp, 2026-12-04, a fresh chroot).
    apt = "DEBIAN_FRONTEND=noninteractive apt-get " + " ".join(LOCK_WAIT)
    cmd = f"{apt} build-dep -y -q '{srcdir}'"
    if also:
        cmd += f" && {apt} install -y -q " + " ".join(also)
    return run(in_place(gcc, ["sh", "-c", cmd]), logfile, check=False) == 0
