# scripts/corpus_lib/setup.py - what a run needs before its first build:
# the Debian sources and build dependencies through a private apt
# configuration, the sid chroot's packages for the GCC 16 builds, the
# run's private copy of the plugin (and the check that it did not change),
# and the lock that keeps a second run out of corpus/work/.

import errno
import fcntl
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time

from .common import (
    APT_DIR, NOTES, PLUGIN_DIR, RECIPES, SID_CHROOT, SRC_DIR, WORK, log, run,
    sid_root
)


# Extra Debian packages besides the source packages' Build-Depends.
TOOLS = ["dpkg-dev", "build-essential", "cmake", "g++", "make"]
# What the GCC 16 builds need inside the sid chroot besides the recipes'
# sid_deps (sid_setup installs them when a GCC 16 variant is asked for).
SID_TOOLS = ["cmake", "make", "autoconf", "automake", "pkgconf", "time",
             "g++-16"]
SID_APT = ["apt-get", "-o", "Acquire::Check-Valid-Until=false",
           "-o", "Acquire::Check-Date=false"]


def system_mirror():
    """The Debian mirror URI the machine's own apt configuration uses."""
    uris = []
    for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
        try:
            text = open(path).read()
        except OSError:
            continue
        for stanza in re.split(r"\n\s*\n", text):
            fields = {}
            for line in stanza.splitlines():
                m = re.match(r"^([A-Za-z-]+):\s*(.*)$", line)
                if m:
                    fields[m.group(1).lower()] = m.group(2)
            if "enabled" in fields and fields["enabled"].lower() == "no":
                continue
            suites = fields.get("suites", "").split()
            if any(s in ("bookworm", "stable") for s in suites):
                uris += fields.get("uris", "").split()
    for path in ["/etc/apt/sources.list"] + sorted(
            glob.glob("/etc/apt/sources.list.d/*.list")):
        try:
            lines = open(path).read().splitlines()
        except OSError:
            continue
        for line in lines:
            m = re.match(r"^\s*deb(?:-src)?\s+(?:\[[^]]*\]\s+)?(\S+)\s+"
                         r"(bookworm|stable)\s", line)
            if m:
                uris.append(m.group(1))
    for u in uris:
        if "security" not in u:
            return u.rstrip("/")
    return "http://deb.debian.org/debian"


def apt_opts():
    # DPkg::Lock::Timeout: wait for another apt or dpkg (a rebuild or
    # scripts/check installing at the same time) instead of failing.
    return ["-o", "DPkg::Lock::Timeout=900",
            "-o", f"Dir::Etc::SourceList={APT_DIR}/sources.list",
            "-o", "Dir::Etc::SourceParts=/dev/null",
            "-o", f"Dir::State::Lists={APT_DIR}/lists"]


def apt_setup(logfile):
    os.makedirs(os.path.join(APT_DIR, "lists", "partial"), exist_ok=True)
    mirror = system_mirror()
    key = "/usr/share/keyrings/debian-archive-keyring.gpg"
    opt = f"[signed-by={key}] " if os.path.exists(key) else ""
    with open(os.path.join(APT_DIR, "sources.list"), "w") as f:
        f.write("# private sources list of scripts/corpus "
                "(the system's apt configuration is not touched)\n")
        f.write(f"deb {opt}{mirror} bookworm main\n")
        f.write(f"deb-src {opt}{mirror} bookworm main\n")
    lists = glob.glob(os.path.join(APT_DIR, "lists", "*Sources*"))
    fresh = lists and time.time() - os.path.getmtime(lists[0]) < 86400
    if not fresh:
        log(f"apt-get update (private sources list, mirror {mirror})")
        run(["apt-get"] + apt_opts() + ["update"], logfile)


def apt_env():
    env = dict(os.environ)
    env["DEBIAN_FRONTEND"] = "noninteractive"
    return env


def fetch_sources(packages, logfile):
    """{package: unpacked Debian source} (the recipes' Debian source
    names, fetched with `apt-get source` where not yet unpacked)."""
    os.makedirs(SRC_DIR, exist_ok=True)
    dirs = {}
    need = []
    for p in packages:
        name = RECIPES[p].source
        found = [d for d in glob.glob(os.path.join(SRC_DIR, name + "-*"))
                 if os.path.isdir(d) and os.path.isdir(os.path.join(d, "debian"))]
        if found:
            dirs[p] = sorted(found)[-1]
        else:
            need.append(p)
    apt_setup(logfile)
    # Tools and build dependencies (idempotent; apt says "already newest").
    missing = [t for t in TOOLS if not dpkg_installed(t)]
    if missing:
        log("apt-get install " + " ".join(missing))
        run(["apt-get"] + apt_opts() + ["install", "-y", "-q"] + missing,
            logfile, env=apt_env())
    sources = [RECIPES[p].source for p in packages]
    log("apt-get build-dep " + " ".join(sources))
    rc = run(["apt-get"] + apt_opts() + ["build-dep", "-y", "-q"] + sources,
             logfile, env=apt_env(), check=False)
    deps = sorted({d for p in packages for d in RECIPES[p].build_deps})
    if rc != 0 and deps:
        log("build-dep failed; installing the recipes' -dev packages by hand")
        run(["apt-get"] + apt_opts() + ["install", "-y", "-q"] + deps,
            logfile, env=apt_env())
    if need:
        names = [RECIPES[p].source for p in need]
        log("apt-get source " + " ".join(names))
        run(["apt-get"] + apt_opts() + ["source"] + names, logfile, cwd=SRC_DIR)
        for p in need:
            found = [d for d in glob.glob(os.path.join(
                SRC_DIR, RECIPES[p].source + "-*")) if os.path.isdir(d)]
            if not found:
                raise RuntimeError(f"apt-get source {p} unpacked nothing")
            dirs[p] = sorted(found)[-1]
    else:
        log("sources already unpacked: " + ", ".join(
            os.path.basename(d) for d in dirs.values()))
    return dirs


