// Unit tests of the `final' insertion scanner (src/final/final-fixit.h),
// which needs no GCC: where `final' goes in class heads and method
// declarators, and where the scanner must give up.
#include "../../src/final/final-fixit.h"

#include <cstdio>

#include "unit-check.h"
#include <sstream>
#include <vector>

using namespace tigdevirt;


class text : public source_text
{
public:
  explicit text (const std::string &s)
  {
    std::istringstream in (s);
    std::string l;
    while (std::getline (in, l))
      lines.push_back (l);
  }
  bool
  line (unsigned n, std::string &out) override
  {
    if (n == 0 || n > lines.size ())
      return false;
    out = lines[n - 1];
    return true;
  }
  /* Position of the first occurrence of WHAT at or after line LINE.  */
  text_pos
  find (const std::string &what, unsigned from = 1) const
  {
    for (unsigned i = from; i <= lines.size (); i++)
      {
	size_t c = lines[i - 1].find (what);
	if (c != std::string::npos)
	  return { i, unsigned (c + 1) };
      }
    return {};
  }
  /* The text with " final" inserted after AT.  */
  std::string
  insert (text_pos at) const
  {
    std::string out;
    for (unsigned i = 1; i <= lines.size (); i++)
      {
	std::string l = lines[i - 1];
	if (i == at.line)
	  l.insert (at.column, " final");
	out += l + "\n";
      }
    return out;
  }
  std::vector<std::string> lines;
};

static std::string
class_fix (const std::string &src, const std::string &name,
	   fixit_result want = fixit_result::found)
{
  text t (src);
  text_pos at;
  fixit_result r = class_final_point (t, t.find (name), name, at);
  CHECK (r == want);
  return r == fixit_result::found ? t.insert (at) : "";
}

static std::string
method_fix (const std::string &src, const std::string &at_text,
	    const std::string &name,
	    fixit_result want = fixit_result::found, unsigned from = 1)
{
  text t (src);
  text_pos at;
  fixit_result r = method_final_point (t, t.find (at_text, from), name, at);
  CHECK (r == want);
  return r == fixit_result::found ? t.insert (at) : "";
}

int
main ()
{
  // Class heads.
  CHECK (class_fix ("struct Circle : Shape {\n", "Circle")
	 == "struct Circle final : Shape {\n");
  CHECK (class_fix ("class Codec\n  : public Base\n{\n", "Codec")
	 == "class Codec final\n  : public Base\n{\n");
  CHECK (class_fix ("struct Leaf{};\n", "Leaf") == "struct Leaf final{};\n");
  CHECK (class_fix ("template <>\nstruct Box<int, Pair<a, b>> : Base {\n",
		    "Box")
	 == "template <>\nstruct Box<int, Pair<a, b>> final : Base {\n");
  CHECK (class_fix ("struct /* c */ Leaf /* x */ : B {\n", "Leaf")
	 == "struct /* c */ Leaf final /* x */ : B {\n");
  class_fix ("struct Leaf final : B {\n", "Leaf",
	     fixit_result::already_final);
  // Not a class head: a declaration, a macro, the wrong name.
  class_fix ("struct Leaf;\n", "Leaf", fixit_result::not_understood);
  // A macro after the name (zeromq's `class io_thread_t ZMQ_FINAL :'):
  // named, at its first character, never a fix-it.
  {
    text t ("template <typename T> class ypipe_t ZMQ_FINAL : public B<T>\n");
    text_pos at;
    CHECK (class_final_point (t, t.find ("ypipe_t"), "ypipe_t", at)
	   == fixit_result::macro_after_name);
    CHECK (at.line == 1 && at.column == t.find ("ZMQ_FINAL").column);
  }
  class_fix ("struct Leaf\n  LEAF_FINAL\n{\n", "Leaf",
	     fixit_result::macro_after_name);
  class_fix ("struct Box<int> BOX_FINAL : B {\n", "Box",
	     fixit_result::macro_after_name);
  class_fix ("struct Leaf __attribute__ ((aligned (8))) : B {\n", "Leaf",
	     fixit_result::not_understood);
  class_fix ("struct Leaf ONE TWO : B {\n", "Leaf",
	     fixit_result::not_understood);
  class_fix ("struct Leaf FINAL_OF (x) : B {\n", "Leaf",
	     fixit_result::not_understood);
  class_fix ("struct Other : B {\n", "Leaf", fixit_result::not_understood);

  // Methods.
  CHECK (method_fix ("  int area () const override;\n", "area", "area")
	 == "  int area () const override final;\n");
  CHECK (method_fix ("  virtual void run() { go (); }\n", "run", "run")
	 == "  virtual void run() final { go (); }\n");
  CHECK (method_fix ("  void f (int a,\n         int b)\n    noexcept (true)"
		     " override\n  {\n", "f (", "f")
	 == "  void f (int a,\n         int b)\n    noexcept (true) override"
	    " final\n  {\n");
  CHECK (method_fix ("  ~Leaf () override = default;\n", "~Leaf", "~Leaf")
	 == "  ~Leaf () override final = default;\n");
  CHECK (method_fix ("  int operator() (int x) const override;\n",
		     "operator", "operator()")
	 == "  int operator() (int x) const override final;\n");
  CHECK (method_fix ("  bool operator== (const B &) const;\n", "operator",
		     "operator==")
	 == "  bool operator== (const B &) const final;\n");
  CHECK (method_fix ("  auto get () const -> std::vector<int> override;\n",
		     "get", "get")
	 == "  auto get () const -> std::vector<int> override final;\n");
  CHECK (method_fix ("  void g () & [[gnu::cold]] __attribute__ ((used));\n",
		     "g ", "g")
	 == "  void g () & [[gnu::cold]] __attribute__ ((used)) final;\n");
  CHECK (method_fix ("  void h () // comment ; {\n    override;\n", "h ", "h")
	 == "  void h () // comment ; {\n    override final;\n");
  CHECK (method_fix ("  virtual int v () = 0;\n", "v ", "v")
	 == "  virtual int v () final = 0;\n");
  method_fix ("  void f () override final;\n", "f ", "f",
	      fixit_result::already_final);
  method_fix ("  void f () OVERRIDE;\n", "f ", "f",
	      fixit_result::not_understood);
  method_fix ("  void f (const char *s = \")\");\n", "f ", "f",
	      fixit_result::not_understood);
  method_fix ("  void f () override;\n", "f ", "g",
	      fixit_result::not_understood);
  method_fix ("  void f (\n#if X\n  int\n#endif\n  );\n", "f ", "f",
	      fixit_result::not_understood);

  if (failures)
    fprintf (stderr, "final-fixit-test: %d failures\n", failures);
  return failures ? 1 : 0;
}
