# scripts/corpus_recipes/povray.py - the corpus recipe of POV-Ray 3.7.0.10:
# autotools build of a copy of the Debian source with Debian's configure
# flags (system boost, libpng, libjpeg, libtiff, zlib, OpenEXR, SDL), its
# `make check` (a render of scenes/advanced/biscuit.pov), and a render of
# POV-Ray's own benchmark scene as the timed workload, whose image must be
# byte-identical in every variant.  Ray-object intersection, textures,
# patterns and the render's scene objects go through virtual calls.

import glob
import hashlib
import os
import shutil
import time

from corpus_recipes import Recipe, Workload

SCENES = "distribution/scenes"


def build(D, src, bdir, variant, plugin, logs):
    env = D.build_env(variant, plugin, "povray")
    shutil.copytree(src, bdir, symlinks=True,
                    ignore=shutil.ignore_patterns("debian", ".pc"))
    if D.is_clang(variant):
        D.apply_clang_fixes("povray", bdir, logs)
    # What debian/rules does before configure: the system's autoconf
    # archive macros instead of the bundled copies, and the bundled
    # libraries (libpng, zlib, ...) out of the way.
    # (A GCC 16 build runs autoconf in the sid chroot: the macros must be
    # there.)
    root = D.sid_root() if D.is_gcc16(variant) else ""
    cfg = os.path.join(bdir, "unix", "config")
    for m4 in glob.glob(os.path.join(cfg, "*.m4")):
        sys_m4 = os.path.join("/usr/share/aclocal", os.path.basename(m4))
        if not os.path.islink(m4) and os.path.isfile(root + sys_m4):
            os.rename(m4, m4 + ".dist")
            os.symlink(sys_m4, m4)
    lib = os.path.join(bdir, "libraries")
    if os.path.isdir(lib):
        os.rename(lib, lib + ".donotuse")
    D.run(["./prebuild.sh"], logs["build"], cwd=os.path.join(bdir, "unix"),
          env=env)
    D.run(["./configure", "--disable-optimiz", "--disable-strip",
           "--with-boost-thread=boost_thread",
           "COMPILED_BY=scripts/corpus (tigdevirt)",
           f"CXXFLAGS={env['CXXFLAGS']}", f"CFLAGS={env['CFLAGS']}",
           f"LDFLAGS={env['LDFLAGS']}"], logs["build"], cwd=bdir, env=env)
    D.remove_dumps(bdir)                 # configure's conftest links
    D.run(["make", f"-j{D.JOBS}"], logs["build"], cwd=bdir, env=env)
    return [bdir]


# What `make check' runs once `all' is up to date (the top Makefile's
# check rule, in the build copy where top_srcdir is `.').
CHECK = ["./unix/povray", "+i./scenes/advanced/biscuit.pov", "-f", "-d",
         "-p", "+v", "+w320", "+h240", "+a0.3", "+L./include"]


def test(D, src, bdir, variant, logs):
    env = D.run_env(variant, dict(os.environ,
                                  HOME=os.path.join(bdir, "test-home")))
    os.makedirs(env["HOME"], exist_ok=True)
    t0 = time.time()
    if D.is_gcc16(variant):
        # A GCC 16 build's dependency files name the sid chroot's headers,
        # which this machine lacks, so `make check' here would remake the
        # objects (with a g++-16 it has not): run the check's render
        # directly, on this machine like the others.
        rc = D.run(CHECK, logs["test"], cwd=bdir, env=env, timeout=900,
                   check=False)
        return rc, "make check's render of biscuit.pov, run directly", \
            time.time() - t0
    rc = D.run(["make", "check"], logs["test"], cwd=bdir, env=env,
               timeout=900, check=False)
    return rc, "make check (renders biscuit.pov)", time.time() - t0


def test_summary(D, logfile):
    try:
        text = open(logfile, errors="replace").read()
    except OSError:
        return ""
    return "rendered" if "POV-Ray finished" in text else ""


def image_sha256(out, db):
    """sha256 of the rendered image: a PPM's size, depth and pixels.  The
    header's comment lines are left out: they hold the render date and the
    compiler's name."""
    data = open(os.path.join(db, "out.ppm"), "rb").read()
    pos, fields = 0, []
    while len(fields) < 4:               # P6, width, height, maxval
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        end = pos
        while end < len(data) and not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    pixels = data[pos + 1:]
    h = hashlib.sha256(b" ".join(fields) + b"\n" + pixels).hexdigest()
    return (f"{fields[1].decode()}x{fields[2].decode()} image, pixels "
            f"sha256 {h[:16]}")


def render(scene, w, h, out="{db}/out.ppm"):
    """A non-interactive render of SCENE (relative to distribution/scenes
    of the build's copy) at W x H, one render thread, into a PPM."""
    return ["./unix/povray", f"+I{SCENES}/{scene}",
            "+Ldistribution/include", f"+L{SCENES}/{os.path.dirname(scene)}",
            f"+W{w}", f"+H{h}", "-D", "-P", "+FP", f"+O{out}", "+WT1"]


RECIPE = Recipe(
    name="povray", source="povray", version="3.7.0.10",
    build=build, test=test, test_summary=test_summary,
    build_deps=["libboost-thread-dev", "libboost-date-time-dev",
                "libpng-dev", "libjpeg-dev", "libtiff-dev", "zlib1g-dev",
                "libopenexr-dev", "libsdl1.2-dev", "autoconf", "automake"],
    # Debian's Build-Depends (bookworm's povray), for the GCC 16 builds in
    # the sid chroot.
    sid_deps=["autoconf-archive", "libpng-dev", "zlib1g-dev", "libx11-dev",
              "libxt-dev", "libice-dev", "libjpeg-dev", "libtiff-dev",
              "pkgconf", "libboost-thread-dev", "libboost-date-time-dev",
              "libopenexr-dev", "libsdl1.2-dev", "libxpm-dev"],
    # POV-Ray's own benchmark scene (media, photons, isosurfaces, CSG,
    # patterns), small: ~8 s of CPU with GCC alone on the 2-core machine
    # (its photon pass uses 4 threads whatever +WT says).
    workloads=[Workload(
        name="povray-benchmark",
        cmd=render("advanced/benchmark/benchmark.pov", 128, 96),
        callgrind=render("advanced/benchmark/benchmark.pov", 32, 24),
        fingerprint=image_sha256, program="unix/povray")],
    # Training: another scene (glass chess pieces: refraction, CSG), ~1.5 s.
    training=Workload(
        name="povray-train", cmd=render("advanced/chess2.pov", 160, 120)),
    clang_optional=True, in_tree=True, main_exe="unix/povray")
