// An unreadable or malformed suppression file is an error naming it.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final -fplugin-arg-tigdevirt-suggest-final-suppress=@SRCDIR@/suggest-final-malformed.suppress" }
// { dg-message "suggest-final-malformed.suppress:2:1: error: tigdevirt: malformed entry 'Kept::run\\(int\\)' in the suggest-final-suppress file" "" { target *-*-* } 0 }
// { dg-error "failed to initialize plugin" "" { target *-*-* } 0 }
int x;
