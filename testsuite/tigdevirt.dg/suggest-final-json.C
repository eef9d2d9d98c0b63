// The suggestions as data: the JSON report (suggest-final=FILE), listing
// each suggestion with its location, fix-it, calls and the calls
// themselves, and what could not be suggested, with the reason.  GCC's
// own machine-readable diagnostics carry the fix-it too:
// suggest-final-gcc-json.C and suggest-final-sarif.C.
// { dg-do compile }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final=types,methods,suggest-final-json.json" }

struct Codec
{
  virtual ~Codec () {}
  virtual int encode (int x) const { return x; }
};

struct Rle : Codec // { dg-warning "declaring 'Rle' 'final' would make 2 polymorphic calls direct" }
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

// { dg-final { scan-file suggest-final-json.json "\"suggestions\": \\\[" } }
// { dg-final { scan-file suggest-final-json.json "\"kind\": \"class\"" } }
// { dg-final { scan-file suggest-final-json.json "\"name\": \"Rle\"" } }
// { dg-final { scan-file suggest-final-json.json "\"calls\": 2" } }
// { dg-final { scan-file suggest-final-json.json "\"insert\": \" final\"" } }
// { dg-final { scan-file suggest-final-json.json "\"caller\": \"rle\\(Rle const\\*\\)\"" } }
// { dg-final { scan-file suggest-final-json.json "\"reason\": \"Lz2 overrides it\"" } }
// Every declaration this unit rules out, for tigdevirt-merge-final: Lz
// (Lz2 derives from it) is listed though no call would gain from it.
// { dg-final { scan-file suggest-final-json.json "\"blocked\": \\\[" } }
// { dg-final { scan-file suggest-final-json.json "\"reason\": \"Lz2 derives from it\"" } }
// { dg-final { scan-file suggest-final-json.json "\"keys\": \\\[\"Rle\"\\\]" } }
// { dg-final { scan-file suggest-final-json.json "\"path\": \"/\[^\"\]*suggest-final-json.C\"" } }
