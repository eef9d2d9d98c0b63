# pipes - the one function of Python's pipes module that Debian 12's
# sources call, for the sid chroot's Python, which no longer has the
# module (removed in Python 3.13, PEP 594): pipes.quote was shlex.quote
# under another name.  On the build's PYTHONPATH only under the +pipes
# porting setting (scripts/rebuild_lib/build.py, porting_flags).

from shlex import quote

__all__ = ["quote"]
