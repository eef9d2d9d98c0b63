// An open list that cannot be read is an error naming the file.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-open-hierarchies=no-such-dir/open.txt" }
// { dg-error "tigdevirt: cannot read the open-hierarchies file 'no-such-dir/open.txt': No such file or directory" "" { target *-*-* } 0 }
// { dg-error "failed to initialize plugin" "" { target *-*-* } 0 }
struct A { virtual int f (); };
int call (A *a) { return a->f (); }
