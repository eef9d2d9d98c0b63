// unit-check.h - the CHECK macro of the unit tests: report a failed
// condition with its line and count it; main returns failures != 0.
#ifndef TIGDEVIRT_UNIT_CHECK_H
#define TIGDEVIRT_UNIT_CHECK_H

#include <cstdio>

static int failures;

#define CHECK(cond)							\
  do {									\
    if (!(cond))							\
      {									\
	fprintf (stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, \
		 #cond);						\
	failures++;							\
      }									\
  } while (0)

#endif
