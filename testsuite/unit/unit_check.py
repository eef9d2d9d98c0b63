"""unit_check - what the Python unit tests share (the C++ ones have
unit-check.h): a check that prints PASS or FAIL and counts the failures,
the exit status they give, and loading a tool without a .py suffix as a
module.  The tests put this directory on sys.path with bytecode writing
off (the source tree may be read-only)."""

import importlib.machinery
import importlib.util
import sys

failures = 0


def check(cond, what):
    global failures
    print(("PASS: " if cond else "FAIL: ") + what)
    failures += not cond


def load_script(path, name):
    """The script at PATH (an executable without .py) as module NAME."""
    loader = importlib.machinery.SourceFileLoader(name, path)
    spec = importlib.util.spec_from_loader(name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def exit_status():
    """Exit with 1 if any check failed."""
    sys.exit(1 if failures else 0)
