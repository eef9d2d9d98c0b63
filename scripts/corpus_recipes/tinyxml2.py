# scripts/corpus_recipes/tinyxml2.py - the corpus recipe of tinyxml2 9.0.0:
# cmake build of the shared library and xmltest, run through ctest; no
# timed workload (xmltest takes milliseconds).

from corpus_recipes import Recipe


def build(D, src, bdir, variant, plugin, logs):
    return D.build_cmake(src, bdir, variant, plugin, logs,
                         ["-DBUILD_SHARED_LIBS=ON",
                          "-Dtinyxml2_BUILD_TESTING=ON"])


def test(D, src, bdir, variant, logs):
    return D.test_ctest(bdir, variant, logs)


RECIPE = Recipe(
    name="tinyxml2", source="tinyxml2", version="9.0.0",
    build=build, test=test, main_exe="xmltest")
