"""built_plugin.py - where `scripts/build --gcc N` puts the plugin it
builds for GCC N.  scripts/build alone knows (`--print-path`); bench/run
and scripts/corpus ask it through here rather than write the path again."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def built_plugin_path(gcc):
    """The plugin path of scripts/build --gcc GCC (nothing is built); an
    unsupported version ends the run with scripts/build's message."""
    r = subprocess.run(
        [os.path.join(ROOT, "scripts", "build"), "--gcc", str(gcc), "--print-path"],
        stdout=subprocess.PIPE, text=True)
    if r.returncode:
        sys.exit(r.returncode)
    return r.stdout.strip()
