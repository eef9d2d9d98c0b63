/* final-fixit.cc - a small C++ token reader over source lines, enough to
   walk a class head or a method declarator (final-fixit.h).  */

#include "final-fixit.h"

#include <cstring>

namespace tigdevirt {

namespace {

/* An identifier's characters, in ASCII as C++ spells keywords (not
   <cctype>: inside the plugin GCC's headers, which come first, forbid
   it).  */

bool
ident_start (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

bool
ident_char (char c)
{
  return ident_start (c) || (c >= '0' && c <= '9');
}

struct token
{
  std::string text;	/* "" at the end of the input.  */
  text_pos start, last;	/* First and last character.  */
  bool ident = false;
};

/* Declarators rarely span more lines than this; beyond it, give up.  */
const unsigned max_lines = 40;

class lexer
{
public:
  lexer (source_text &src, text_pos from) : src (src), pos (from)
  {
    first_line = from.line;
    have = src.line (pos.line, text);
  }

  token
  next ()
  {
    token t;
    if (!skip_space ())
      return t;
    t.start = pos;
    char c = cur ();
    if (ident_start (c))
      {
	t.ident = true;
	while (pos.column <= text.size ()
	       && ident_char (cur ()))
	  t.text += text[pos.column++ - 1];
      }
    else
      {
	static const char *const two[] = { "::", "->", "&&", "[[", "]]" };
	for (const char *p : two)
	  if (text.compare (pos.column - 1, 2, p) == 0)
	    t.text = p;
	if (t.text.empty ())
	  t.text = c;
	pos.column += t.text.size ();
      }
    t.last = { t.start.line, pos.column - 1 };
    return t;
  }

  token
  peek ()
  {
    text_pos saved = pos;
    std::string saved_text = text;
    bool saved_have = have;
    token t = next ();
    pos = saved;
    text = saved_text;
    have = saved_have;
    return t;
  }

private:
  char cur () const { return text[pos.column - 1]; }

  bool
  next_line ()
  {
    pos.line++;
    pos.column = 1;
    if (pos.line > first_line + max_lines)
      have = false;
    else
      have = src.line (pos.line, text);
    return have;
  }

  /* Skip blanks, newlines and comments; false at the end of input.  A
     preprocessor directive inside a declarator is not understood.  */
  bool
  skip_space ()
  {
    while (have)
      {
	if (pos.column > text.size ())
	  {
	    if (!next_line ())
	      return false;
	    size_t first = text.find_first_not_of (" \t");
	    if (first != std::string::npos && text[first] == '#')
	      return have = false;
	    continue;
	  }
	char c = cur ();
	if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v')
	  pos.column++;
	else if (text.compare (pos.column - 1, 2, "//") == 0)
	  pos.column = text.size () + 1;
	else if (text.compare (pos.column - 1, 2, "/*") == 0)
	  {
	    pos.column += 2;
	    for (;;)
	      {
		size_t end = text.find ("*/", pos.column - 1);
		if (end != std::string::npos)
		  {
		    pos.column = end + 3;
		    break;
		  }
		if (!next_line ())
		  return false;
	      }
	  }
	else
	  return true;
      }
    return false;
  }

  source_text &src;
  text_pos pos;
  unsigned first_line;
  std::string text;
  bool have;
};

/* Having read OPEN, read up to its matching CLOSE; the closing token, or
   an empty one.  String and character literals are not expected in the
   places we skip (parameter lists may hold default arguments: a quote
   there makes us give up).  */

token
skip_balanced (lexer &lx, const char *open, const char *close)
{
  int depth = 1;
  for (;;)
    {
      token t = lx.next ();
      if (t.text.empty () || t.text == "\"" || t.text == "'"
	  || t.text == ";" || t.text == "{")
	return token ();
      if (t.text == open)
	depth++;
      else if (t.text == close && --depth == 0)
	return t;
    }
}

bool
is (const token &t, const char *s)
{
  return t.text == s;
}

bool
one_of (const token &t, std::initializer_list<const char *> words)
{
  for (const char *w : words)
    if (t.text == w)
      return true;
  return false;
}

} // anon namespace

fixit_result
class_final_point (source_text &src, text_pos name,
		   const std::string &expected, text_pos &after)
{
  lexer lx (src, name);
  token t = lx.next ();
  if (!t.ident || t.text != expected || t.start.column != name.column)
    return fixit_result::not_understood;
  token last = t;
  if (is (lx.peek (), "<"))
    {
      lx.next ();
      last = skip_balanced (lx, "<", ">");
      if (last.text.empty ())
	return fixit_result::not_understood;
    }
  token n = lx.peek ();
  if (is (n, "final"))
    return fixit_result::already_final;
  if (n.ident)
    {
      /* Only a macro can stand there (a class-virt-specifier's place).  */
      lx.next ();
      token then = lx.peek ();
      if (!is (then, ":") && !is (then, "{"))
	return fixit_result::not_understood;
      after = n.start;
      return fixit_result::macro_after_name;
    }
  if (!is (n, ":") && !is (n, "{"))
    return fixit_result::not_understood;
  after = last.last;
  return fixit_result::found;
}

fixit_result
method_final_point (source_text &src, text_pos name,
		    const std::string &expected, text_pos &after)
{
  lexer lx (src, name);
  token t = lx.next ();
  if (t.text.empty () || t.start.column != name.column)
    return fixit_result::not_understood;
  std::string got = t.text;
  if (is (t, "~"))
    {
      token id = lx.next ();
      if (!id.ident)
	return fixit_result::not_understood;
      got += id.text;
    }
  else if (is (t, "operator"))
    {
      /* The operator itself: "()" or the tokens up to the parameter
	 list.  */
      token o = lx.next ();
      if (is (o, "("))
	{
	  if (!is (lx.next (), ")"))
	    return fixit_result::not_understood;
	  got += "()";
	}
      else
	{
	  got += o.text;
	  while (!is (lx.peek (), "("))
	    {
	      token more = lx.next ();
	      if (more.text.empty () || is (more, ";") || is (more, "{"))
		return fixit_result::not_understood;
	      got += more.text;
	    }
	}
      /* "operator bool" reads as "operatorbool": compare without
	 blanks.  */
      std::string want;
      for (char c : expected)
	if (c != ' ')
	  want += c;
      if (!expected.empty () && got != want)
	return fixit_result::not_understood;
      got = expected;
    }
  else if (!t.ident)
    return fixit_result::not_understood;
  if (!expected.empty () && got != expected)
    return fixit_result::not_understood;

  if (!is (lx.next (), "("))
    return fixit_result::not_understood;
  token last = skip_balanced (lx, "(", ")");
  if (last.text.empty ())
    return fixit_result::not_understood;

  for (;;)
    {
      token n = lx.peek ();
      if (is (n, "final"))
	return fixit_result::already_final;
      if (one_of (n, { ";", "{", "=", "try", "requires" }))
	break;
      if (one_of (n, { "const", "volatile", "override", "&", "&&",
		       "transaction_safe", "transaction_safe_dynamic" }))
	last = lx.next ();
      else if (one_of (n, { "noexcept", "throw", "__attribute__",
			    "__attribute", "__declspec" }))
	{
	  last = lx.next ();
	  if (is (lx.peek (), "("))
	    {
	      lx.next ();
	      last = skip_balanced (lx, "(", ")");
	      if (last.text.empty ())
		return fixit_result::not_understood;
	    }
	}
      else if (is (n, "[["))
	{
	  lx.next ();
	  last = skip_balanced (lx, "[[", "]]");
	  if (last.text.empty ())
	    return fixit_result::not_understood;
	}
      else if (is (n, "->"))
	{
	  /* A trailing return type: names, scopes, template arguments,
	     pointers and references, up to a virt-specifier or the end.  */
	  last = lx.next ();
	  for (;;)
	    {
	      token r = lx.peek ();
	      if (r.text.empty ())
		return fixit_result::not_understood;
	      if (one_of (r, { ";", "{", "=", "override", "final", "try",
			       "noexcept", "requires" }))
		break;
	      last = lx.next ();
	      if (is (r, "<"))
		last = skip_balanced (lx, "<", ">");
	      else if (is (r, "("))
		last = skip_balanced (lx, "(", ")");
	      else if (!r.ident
		       && !one_of (r, { "::", "*", "&", "&&", ">" }))
		return fixit_result::not_understood;
	      if (last.text.empty ())
		return fixit_result::not_understood;
	    }
	}
      else
	return fixit_result::not_understood;
    }
  after = last.last;
  return fixit_result::found;
}

} // namespace tigdevirt
