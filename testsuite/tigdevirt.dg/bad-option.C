// An unknown key stops the compilation with an error naming the valid
// keys; the plugin is not initialized.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-no-such-key" }
// { dg-error "tigdevirt: unknown option '-fplugin-arg-tigdevirt-no-such-key'; valid keys are: verify, dump, analyze-only, speculate, speculation-growth, guard-cost, vcp, vcp-budget, remove-dead-methods, fix-hoisted-loads, fix-arm-alias-sets, fix-lim-paths, vptr-reuse, recursive-guards, field-pointers, order-guards, strict-vtable-pointers, guard, cutoff, whole-program-visibility, open-hierarchies, warn-dlopen, stats, note, suggest-final, suggest-final-min-calls, suggest-final-limit, suggest-final-suppress, help" "" { target *-*-* } 0 }
// { dg-error "failed to initialize plugin" "" { target *-*-* } 0 }
struct A { virtual int f (); };
int call (A *a) { return a->f (); }
