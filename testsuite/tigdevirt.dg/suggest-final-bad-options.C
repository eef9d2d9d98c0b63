// Bad values of the suggest-final options are errors naming the option.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final=types,,methods -fplugin-arg-tigdevirt-suggest-final-limit=many -fplugin-arg-tigdevirt-suggest-final-min-calls=-1" }
// { dg-error "option 'suggest-final' takes a list of 'types', 'methods' and a report file name, separated by commas \\(got 'types,,methods'\\)" "" { target *-*-* } 0 }
// { dg-error "option 'suggest-final-limit' needs a whole number \\(got 'many'\\)" "" { target *-*-* } 0 }
// { dg-error "option 'suggest-final-min-calls' needs a whole number \\(got '-1'\\)" "" { target *-*-* } 0 }
// { dg-error "failed to initialize plugin" "" { target *-*-* } 0 }
int x;
