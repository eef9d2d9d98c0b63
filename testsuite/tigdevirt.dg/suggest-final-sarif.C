// GCC's SARIF diagnostics (-fdiagnostics-format=sarif-stderr, from GCC
// 13) carry the warning for Rle and its fix-it (an insertion after the
// name, line 14).
// { dg-do compile }
// { dg-require-gcc 13 }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final=types -fdiagnostics-format=sarif-stderr" }

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

// The whole output is one SARIF log.
// { dg-regexp "^\\\{(?=.*\"ruleId\": \"-Wsuggest-final-types\")(?=.*declaring .Rle. .final. would make 2 polymorphic calls direct)(?=.*\"fixes\":.*\"deletedRegion\": \\\{\"startLine\": 14,\\s*\"startColumn\": 11,\\s*\"endColumn\": 11\\\},\\s*\"insertedContent\": \\\{\"text\": \" final\"\\\}).*\\\}\n?" }
