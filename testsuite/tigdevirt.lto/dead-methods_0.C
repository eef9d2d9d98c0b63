// Dead virtual methods in a hierarchy closed by hidden visibility
// (dead-methods.h): of the methods reached through a pointer to member
// function (also one cast to another member-function type), from the
// constructor and destructor of a derived class, through a secondary
// base, on typeid- and dynamic_cast-selected objects, and by a direct
// call, none is removed; Shape::never, which nothing reaches, is, with its
// slot in every vtable; the hierarchy with a virtual base is left alone.
// The program prints what it prints at -O0.
// { dg-do run }
// { dg-options "-fvisibility=hidden -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized" }
#include "dead-methods-body.h"
// { dg-output "widget 4332 88" }
// { dg-prune-output "optimized: " }
// { dg-final { scan-wpa-ipa-dump "dead-method Shape::never\\(\\) const hierarchy=Shape slots=3 thunks=0 size=\\d+ \\(closed: hidden visibility\\)\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-times "dead-method " 1 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "dead methods: removed=1 thunks=0 slots-cleared=3 " "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "dead-methods kept 2: a pointer to member function names its slot\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "dead-methods kept 1: called directly\n" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "dead-methods hierarchies-kept 1: virtual inheritance\n" "tigdevirt" } }
// { dg-final { defined-symbol-not "Shape::never() const" } }
// { dg-final { defined-symbol "Shape::by_pointer() const" } }
