// The program of dispatch-hoist-dse_0.C without the repair of hoisted
// loads: GCC 16's PRE hoists the two arms' loads of `field' in run_2 into
// one typed as F2C4 (as GCC 12 did), and the program's g_sum is wrong:
// 4628, where -O0 gives 4416.  If a GCC 16 release fixes this, the test
// fails: then the repair can go for it (src/compat/gcc-bugs.h).  One
// partition, in every option set: with -flto-partition=max run_2 and
// local_2 are compiled apart and the wrong store is not deleted.  The
// repair of the arms' alias sets is off too: it gives the arms' loads
// base set = reference set before PRE, and so hides this bug as well.
// { dg-do run }
// { dg-require-gcc 16 16 }
// { dg-options "-std=c++17 -fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-fix-hoisted-loads=0 -fplugin-arg-tigdevirt-fix-arm-alias-sets=0 -flto-partition=one -DDISPATCH_PRINT" }
#include "dispatch-hoist-dse_0.C"
// { dg-output "^13536457791926595521 4628\n" }
