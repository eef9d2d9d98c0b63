/* final-fixit.h - where `final' goes in a class head or a method
   declaration, read from the source text.

   Pure text scanning, no GCC headers (unit-tested on its own by make
   check).  GCC keeps only the location of a declaration's name, so the
   place to insert `final' is found by reading the tokens after it:
     class:  after the name (and the template arguments of a
             specialization), before the base clause or the body:
               struct Circle final : Shape {
     method: after the parameter list, cv- and ref-qualifiers, noexcept,
             attributes, a trailing return type and `override', before
             `;', `{', `= 0'/`= default' or `try':
               int area () const override final;
   Anything the scanner does not understand (a macro in the declarator, a
   name that is not the one expected) gives no insertion point: a wrong
   fix-it is worse than none.  One macro is named instead: a lone
   identifier between a class's name and its base clause or body can only
   be a macro that expands to `final' or to nothing (`class ypipe_t
   ZMQ_FINAL : ...', zeromq's, empty where its build did not detect
   C++11), so where the class is not final, that macro is the place to
   fix.  Lines and columns are 1-based, columns in
   bytes, as in GCC's locations.  */

#ifndef TIGDEVIRT_FINAL_FIXIT_H
#define TIGDEVIRT_FINAL_FIXIT_H

#include <string>

namespace tigdevirt {

struct text_pos
{
  unsigned line = 0;
  unsigned column = 0;
};

/* The source file's lines, 1-based; false past the end.  */
class source_text
{
public:
  virtual bool line (unsigned n, std::string &text) = 0;
  virtual ~source_text () {}
};

enum class fixit_result
{
  found,	/* `final' goes right after AFTER.  */
  already_final,
  /* A class head: an identifier that starts at AFTER stands between the
     name and the base clause or body, a macro (see above).  */
  macro_after_name,
  not_understood
};

/* NAME is where the class name starts; EXPECTED its identifier (the
   unqualified name, without template arguments).  On success AFTER is
   the last character `final' must follow; for macro_after_name, the
   macro's first character.  */
fixit_result class_final_point (source_text &src, text_pos name,
				const std::string &expected,
				text_pos &after);

/* NAME is where the method's name starts (for a destructor, the `~');
   EXPECTED its identifier ("f", "~C", "operator()"; "" skips the
   check).  */
fixit_result method_final_point (source_text &src, text_pos name,
				 const std::string &expected,
				 text_pos &after);

} // namespace tigdevirt

#endif
