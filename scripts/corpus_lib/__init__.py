# scripts/corpus_lib - the parts of scripts/corpus, one concept per module
# (each says what it holds at its top); the driver scripts/corpus keeps the
# command line and the main flow.  The package itself is what the recipes
# of scripts/corpus_recipes/ get as D (common.DRIVER): the names imported
# here are their interface (docs/corpus.md, *Recipes*).

from .common import JOBS, NOTES, REPO, is_clang, is_gcc16, run, sid_root
from .variants import build_env, run_env
from .builds import (apply_clang_fixes, build_cmake, build_targets,
                     link_program, remove_dumps, test_ctest)

__all__ = ["JOBS", "NOTES", "REPO", "is_clang", "is_gcc16", "run",
           "sid_root", "build_env", "run_env", "apply_clang_fixes",
           "build_cmake", "build_targets", "link_program", "remove_dumps",
           "test_ctest"]
