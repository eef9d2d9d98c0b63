// What is not shown: a class below the threshold
// (suggest-final-min-calls), a class and a method named in the
// suppression file, a class inside `#pragma GCC diagnostic ignored
// "-Wsuggest-final-types"'; and past the limit, one summary line.
// Silencing a class does not silence its methods: Kept::run is
// suggested since Kept is not, and Quiet::run (over the limit) is
// counted in the summary.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final -fplugin-arg-tigdevirt-suggest-final-min-calls=2 -fplugin-arg-tigdevirt-suggest-final-limit=2 -fplugin-arg-tigdevirt-suggest-final-suppress=@SRCDIR@/suggest-final.suppress -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-stats=suggest-final-filters.json" }

struct Task
{
  virtual ~Task () {}
  virtual int run (int) = 0;
  virtual int cost () { return 1; }
};

struct Rare : Task	// { dg-bogus "declaring 'Rare'" "below the threshold" }
{
  int run (int x) override { return x; }
};

struct Kept : Task	// { dg-bogus "declaring 'Kept'" "in the suppression file" }
{
  int run (int x) override { return x + 1; }	// { dg-warning "declaring 'Kept::run\\(int\\)' 'final' would make 3 polymorphic calls direct" }
  int cost () override { return 2; }	// { dg-bogus "declaring 'Kept::cost" "in the suppression file" }
};

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsuggest-final-types"
struct Quiet : Task	// { dg-bogus "declaring 'Quiet'" "pragma" }
{
  int run (int x) override { return x + 2; }
};
#pragma GCC diagnostic pop

struct Loud : Task	// { dg-warning "declaring 'Loud' 'final' would make 4 polymorphic calls direct" }
{
  int run (int x) override { return x + 3; }
};

struct Later : Task	// { dg-bogus "declaring 'Later'" "over the limit" }
{
  int run (int x) override { return x + 4; }
};

struct Last : Task	// { dg-bogus "declaring 'Last'" "over the limit" }
{
  int run (int x) override { return x + 5; }
};

int rare (Rare *t) { return t->run (1); }
int kept (Kept *t) { return t->run (1) + t->run (2) + t->run (3) + t->cost (); }
int quiet (Quiet *t) { return t->run (1) + t->run (2); }
int loud (Loud *t) { return t->run (1) + t->run (2) + t->run (3) + t->run (4); }
int later (Later *t) { return t->run (1) + t->run (2); }
int last (Last *t) { return t->run (1) + t->run (2); }

// { dg-message "3 more 'final' suggestions, 6 calls in all \\('-fplugin-arg-tigdevirt-suggest-final-limit=0' shows them\\)" "" { target *-*-* } 0 }
// { dg-final { scan-ipa-dump "suggest-final-hidden class Rare calls=1\[^\n\]*: below the threshold" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final-hidden class Kept calls=4\[^\n\]*: suppressed by \[^\n\]*suggest-final.suppress:2: Kept" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final-hidden method Kept::cost\\(\\) calls=1\[^\n\]*: below the threshold" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final-hidden class Quiet calls=2\[^\n\]*: ignored by #pragma GCC diagnostic" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final-hidden class Last calls=2\[^\n\]*: over the limit" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final-hidden class Later calls=2\[^\n\]*: over the limit" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final-hidden method Quiet::run\\(int\\) calls=2\[^\n\]*: over the limit" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final-hidden method Loud::run\\(int\\) calls=4\[^\n\]*: replaced by the suggestion for Loud" "tigdevirt" } }
// The statistics count the hidden ones by kind (reasons.def), whatever the
// text that names the replacing class or the suppressing entry.
// { dg-final { scan-json suggest-final-filters.json final_suggestions.hidden {{"below the threshold": 3, "ignored by #pragma GCC diagnostic": 1, "over the limit": 3, "replaced by a class suggestion": 3, "suppression file": 1}} } }
