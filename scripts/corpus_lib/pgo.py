# scripts/corpus_lib/pgo.py - the profile-guided variants: one instrumented
# build per package, one run of the recipe's training workload, then
# gcc-pgo, plugin-pgo and plugin-wp-pgo read the same profile (every profile
# build is made in one directory and then moved to its own:
# move_profile_build); the GCC 16 ones (gcc16-pgo, plugin16-pgo,
# plugin16-wp-pgo) read their own, from a GCC 16 instrumented build
# (PGO_TRAIN16), as GCC reads only its own version's profiles.

import glob
import os
import re
import shutil
import time

from .common import (
    BUILD_DIR, DRIVER, LOG_DIR, PGO_TRAIN, RECIPES, REPO, WORK, log
)
from .timing import time_once
from .variants import pgo_profile_dir, profile_build_dir, run_env
from .wrappers import link_log


def move_profile_build(pkg, variant):
    """PKG's profile build moves to BUILD_DIR/PKG/VARIANT, the outputs
    named in its link log with it."""
    src, dst = profile_build_dir(pkg), os.path.join(BUILD_DIR, pkg, variant)
    shutil.rmtree(dst, ignore_errors=True)
    if os.path.exists(src):
        os.rename(src, dst)
    try:
        text = open(link_log(pkg, variant)).read()
    except OSError:
        return
    with open(link_log(pkg, variant), "w") as f:
        f.write(text.replace(src + os.sep, dst + os.sep))


PGO_WARNINGS = re.compile(r"\[-W(missing-profile|coverage-mismatch)\]")


def pgo_train(pkg, src, train=PGO_TRAIN):
    """Build PKG with -fprofile-generate (TRAIN: PGO_TRAIN, or PGO_TRAIN16
    with GCC 16) and run the recipe's training workload once in it; the
    .gcda files land in pgo_profile_dir(PKG, TRAIN).  Returns a result like
    the variants' (build, build_s) plus train_s, train_cmd and gcda (number
    of profile files)."""
    R = RECIPES[pkg]
    bdir = profile_build_dir(pkg)
    prof = pgo_profile_dir(pkg, train)
    for d in (bdir, prof, os.path.join(BUILD_DIR, pkg, train)):
        shutil.rmtree(d, ignore_errors=True)
    try:
        return pgo_train_in(pkg, src, R, bdir, prof, train)
    finally:
        move_profile_build(pkg, train)


def pgo_train_in(pkg, src, R, bdir, prof, train):
    logs = {k: os.path.join(LOG_DIR, f"{pkg}-{train}-{k}.log")
            for k in ("build", "test")}
    for f in list(logs.values()) + [link_log(pkg, train)]:
        open(f, "w").close()
    cmd = R.training.cmd
    r = {"build": "not run", "build_s": 0.0, "train_s": 0.0, "gcda": 0,
         "train_cmd": " ".join(cmd).replace("{db}", "$TMP")
         .replace("{src}", "$SRC").replace("{bdir}", ".")}
    log(f"{pkg} [{train}]: instrumented build in "
        f"{os.path.relpath(bdir, REPO)} (then moved to {train}/)")
    t0 = time.time()
    try:
        R.build(DRIVER, src, bdir, train, None, logs)
    except RuntimeError as e:
        r["build"] = "FAIL"
        r["build_s"] = time.time() - t0
        log(f"{pkg} [{train}]: BUILD FAILED: {e}")
        return r
    r["build_s"] = time.time() - t0
    # Profiles of configure's and cmake's test programs are not wanted.
    shutil.rmtree(prof, ignore_errors=True)
    env = dict(os.environ, LC_ALL="C")
    if R.training.ld_path:
        env["LD_LIBRARY_PATH"] = bdir
    env = run_env(train, env)       # GCC 16: the chroot's RUNPATH dirs
    log(f"{pkg} [{train}]: training run `{r['train_cmd']}`")
    try:
        dt, out, _ = time_once(cmd, bdir, env,
                               os.path.join(WORK, "timing-tmp", train),
                               src)
    except RuntimeError as e:
        r["build"] = "FAIL (training run)"
        with open(logs["test"], "a") as f:
            f.write(str(e) + "\n")
        log(f"{pkg} [{train}]: training run FAILED: {e}")
        return r
    with open(logs["test"], "a") as f:
        f.write(f"$ {r['train_cmd']}\n{out}\n({dt:.1f} s)\n")
    r["train_s"] = dt
    r["gcda"] = len(glob.glob(os.path.join(prof, "**", "*.gcda"),
                              recursive=True))
    r["build"] = "ok" if r["gcda"] else "FAIL (no profile written)"
    log(f"{pkg} [{train}]: trained in {dt:.1f}s, {r['gcda']} .gcda files")
    return r


def pgo_warnings(pkg, variant):
    """{warning option: count} of the profile warnings in a PGO build's
    log (functions without profile, profiles that do not fit)."""
    out = {}
    try:
        text = open(os.path.join(LOG_DIR, f"{pkg}-{variant}-build.log"),
                    errors="replace").read()
    except OSError:
        return out
    for m in PGO_WARNINGS.finditer(text):
        out[m.group(1)] = out.get(m.group(1), 0) + 1
    return out
