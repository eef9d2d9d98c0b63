/* gcov-iov.h - a stand-in for the header Debian's gcc-11-plugin-dev lacks
   (GCC generates it when it is built; lto-streamer.h includes gcov-io.h,
   which includes it).  It holds only the coverage format's version, which
   tigdevirt never uses: GCC 11's ("B11*").  configure adds this directory
   to the include path only when the plugin headers have no gcov-iov.h.  */
#define GCOV_VERSION ((gcov_unsigned_t)0x4231312a)
