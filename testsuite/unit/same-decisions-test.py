#!/usr/bin/env python3
"""Unit test of scripts/same-decisions' comparison of two plugins'
statistics (stats_differ; no GCC needed): a counter only the newer plugin
writes differs only where it counts something."""

import importlib.machinery
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # the source tree may be read-only
sys.path.insert(0, HERE)
from unit_check import check, exit_status  # noqa: E402

path = os.path.join(HERE, "..", "..", "scripts", "same-decisions")
loader = importlib.machinery.SourceFileLoader("same_decisions", path)
spec = importlib.util.spec_from_loader("same_decisions", loader)
sd = importlib.util.module_from_spec(spec)
loader.exec_module(sd)

old = {"calls": 12, "speculation": {"guards": 3, "cut": 0}}
check(sd.stats_differ(old, dict(old)) == [], "the same statistics: no difference")
check(sd.stats_differ(old, dict(old, field_pointers={"calls": 0, "guards": 0})) == [],
      "a new key counting nothing (0s in a dict): no difference")
check(sd.stats_differ(old, dict(old, lists=[0, 0])) == [],
      "a new key holding a list of 0s: no difference")
check(sd.stats_differ(old, dict(old, field_pointers={"calls": 1, "guards": 0}))
      == ["field_pointers"], "a new key counting something differs")
check(sd.stats_differ(dict(old, flag=False), old) == ["flag"],
      "a key only the old one writes, a boolean: differs (not a count)")
check(sd.stats_differ(old, dict(old, calls=13)) == ["calls"],
      "a changed count differs")
check(sd.stats_differ({"a": 0}, {"a": None}) == ["a"],
      "0 and null in the same key differ")

exit_status()
