// Each malformed line of the open list is an error at FILE:LINE (checked
// with dg-message: dg-error wants the location in the test file); the
// compilation stops before any pass runs (no ICE, no half-read list).
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-open-hierarchies=@SRCDIR@/malformed.open" }
// { dg-message "malformed.open:2:1: error: tigdevirt: malformed entry 'bad name' in the open-hierarchies file: one name per line" "" { target *-*-* } 0 }
// { dg-message "malformed.open:3:1: error: tigdevirt: malformed entry '::' in the open-hierarchies file: expected a class name or a namespace prefix" "" { target *-*-* } 0 }
// { dg-message "malformed.open:4:1: error: tigdevirt: malformed entry 'ns::Foo<int' in the open-hierarchies file: unbalanced '<'" "" { target *-*-* } 0 }
// { dg-message "malformed.open:5:1: error: tigdevirt: malformed entry 'x:::y' in the open-hierarchies file: expected an identifier" "" { target *-*-* } 0 }
// { dg-error "failed to initialize plugin" "" { target *-*-* } 0 }
// { dg-prune-output "^ +\[0-9\]+ \\| |^ +\\| " }
struct A { virtual int f (); };
int call (A *a) { return a->f (); }
