// Virtual calls on objects the standard library's wrappers hold (see
// std-wrappers.h), by default: the variant's and the optionals' calls are
// guarded with both classes, std::function's invoker with the one
// function the program stores, and every partition mode prints GCC
// alone's output.
// { dg-do run }
// { dg-options "-std=gnu++17 -fplugin-arg-tigdevirt-dump" }
// { dg-output "err:Err\r?\nio:IoErr\r?\nio:NetErr\r?\nnone\r?\nre:NetErr\r?\n638402 52919" }
#include "std-wrappers-main.h"
// { dg-final { scan-wpa-ipa-dump-times "decision \\d+ speculative Mul::apply\\(int\\) const, Add::apply\\(int\\) const " 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ speculative std::_Function_handler<int \\(int\\), std::_Bind<\[^\n\]*>::_M_invoke" "tigdevirt" } }
