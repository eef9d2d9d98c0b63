/* open-list.cc - reading and matching the open-hierarchies file.  */

#include "gcc-compat.h"
#include "open-list.h"
#include "file-locations.h"

namespace tigdevirt {

namespace {

bool
identifier_char (char c, bool first)
{
  return c == '_' || ISALPHA (c) || (!first && ISDIGIT (c)) || c == '$';
}

} // anon namespace

/* The grammar: ["::"] component ("::" component)* ["::"], where a
   component is an identifier optionally followed by a balanced
   "<...>" template argument list.  */

const char *
malformed_entry (const std::string &line)
{
  size_t i = 0, n = line.size ();
  if (line.compare (0, 2, "::") == 0)
    i = 2;
  if (i == n)
    return "expected a class name or a namespace prefix";
  for (;;)
    {
      if (i == n || !identifier_char (line[i], true))
	return "expected an identifier";
      while (i < n && identifier_char (line[i], false))
	i++;
      if (i < n && line[i] == '<')
	{
	  int depth = 0;
	  for (; i < n; i++)
	    {
	      if (line[i] == '<')
		depth++;
	      else if (line[i] == '>' && --depth == 0)
		break;
	      else if (line[i] == '#')
		return "unbalanced '<' in a template argument list";
	    }
	  if (i == n)
	    return "unbalanced '<' in a template argument list";
	  i++;
	}
      if (i == n)
	return nullptr;
      if (line.compare (i, 2, "::") != 0)
	return ISSPACE (line[i]) ? "one name per line"
				 : "unexpected character in a class name";
      i += 2;
      if (i == n)
	return nullptr;		/* A prefix.  */
    }
}

bool
open_list::load (const std::string &name, const char *what)
{
  file = name;
  FILE *in = fopen (name.c_str (), "r");
  if (!in)
    {
      error ("tigdevirt: cannot read the %s file %qs: %m", what,
	     name.c_str ());
      return false;
    }
  std::string text;
  char buf[4096];
  size_t got;
  while ((got = fread (buf, 1, sizeof buf, in)) > 0)
    text.append (buf, got);
  bool read_error = ferror (in);
  fclose (in);
  if (read_error)
    {
      error ("tigdevirt: error reading the %s file %qs: %m", what,
	     name.c_str ());
      return false;
    }
  if (text.find ('\0') != std::string::npos)
    {
      error ("tigdevirt: the %s file %qs is not a text file", what,
	     name.c_str ());
      return false;
    }
  bool ok = true;
  size_t pos = 0;
  for (unsigned lineno = 1; pos < text.size (); lineno++)
    {
      size_t eol = text.find ('\n', pos);
      if (eol == std::string::npos)
	eol = text.size ();
      std::string raw = text.substr (pos, eol - pos);
      pos = eol + 1;
      std::string line = raw.substr (0, raw.find ('#'));
      size_t b = line.find_first_not_of (" \t\r");
      if (b == std::string::npos)
	continue;
      size_t e = line.find_last_not_of (" \t\r");
      line = line.substr (b, e - b + 1);
      if (const char *why = malformed_entry (line))
	{
	  location_t loc = file_location (name, lineno, b + 1);
	  error_at (loc, "tigdevirt: malformed entry %qs in the "
		    "%s file: %s", line.c_str (), what, _(why));
	  ok = false;
	  continue;
	}
      if (line.compare (0, 2, "::") == 0)
	line.erase (0, 2);
      bool prefix = line.size () >= 2
		    && line.compare (line.size () - 2, 2, "::") == 0;
      entries.push_back ({ line, prefix, lineno });
    }
  return ok;
}

std::string
open_list::match (const std::string &type_name) const
{
  for (const entry &e : entries)
    {
      bool hit;
      if (e.prefix)
	hit = type_name.compare (0, e.text.size (), e.text) == 0;
      else
	hit = type_name == e.text
	      || (type_name.size () > e.text.size ()
		  && type_name.compare (0, e.text.size (), e.text) == 0
		  && type_name[e.text.size ()] == '<');
      if (hit)
	return file + ":" + std::to_string (e.line) + ": " + e.text;
    }
  return std::string ();
}

} // namespace tigdevirt
