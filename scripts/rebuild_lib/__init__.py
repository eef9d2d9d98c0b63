# scripts/rebuild_lib - the parts of scripts/rebuild, one concept per
# module: common (paths, log, run), packages (the list), sources (Debian
# sources and build dependencies), wrapper (the compiler wrapper that
# times links), logs (what a build log says: tests, diagnostics), build
# (one build of one package in one variant), report (the tables).
