// Without LTO: an anonymous-namespace hierarchy is closed by C++ rules, so
// the compiler of this one translation unit applies virtual constant
// propagation itself (the vtables grow at compile time).
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-tigdevirt-dump -fopt-info-ipa-optimized" }
#include <cstdio>

namespace {
enum Color { Red, Green, Blue };
struct Light
{
  virtual ~Light () {}
  virtual Color color () const { return Red; }
  virtual bool shows (Color c) const { return c == Red; }
};
struct Go : Light
{
  Color color () const override { return Green; }
  bool shows (Color c) const override { return c == Green; }
};
struct Wait : Light
{
  Color color () const override { return Blue; }
  bool shows (Color c) const override { return c != Green; }
};
}

__attribute__ ((noinline)) int
survey (Light **v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i]->color () + 4 * v[i]->shows (Blue); // { dg-message "optimized: virtual-const-prop \\(8 bits\\): call in survey" }
  // { dg-message "optimized: unique-return: call in survey\\(\\(anonymous namespace\\)::Light\\*\\*, int\\) becomes a comparison of the vptr: vptr == _ZTVN12_GLOBAL__N_14WaitE\\+16 \\? 1 : 0" "" { target *-*-* } .-1 }
  return s;
}

int
main (int argc, char **)
{
  Light *v[6];
  for (int i = 0; i < 6; i++)
    v[i] = (i + argc) % 3 == 0 ? new Light : (i + argc) % 3 == 1 ? (Light *) new Go : new Wait;
  printf ("%d\n", survey (v, 6));
  return 0;
}
// { dg-output "14" }
// { dg-prune-output "optimized: " }
// color () differs for each class: stored; shows (Blue) is true for Wait
// only: a comparison of the vptr.
// { dg-final { scan-ipa-dump "virtual constants: uniform-return=0 unique-return=1 virtual-const-prop=1 vtables-grown=3 " "tigdevirt" } }
// { dg-final { scan-tree-dump-times "virtual-const-prop: call at line 33 " 1 "tigdevirt_vcp2" } }
// { dg-final { scan-tree-dump-times "unique-return: call at line 33 " 1 "tigdevirt_vcp2" } }
