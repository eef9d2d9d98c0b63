// Calls through function pointers loaded from fields that only static
// initializers set (field-pointers.h): the other unit's tables of
// operations, `static const Ops plain_ops = { plain_read, plain_write }'
// and an array of one more.  The calls of main's loops are guarded with
// the functions the initializers hold (Ops::read: two, Ops::write: one);
// the results are GCC alone's.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include <cstdio>
#include "field-pointer-tables.h"

volatile int kind = 1;

int
main ()
{
  long s = 0;
  for (int k = 0; k < 2; k++)
    {
      const Ops *o = ops_for (k == 0 ? 0 : kind);
      for (long i = 0; i < 1000; i++)
	s += o->write (o->read (i + s % 7));
    }
  printf ("%ld\n", s);
  return 0;
}
// { dg-output "2510396" }
// { dg-final { scan-wpa-ipa-dump "pointer call \\d+ in main at \[^\n\]* through Ops::read: (plain_read\\(long\\) \\(1000\\) packed_read\\(long\\) \\(1000\\)|packed_read\\(long\\) \\(1000\\) plain_read\\(long\\) \\(1000\\)), other values \\(0\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "pointer call \\d+ in main at \[^\n\]* through Ops::write: plain_write\\(long\\) \\(1000\\), other values \\(0\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "field pointers: calls=2 speculative=2 guards=3" "tigdevirt" } }
