// Unit tests of the virtual-constant layout (src/vcp/vcp-layout.h), which
// needs no GCC: where values go after vtables of different lengths.
#include "../../src/vcp/vcp-layout.h"

#include <cstdio>

#include "unit-check.h"

using namespace tigdevirt;


int
main ()
{
  const uint64_t big = 1 << 20;
  // Bits go right after the longest vtable, lowest first, and pack.
  {
    vcp_layout l;
    unsigned a = l.add_vtable (24), b = l.add_vtable (40);
    CHECK (l.allocate ({ a, b }, 1, 0, big) == 40 * 8);
    CHECK (l.allocate ({ a, b }, 1, 0, big) == 40 * 8 + 1);
    CHECK (l.size_bytes (a) == 41 && l.size_bytes (b) == 41);
    CHECK (l.added_bytes (a) == 17 && l.added_bytes (b) == 1);
  }
  // A value for vtable A alone fits after A's own end, below B's.
  {
    vcp_layout l;
    unsigned a = l.add_vtable (24), b = l.add_vtable (40);
    CHECK (l.allocate ({ a }, 8, 0, big) == 24 * 8);
    CHECK (l.allocate ({ a, b }, 8, 0, big) == 40 * 8);
    // The hole in A between its first byte value and B's end is used by
    // the next value that only A needs.
    CHECK (l.allocate ({ a }, 8, 0, big) == 25 * 8);
  }
  // Alignment: a 32-bit value after 1 bit starts at the next 32-bit
  // boundary, and a later bit fills the gap.
  {
    vcp_layout l;
    unsigned a = l.add_vtable (16);
    CHECK (l.allocate ({ a }, 1, 0, big) == 128);
    CHECK (l.allocate ({ a }, 32, 0, big) == 160);
    CHECK (l.allocate ({ a }, 1, 0, big) == 129);
    CHECK (l.allocate ({ a }, 64, 0, big) == 192);
    CHECK (l.size_bytes (a) == 32);
  }
  // Values of several vtable sets do not overlap.
  {
    vcp_layout l;
    unsigned a = l.add_vtable (8), b = l.add_vtable (8), c = l.add_vtable (8);
    int64_t x = l.allocate ({ a, b }, 8, 0, big);
    int64_t y = l.allocate ({ b, c }, 8, 0, big);
    int64_t z = l.allocate ({ a, c }, 8, 0, big);
    CHECK (x == 64 && y == 72 && z == 80);
  }
  // The budget: bits one slot may add to one vtable, padding included.
  {
    vcp_layout l;
    unsigned a = l.add_vtable (8);
    CHECK (l.allocate ({ a }, 32, 7, 64) == 64);
    CHECK (l.allocate ({ a }, 32, 7, 64) == 96);
    CHECK (l.allocate ({ a }, 1, 7, 64) == -1);   // slot 7 has spent 64
    CHECK (l.allocate ({ a }, 1, 8, 64) == 128);  // slot 8 has its own
    CHECK (l.allocate ({ a }, 64, 8, 64) == -1);  // 1 + pad 63 + 64 > 64
    CHECK (l.size_bytes (a) == 17);
  }
  // A refused allocation takes nothing.
  {
    vcp_layout l;
    unsigned a = l.add_vtable (8), b = l.add_vtable (64);
    CHECK (l.allocate ({ a, b }, 8, 0, 64) == -1);  // A would grow by 456
    CHECK (l.size_bytes (a) == 8 && l.size_bytes (b) == 64);
    CHECK (l.allocate ({ b }, 8, 0, 64) == 64 * 8);
  }
  // Nothing asked, nothing given.
  {
    vcp_layout l;
    CHECK (l.allocate ({}, 8, 0, big) == -1);
  }
  if (failures)
    {
      fprintf (stderr, "vcp-layout-test: %d failures\n", failures);
      return 1;
    }
  printf ("vcp-layout-test: all passed\n");
  return 0;
}