def dpkg_installed(pkg, admindir=None):
    r = subprocess.run(["dpkg-query"]
                       + ([f"--admindir={admindir}"] if admindir else [])
                       + ["-W", "-f=${Status}", pkg],
                       capture_output=True, text=True)
    return "install ok installed" in r.stdout


def sid_setup(packages, logfile):
    """Make the sid chroot ready for the GCC 16 builds of PACKAGES: the
    chroot itself (scripts/sid-chroot ensure), the tools and the recipes'
    sid_deps installed inside (only those missing; apt's lists are
    refreshed once when an install fails), and the symlink that makes the
    chroot's absolute path on this machine lead to its own root inside it
    (the GCC 16 builds' loader and rpath name the libraries by that path:
    sid_link_flags)."""
    run([SID_CHROOT, "ensure"], logfile)
    root = sid_root()
    link = root + root          # e.g. /var/lib/tigdevirt/sid inside
    if not os.path.islink(link):
        os.makedirs(os.path.dirname(link), exist_ok=True)
        os.symlink(os.path.relpath("/", os.path.dirname(root)), link)
        log(f"sid chroot: {root} inside it now leads to its root "
            f"(symlink {link})")
    want = list(dict.fromkeys(SID_TOOLS + [d for p in packages
                                           for d in RECIPES[p].sid_deps]))
    admin = os.path.join(root, "var/lib/dpkg")
    missing = [d for d in want if not dpkg_installed(d, admin)]
    if missing:
        log("sid chroot: apt-get install " + " ".join(missing))
        cmd = [SID_CHROOT, "run"] + SID_APT + [
            "install", "-y", "-q", "--no-install-recommends"] + missing
        if run(cmd, logfile, check=False) != 0:
            run([SID_CHROOT, "run"] + SID_APT + ["update", "-q"], logfile)
            run(cmd, logfile)
    else:
        log(f"sid chroot: {len(want)} packages the GCC 16 builds need "
            "are installed")


def private_plugin_copy(plugin, sub=""):
    """A byte-identical copy of PLUGIN, private to this run, named
    tigdevirt.so.  GCC takes a plugin's name from its file name and splits
    -fplugin-arg-NAME-KEY at the first '-', so a file called, say,
    tigdevirt-corpus.so cannot receive -fplugin-arg-tigdevirt-* arguments;
    and a private copy cannot change under a running corpus when the
    original is rebuilt (src/.libs/tigdevirt.so, or a "frozen" copy that was
    replaced after all)."""
    # Remove the copies of finished runs only (a run holds the work lock,
    # but be careful anyway: never delete a live run's copy).
    for old in glob.glob(os.path.join(PLUGIN_DIR, "run-*")):
        try:
            pid = int(old.rsplit("-", 1)[1])
        except ValueError:
            continue
        if pid != os.getpid() and not pid_alive(pid):
            shutil.rmtree(old, ignore_errors=True)
    d = os.path.join(PLUGIN_DIR, f"run-{os.getpid()}", sub)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    copy = os.path.join(d, "tigdevirt.so")
    shutil.copyfile(plugin, copy)
    os.chmod(copy, 0o555)
    log(f"plugin {plugin} copied to {copy}")
    return copy


def pid_alive(pid):
    try:
        os.kill(pid, 0)
    except OSError as e:
        return e.errno == errno.EPERM
    return True


LOCK = None


def lock_work_dir():
    """One run at a time: runs share corpus/work/build, logs and the report,
    and a second run would delete the first one's build directories."""
    global LOCK
    os.makedirs(WORK, exist_ok=True)
    LOCK = open(os.path.join(WORK, ".lock"), "a+")
    try:
        fcntl.flock(LOCK, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        LOCK.seek(0)
        holder = LOCK.read().strip() or "?"
        sys.exit(f"corpus: another scripts/corpus run ({holder}) is using "
                 f"{WORK}; wait for it to finish")
    LOCK.seek(0)
    LOCK.truncate()
    LOCK.write(f"pid {os.getpid()}, started {time.ctime()}\n")
    LOCK.flush()


PLUGIN_CHANGES = set()


def check_plugin_unchanged(plugin_info, when):
    """Note (once per new content) when the private plugin copy, which the
    builds use, or the original file no longer match the sha256 the run
    started with."""
    if not plugin_info:
        return
    orig, digest, used = plugin_info
    for what, path in (("private copy (used by the builds)", used),
                       ("original (not used after the start)", orig)):
        try:
            now = sha256(path)
        except OSError:
            now = "missing"
        if now != digest and (path, now) not in PLUGIN_CHANGES:
            PLUGIN_CHANGES.add((path, now))
            msg = (f"the plugin's {what} `{path}` changed during the run: "
                   f"sha256 `{now}`, first seen {when}")
            NOTES.append(msg)
            log("WARNING: " + msg)


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()
