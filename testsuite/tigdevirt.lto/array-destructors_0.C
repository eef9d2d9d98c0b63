// The program of array-types_0.C: the loop that destroys an automatic
// array walks a pointer over its elements, and GCC 11 to 13 make those
// destructor calls virtual; they are the element class's, and become
// direct.  From GCC 14 the front end calls the elements' destructors
// directly itself (array-types_0.C checks walked has no indirect call on
// every version).
// { dg-do run }
// { dg-require-gcc 11 13 }
// { dg-options "-fplugin-arg-tigdevirt-dump" }
#include "array-types_0.C"
// { dg-final { scan-wpa-ipa-dump "caller=walked\\(int\\) otr=Plain token=1 context=\\\[outer=Plain offset=0 in-construction=no derived=no\\\] complete 1: Plain::~Plain\\(\\) \\\[complete\\\] array=Plain calls=0" "tigdevirt" } }
