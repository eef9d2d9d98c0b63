# scripts/corpus_recipes/kyotocabinet.py - the corpus recipe of kyotocabinet
# 1.2.79: autotools build of a copy of the tree (libkyotocabinet.so and the
# command-line tools), its full `make check`, kcpolytest as the timed
# workload, and the Clang source fix it needs.

import os
import shutil
import time

from corpus_recipes import Recipe, Workload

# kyotocabinet's full `make check` (check-util ... check-langc).
CHECK_TARGET = os.environ.get("CORPUS_KC_CHECK", "check")
CHECK_TIMEOUT = int(os.environ.get("CORPUS_KC_CHECK_TIMEOUT", "1500"))


def build(D, src, bdir, variant, plugin, logs):
    env = D.build_env(variant, plugin, "kyotocabinet")
    shutil.copytree(src, bdir, symlinks=True,
                    ignore=shutil.ignore_patterns("debian", ".pc"))
    if D.is_clang(variant):
        D.apply_clang_fixes("kyotocabinet", bdir, logs)
    D.run(["./configure", "--prefix=/usr"], logs["build"], cwd=bdir, env=env)
    D.remove_dumps(bdir)                 # configure's conftest links
    # $(AR) (for the unused static libkyotocabinet.a) is make's default
    # variable, so the environment's AR overrides it.
    D.run(["make", f"-j{D.JOBS}"], logs["build"], cwd=bdir, env=env)
    return [bdir]


def test(D, src, bdir, variant, logs):
    env = dict(os.environ, LC_ALL="C")
    t0 = time.time()
    rc = D.run(["make", CHECK_TARGET], logs["test"], cwd=bdir, env=env,
               timeout=CHECK_TIMEOUT, check=False)
    return rc, f"make {CHECK_TARGET}", time.time() - t0


RECIPE = Recipe(
    name="kyotocabinet", source="kyotocabinet", version="1.2.79",
    build=build, test=test,
    build_deps=["zlib1g-dev", "liblzma-dev", "liblzo2-dev"],
    sid_deps=["zlib1g-dev", "liblzma-dev", "liblzo2-dev"],
    # Timing: `kcpolytest order -set ... 300000` takes only 0.15 s; the full
    # `order` workload -- set, get, iterate, remove -- with 2M records takes
    # ~2 s.  The callgrind run is the same workload, smaller.
    workloads=[Workload(
        name="kcpolytest",
        cmd=["./kcpolytest", "order", "{db}/casket.kch", "2000000"],
        ld_path=True,
        callgrind=["./kcpolytest", "order", "{db}/casket.kch", "200000"],
        # The database code is the library's: its indirect calls count.
        program="kcpolytest", libs=["libkyotocabinet.so"])],
    # Training for the profile-guided variants: a B+ tree database (.kct)
    # instead of the timed hash database, fewer records.
    training=Workload(
        name="kcpolytest-train",
        cmd=["./kcpolytest", "order", "{db}/casket.kct", "300000"],
        ld_path=True),
    # kyotocabinet's SpinLock uses __sync_bool_compare_and_swap(&opq_, 0, 1)
    # on a `void *`; GCC converts the int 1 to a pointer, Clang rejects it
    # ("cannot initialize a parameter of type 'void *' with an rvalue of
    # type 'int'").  The explicit casts are what GCC does implicitly.
    clang_fixes=[
        ("kcthread.cc",
         "__sync_bool_compare_and_swap(&opq_, 0, 1)",
         "__sync_bool_compare_and_swap(&opq_, (void*)0, (void*)1)",
         "Clang rejects the int-to-`void *` conversion GCC accepts"),
    ],
    in_tree=True, main_exe="kcpolytest")
