// GCC's JSON diagnostics (-fdiagnostics-format=json) carry the warning
// for Rle and its fix-it.  GCC 14 spreads the JSON over several lines and
// GCC 16 removed the format (SARIF remains: suggest-final-sarif.C); the
// order of the keys differs between versions.
// { dg-do compile }
// { dg-require-gcc 11 15 }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final=types -fdiagnostics-format=json" }

struct Codec
{
  virtual ~Codec () {}
  virtual int encode (int x) const { return x; }
};

struct Rle : Codec
{
  int encode (int x) const override { return 2 * x; }
};

struct Lz : Codec
{
  int encode (int x) const override { return 3 * x; }
};

struct Lz2 : Lz
{
  int encode (int x) const override { return 4 * x; }
};

int rle (const Rle *c) { return c->encode (1) + c->encode (2); }
int lz (const Lz *c) { return c->encode (1); }

// The whole output is one JSON array.
// { dg-regexp "^\\\[(?=.*\"kind\": \"warning\")(?=.*\"message\": \"declaring .Rle. .final. would make 2 polymorphic calls direct)(?=.*\"line\": 15)(?=.*\"string\": \" final\").*\\\]\n" }
