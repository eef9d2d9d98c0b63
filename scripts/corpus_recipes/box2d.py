# scripts/corpus_recipes/box2d.py - the corpus recipe of Box2D 2.4.1: the
# library built from the Debian source as a static archive of LTO objects,
# bench/physics/box2d-driver.cc linked with it in one LTO link (Box2D's
# shapes, contacts, joints and listeners are virtual calls in every step),
# and box2d's own doctest unit tests.

import os
import re
import time

from corpus_recipes import Recipe, Workload

DRIVER = "bench/physics/box2d-driver.cc"


def build(D, src, bdir, variant, plugin, logs):
    D.build_cmake(src, bdir, variant, plugin, logs,
                  ["-DBUILD_SHARED_LIBS=OFF", "-DBOX2D_BUILD_UNIT_TESTS=ON",
                   "-DBOX2D_BUILD_TESTBED=OFF", "-DBOX2D_BUILD_DOCS=OFF"],
                  targets=["box2d"])
    env = D.build_env(variant, plugin, "box2d")
    D.link_program(env, bdir, logs, [os.path.join(D.REPO, DRIVER)],
                   [os.path.join(src, "include")],
                   [os.path.join(bdir, "bin", "libbox2d.a")], "box2d-driver")
    # The unit tests are the package's own; a build that cannot compile
    # them is reported by test(), not as a failed build.
    D.build_targets(bdir, ["unit_test"], logs, env, check=False)
    return [bdir]


def test(D, src, bdir, variant, logs):
    exe = os.path.join(bdir, "bin", "unit_test")
    if not os.path.exists(exe):
        with open(logs["test"], "a") as f:
            f.write("*** unit_test did not build: see the build log\n")
        return None, "unit_test did not build (see the build log)", 0.0
    t0 = time.time()
    rc = D.run([exe], logs["test"], cwd=os.path.dirname(exe),
               env=D.run_env(variant), timeout=600, check=False)
    return rc, "unit_test (doctest)", time.time() - t0


def test_summary(D, logfile):
    try:
        text = open(logfile).read()
    except OSError:
        return ""
    m = re.findall(r"test cases:\s*(\d+)\s*\|\s*(\d+) passed\s*\|\s*(\d+) "
                   r"failed", text)
    if not m:
        return ""
    total, passed, failed = m[-1]
    return f"{passed}/{total} test cases passed" + (
        f", {failed} failed" if int(failed) else "")


def checksums(out, db):
    """The driver's checksum lines (scene, bodies, contacts, checksum)."""
    return "; ".join(l for l in out.splitlines() if "checksum" in l)


RECIPE = Recipe(
    name="box2d", source="box2d", version="2.4.1",
    build=build, test=test, test_summary=test_summary,
    build_deps=[],
    # The unit tests use the system's doctest (Build-Depends).
    sid_deps=["doctest-dev"],
    # The mixed scene (every shape type, chains, revolute and prismatic
    # joints, a contact listener), 1500 steps: ~2.5 s with GCC alone on the
    # 2-core machine (16 s for 3000 steps at a load average of 10).
    workloads=[Workload(
        name="box2d-driver", cmd=["./box2d-driver", "1500", "mixed"],
        callgrind=["./box2d-driver", "100", "mixed"],
        fingerprint=checksums, program="box2d-driver")],
    # Training: another scene, the motor-driven tumbler (boxes and circles
    # heaped in a rotating box).
    training=Workload(
        name="box2d-driver-train", cmd=["./box2d-driver", "600", "tumbler"]),
    clang_optional=True, main_exe="box2d-driver")
