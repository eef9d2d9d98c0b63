# scripts/rebuild_lib/common.py - what every part of scripts/rebuild
# shares: the paths, the variants, the GCC versions, log() and run().
# It imports no other module of the package.

import hashlib
import json
import os
import subprocess
import sys
import time

# The repository: scripts/rebuild_lib/ is two levels below it.
REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
# Everything downloaded or built (git-ignored; the sid chroot sees it at
# the same path, as it sees the whole tree).  Made absolute: apt reads a
# relative Dir::Etc::SourceList or Dir::State::Lists below /etc/apt and
# /var/lib/apt, and would find no sources.
WORK = os.path.abspath(os.environ.get("TIGDEVIRT_REBUILD_DIR",
                                      os.path.join(REPO, "rebuild", "work")))
APT_DIR = os.path.join(WORK, "apt")
SRC_DIR = os.path.join(WORK, "src")
BUILD_DIR = os.path.join(WORK, "build")
LOG_DIR = os.path.join(WORK, "logs")
# The results, one JSON file per package, compiler and variant: in the
# tree, so that a rebuild resumes across machines and sessions.
# (TIGDEVIRT_REBUILD_RESULTS: elsewhere, as scripts/check's own rebuild.)
RESULTS = os.environ.get("TIGDEVIRT_REBUILD_RESULTS",
                         os.path.join(REPO, "docs", "rebuild", "results"))
PACKAGE_LIST = os.path.join(REPO, "scripts", "rebuild-packages")
# The differences shown not to be defects of the plugin, with their evidence
# (report.py reads it).
SETTLED = os.path.join(REPO, "docs", "rebuild", "settled")

# alone: the compiler alone, the baseline.  default: the plugin, loaded
# the way a user would (the specs file in the maintainer's CXXFLAGS and
# LDFLAGS).  wp: the same in whole-program mode, for packages whose
# product is programs (a library's users may derive from its classes).
# final: default mode with -fsuggest-final's reports (one per link,
# merged per package), built apart from default because the suggestions'
# analysis costs link time and memory the default build is measured
# without.
VARIANTS = ["alone", "default", "wp", "final"]
GCCS = [12, 16]
# A build longer than this is stopped and counted as a failure (built
# again by the next run: TIMED_OUT).
BUILD_TIMEOUT = int(os.environ.get("TIGDEVIRT_REBUILD_TIMEOUT", 60 * 60))
# A result's status when BUILD_TIMEOUT stopped its build.
TIMED_OUT = "failed (timeout)"


def log(msg):
    print(f"[rebuild {time.strftime('%H:%M:%S')}] {msg}", flush=True)


def run(cmd, logfile=None, check=True, **kw):
    """Run CMD (a list), its output appended to LOGFILE (or inherited).
    Returns the exit status; raises on failure when CHECK."""
    if logfile:
        with open(logfile, "a") as f:
            f.write("$ " + " ".join(cmd) + "\n")
            f.flush()
            rc = subprocess.call(cmd, stdout=f, stderr=subprocess.STDOUT, **kw)
    else:
        rc = subprocess.call(cmd, **kw)
    if check and rc != 0:
        sys.exit(f"rebuild: failed ({rc}): {' '.join(cmd)}"
                 + (f" (log: {logfile})" if logfile else ""))
    return rc


def plugin_commit():
    """The plugin's version for the results: the commit of the last change
    to src/ and the specs file, and a hash of uncommitted changes there."""
    r = subprocess.run(["git", "-C", REPO, "log", "-1", "--format=%h", "--",
                        "src", "tigdevirt.specs.in"],
                       capture_output=True, text=True)
    commit = r.stdout.strip() or "unknown"
    d = subprocess.run(["git", "-C", REPO, "diff", "HEAD", "--", "src",
                        "tigdevirt.specs.in"], capture_output=True)
    if d.stdout:
        commit += "+" + hashlib.sha256(d.stdout).hexdigest()[:8]
    return commit


def write_record(root, gcc, source, record):
    """RECORD (a measurement of SOURCE's links on GCC GCC) to
    ROOT/gccN/SOURCE.json."""
    path = os.path.join(root, f"gcc{gcc}", f"{source}.json")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(record, f, indent=1, sort_keys=True)
        f.write("\n")


def load_records(root):
    """{gcc: {source: record}} of write_record's records under ROOT."""
    out = {}
    if not os.path.isdir(root):
        return out
    for d in sorted(os.listdir(root)):
        if d.startswith("gcc"):
            for f in sorted(os.listdir(os.path.join(root, d))):
                if f.endswith(".json"):
                    with open(os.path.join(root, d, f)) as fh:
                        r = json.load(fh)
                    out.setdefault(int(d[3:]), {})[r["source"]] = r
    return out
