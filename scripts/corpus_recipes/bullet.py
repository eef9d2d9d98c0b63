# scripts/corpus_recipes/bullet.py - the corpus recipe of Bullet 3.24: the
# libraries bench/physics/bullet-driver.cc needs (BulletDynamics,
# BulletCollision, LinearMath) built from the Debian source as static
# archives of LTO objects, no demos or extras, the driver linked with them
# in one LTO link (collision shapes and algorithms, broadphase callbacks,
# the solver and constraints are virtual calls), and the gtest unit tests
# of test/ that build without the Bullet 3 and example sources.

import os
import re
import shutil
import time

from corpus_recipes import Recipe, Workload

DRIVER = "bench/physics/bullet-driver.cc"
LIBS = ["BulletDynamics", "BulletCollision", "LinearMath"]
# test/: collision (its own copies of a few BulletCollision sources) and
# BulletDynamics' kinematic character controller.  test/BulletDynamics/
# pendulum needs examples/, which the Debian (dfsg) source does not ship;
# InverseDynamics and SharedMemory are Bullet 3 (BUILD_BULLET3=OFF here).
TESTS = ["Test_Collision", "Test_btKinematicCharacterController"]


PENDULUM_NOTE = ("bullet: `SUBDIRS(pendulum)` removed from the build copy's "
                 "test/BulletDynamics/CMakeLists.txt: its only source, "
                 "examples/MultiBody/Pendulum.cpp, is not in the Debian "
                 "(dfsg) source, and cmake refuses to configure the tests "
                 "without it")


def copy_source(D, src, bdir):
    """A copy of the source in BDIR/source without the pendulum test."""
    tree = os.path.join(bdir, "source")
    shutil.copytree(src, tree, symlinks=True,
                    ignore=shutil.ignore_patterns("debian", ".pc", "docs"))
    cm = os.path.join(tree, "test", "BulletDynamics", "CMakeLists.txt")
    text = open(cm).read()
    fixed = re.sub(r"^\s*SUBDIRS\(\s*pendulum\s*\)\s*$", "", text, flags=re.M)
    if fixed != text:
        with open(cm, "w") as f:
            f.write(fixed)
        if PENDULUM_NOTE not in D.NOTES:
            D.NOTES.append(PENDULUM_NOTE)
    return tree


def build(D, src, bdir, variant, plugin, logs):
    os.makedirs(bdir)
    src = copy_source(D, src, bdir)
    if D.is_clang(variant):
        D.apply_clang_fixes("bullet", src, logs)
    D.build_cmake(src, os.path.join(bdir, "build"), variant, plugin, logs,
                  ["-DBUILD_SHARED_LIBS=OFF", "-DUSE_DOUBLE_PRECISION=OFF",
                   "-DBUILD_EXTRAS=OFF", "-DBUILD_BULLET3=OFF",
                   "-DBUILD_BULLET2_DEMOS=OFF", "-DBUILD_OPENGL3_DEMOS=OFF",
                   "-DBUILD_CPU_DEMOS=OFF", "-DBUILD_PYBULLET=OFF",
                   "-DBUILD_ENET=OFF", "-DBUILD_CLSOCKET=OFF",
                   "-DUSE_GRAPHICAL_BENCHMARK=OFF", "-DINSTALL_LIBS=OFF",
                   "-DBUILD_UNIT_TESTS=ON"],
                  targets=LIBS)
    env = D.build_env(variant, plugin, "bullet")
    D.link_program(env, bdir, logs, [os.path.join(D.REPO, DRIVER)],
                   [os.path.join(src, "src")],
                   [os.path.join(bdir, "build", "src", l, f"lib{l}.a")
                    for l in LIBS], "bullet-driver")
    for t in TESTS:
        D.build_targets(os.path.join(bdir, "build"), [t], logs, env,
                        check=False)
    return [bdir]


def built_tests(bdir):
    found = []
    for t in TESTS:
        for root, _, files in os.walk(os.path.join(bdir, "build", "test")):
            if t in files:
                found.append(t)
                break
    return found


def test(D, src, bdir, variant, logs):
    found = built_tests(bdir)
    missing = [t for t in TESTS if t not in found]
    if missing:
        with open(logs["test"], "a") as f:
            f.write(f"*** not built: {' '.join(missing)} (see the build "
                    "log)\n")
    if not found:
        return None, "no unit test built (see the build log)", 0.0
    regex = "^(" + "|".join(t + "_PASS" for t in found) + ")$"
    t0 = time.time()
    rc, _, _ = D.test_ctest(os.path.join(bdir, "build"), variant, logs,
                            extra=["-R", regex])
    what = "ctest -R " + ",".join(found)
    if missing:
        what += " (not built: " + ", ".join(missing) + ")"
    return rc, what, time.time() - t0


def checksums(out, db):
    return "; ".join(l for l in out.splitlines() if "checksum" in l)


RECIPE = Recipe(
    name="bullet", source="bullet", version="3.24",
    build=build, test=test,
    build_deps=[],
    # Ragdolls (hinge and cone-twist constraints, capsules), 12000 steps:
    # ~3.4 s with GCC alone on the 2-core machine (they never all sleep;
    # the stack and the pyramid come to rest within 1500 steps, 0.15 s).
    workloads=[Workload(
        name="bullet-driver", cmd=["./bullet-driver", "12000", "ragdolls"],
        callgrind=["./bullet-driver", "600", "ragdolls"],
        fingerprint=checksums, program="bullet-driver")],
    # Training: the box scenes (a stack and a pyramid).
    training=Workload(
        name="bullet-driver-train",
        cmd=["./bullet-driver", "1500", "pyramid"]),
    clang_optional=True, in_tree=True, main_exe="bullet-driver")
