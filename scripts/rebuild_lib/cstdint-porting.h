/* Included first in every C++ compile of a GCC 13+ rebuild of a Debian 12
   source (scripts/rebuild_lib/build.py, porting_flags): GCC 13's libstdc++
   no longer includes <cstdint> through its other headers, and sources
   written for GCC 12 name uint8_t without including it.  <cstdint> is a
   C++11 header (an #error before C++11): older dialects get <stdint.h>,
   which gives the unqualified names.  */
#if defined __cplusplus && __cplusplus >= 201103L
#include <cstdint>
#else
#include <stdint.h>
#endif
