// Whole-program mode with an open list naming a class (Tool) and a
// namespace prefix (plugins::): those stay open, the rest is closed.
// { dg-do run }
// { dg-options "-flto -fplugin-arg-tigdevirt-dump -fplugin-arg-tigdevirt-whole-program-visibility -fplugin-arg-tigdevirt-open-hierarchies=@SRCDIR@/tools.open -fplugin-arg-tigdevirt-stats=open-list-stats.json" }
#include <cstdio>
struct Tool
{
  virtual ~Tool () {}
  virtual const char *name () const { return "tool"; }
};
namespace plugins {
struct Hook
{
  virtual ~Hook () {}
  virtual int run () const { return 1; }
};
}
struct Local
{
  virtual ~Local () {}
  virtual int id () const { return 9; }
};
__attribute__ ((noinline)) const char *tool_name (const Tool *t) { return t->name (); }
// An object whose type nothing proves: only openness decides for Tool.
__attribute__ ((noipa)) const Tool *hide (const Tool *t) { return t; }
__attribute__ ((noinline)) int hook_run (const plugins::Hook *h) { return h->run (); }
__attribute__ ((noinline)) int local_id (const Local *l) { return l->id (); }
int
main ()
{
  Tool t;
  plugins::Hook h;
  Local l;
  printf ("%s %d %d\n", tool_name (hide (&t)), hook_run (&h), local_id (&l));
  return 0;
}
// { dg-output "tool 1 9" }
// { dg-final { scan-wpa-ipa-dump "hierarchy Tool: open \\(listed in \[^\n\]*tools.open:4: Tool\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "hierarchy plugins::Hook: open \\(listed in \[^\n\]*tools.open:3: plugins::\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "hierarchy Local: closed \\(whole-program visibility\\)" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "decision \\d+ full Local::id\\(\\) const" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump-not "decision \\d+ full Tool::name" "tigdevirt" } }
// { dg-final { scan-json open-list-stats.json hierarchies {{"closed": 1, "open": 2, "partly_closed": 0, "open_by_dynamic_exports": 0}} } }
