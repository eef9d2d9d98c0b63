// field-contained_0.C in a compile without -flto, by default: the unit is
// all the plugin sees, and it defines every member of the classes and
// every method their objects reach, so Keeper's objects reach no code
// outside it and Keeper::run's calls are direct; Giver's, Peeked's,
// Rebuilt's and Lender's objects escape as there (the program checks
// that Rebuilt::run calls Ci::area once morph built one).
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-dump -fopt-info-optimized" }
#include "../tigdevirt.lto/field-contained_1.C"
#include "../tigdevirt.lto/field-contained_0.C"
// { dg-output "855 90 10 14 14 42 84 1 24 4(\n|\r\n|\r)" }
// { dg-message "devirtualizing call in Keeper::run\\(int\\) const to Sq::area\\(int\\) const: the object is a Sq \\(loaded from a field only the link's code can name \\(private, protected, or of a class local to its unit\\), every store to which stores one\\), and no code outside the link reaches the field's objects to build another in their storage" "" { target *-*-* } 0 }
// { dg-prune-output "optimized: " }
// { dg-final { scan-ipa-dump "caller=Keeper::run\\(int\\) const otr=Shape token=0 context=\\\[outer=Sq offset=0 in-construction=no derived=no\\\] complete 1: Sq::area\\(int\\) const field=Sq calls=" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: Sq from every store to the field it was loaded from, across calls by the C\\+\\+ object-lifetime rule \\(no code outside the link reaches the field's objects" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: Leaker from every store to the field it was loaded from not used: \[^\n\]*Leaker::area\\(int\\) const, a method its objects reach, may pass its object to other code" "tigdevirt" } }
// { dg-final { scan-ipa-dump "types \\d+: Sq from every store to the field it was loaded from not used: \[^\n\]*a pointer to its objects escapes \\(in Rebuilt::morph\\(\\), it is passed to another function\\)" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "caller=Rebuilt::run\\(int\\) const \[^\n\]*derived=no" "tigdevirt" } }
