# scripts/rebuild_lib/packages.py - the packages of the rebuild, read from
# scripts/rebuild-packages: one per line, "SOURCE PRODUCT WHY...", where
# PRODUCT says what the package's users get, "library" (a shared library
# that exports its classes: whole-program mode does not apply) or
# "programs" (whole-program mode is built too), and WHY is the shape of
# C++ it brings.  Words after PRODUCT that start with '+' name porting
# settings the package needs with GCC 13 and later besides every
# package's (build.porting_flags: "+cxx17", "+gnu17", "+no-doxygen",
# "+pipes", "+with=PACKAGE").  '#' starts a comment.

import re

from .common import PACKAGE_LIST


# The porting settings a package may ask for (build.porting_flags).
PACKAGE_PORTING = ("cxx17", "gnu17", "no-doxygen", "pipes")


def known_porting(word):
    """Is WORD (a +NAME without its '+') a porting setting?  with=PACKAGE
    names one sid package to install with the build dependencies."""
    if word.startswith("with="):
        return bool(re.fullmatch(r"[a-z0-9][a-z0-9.+-]+", word[5:]))
    return word in PACKAGE_PORTING


class Package:
    def __init__(self, source, product, why, porting=()):
        self.source = source
        self.product = product
        self.why = why
        self.porting = tuple(porting)

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
            porting = []
            while len(words) == 3 and words[2].startswith("+"):
                more = words[2].split(None, 1)
                porting.append(more[0][1:])
                words[2:] = more[1:]
            if len(words) < 3 or words[1] not in ("library", "programs"):
                raise SystemExit(f"{path}:{n}: want 'SOURCE library|programs "
                                 f"[+PORTING...] WHY', got {line!r}")
            unknown = [w for w in porting if not known_porting(w)]
            if unknown:
                raise SystemExit(f"{path}:{n}: unknown porting setting "
                                 f"+{unknown[0]} (known: "
                                 f"{', '.join(PACKAGE_PORTING)}, with=PACKAGE)")
            if words[0] in out:
                raise SystemExit(f"{path}:{n}: {words[0]} is listed twice")
            out[words[0]] = Package(*words, porting=porting)
    return out
