#include "member-call-vbase.h"

__attribute__ ((noinline)) int use_d (const D *d, int x) { return d->caller (x); }
__attribute__ ((noinline)) int use_m (const M *m, int x) { return m->caller (x); }
