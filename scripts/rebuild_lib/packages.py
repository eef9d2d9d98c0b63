# scripts/rebuild_lib/packages.py - the packages of the rebuild, read from
# scripts/rebuild-packages: one per line, "SOURCE PRODUCT WHY...", where
# PRODUCT says what the package's users get, "library" (a shared library
# that exports its classes: whole-program mode does not apply) or
# "programs" (whole-program mode is built too), and WHY is the shape of
# C++ it brings.  '#' starts a comment.

from .common import PACKAGE_LIST


class Package:
    def __init__(self, source, product, why):
        self.source = source
        self.product = product
        self.why = why

    def variants(self):
        """The variants the package is built in."""
        return ["alone", "default"] + (["wp"] if self.product == "programs"
                                       else []) + ["final"]


def load(path=PACKAGE_LIST):
    """{source: Package} in the list's order; a malformed line is an
    error naming it."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            words = line.split(None, 2)
            if len(words) < 3 or words[1] not in ("library", "programs"):
                raise SystemExit(f"{path}:{n}: want 'SOURCE library|programs "
                                 f"WHY', got {line!r}")
            if words[0] in out:
                raise SystemExit(f"{path}:{n}: {words[0]} is listed twice")
            out[words[0]] = Package(*words)
    return out
