/* final-report.h - what the files of -fsuggest-final's report share
   (final-suggestions.h): one suggestion per declaration, and the
   reporter that makes, ranks and prints them.

     final-suggestions.cc  what is suggested: the calls `final' would make
                           direct, grouped by the class or method
                           declaration that would gain them, and why a
                           declaration cannot be final;
     final-ranking.cc      how they are weighed, filtered, merged (a class
                           suggestion replaces its methods') and ranked;
     final-output.cc       how they are printed: the warnings and their
                           fix-its, the dump, the JSON report.
   Internal to those files.  */

#ifndef TIGDEVIRT_FINAL_REPORT_H
#define TIGDEVIRT_FINAL_REPORT_H

#include "final-suggestions.h"
#include "declaration-sites.h"
#include "reasons.h"

namespace tigdevirt {
namespace final_report {

/* Declarations are told apart by where their name is
   (source_position_of); one GCC knows no location for by its tree.  */
typedef source_position position;

position class_position (const poly_type *t);
position method_position (tree fn);

struct suggestion
{
  bool is_class;
  std::string name;		/* The first class's or method's name.  */
  std::vector<std::string> specializations;
  std::vector<const poly_type *> classes;
  std::vector<tree> methods;
  declaration_site site;
  std::vector<unsigned> calls;	/* Indexes into final_advisor::calls.  */
  double weight = 0;
  bool measured = false;
  /* Why it is not made (a class derives, code outside may derive...),
     or why it is not shown (threshold, file, pragma, limit).  */
  std::string rejected;
  std::string hidden;
  reason hidden_why = reason::none;	/* HIDDEN's kind.  */
  /* The class suggestion that replaces this method suggestion.  */
  const suggestion *covered_by = nullptr;
};

/* "ns::Box<int>::get(int) const" -> "ns::Box::get": the form the
   suppression file names methods by.  */
std::string plain_name (const std::string &name);

/* Why a class derived from T (or T itself) may exist outside the
   program, or "".  */
std::string outside_derivation (const hierarchy_closure &closure,
				const type_graph &g, const poly_type *t,
				bool with_derived);

/* Is F a member function of a class (what a final method can be)?  Not
   a local alias GCC made for a thunk's target (`*.LTHUNK5': a method's
   type, a namespace's context).  */
bool class_method_p (tree f);

/* Why method F cannot be declared final: a class overrides it, or its
   slots cannot be read to tell.  "" if it can.  NOT_HERE, if given, is
   set when the reason is only that this program has no vtable with F
   (which says nothing about other programs).  */
std::string overridden (const type_graph &g, tree f,
			bool *not_here = nullptr);

/* GCC's ipa-devirt warns next, from its own (weaker) analysis, about the
   same declarations: leave the warnings of our kinds to us.  */
void silence_gcc_own ();

class reporter
{
public:
  reporter (const type_graph &g, const hierarchy_closure &closure,
	    const std::vector<final_advisor::gained_call> &calls,
	    declaration_table &decls)
    : g (g), closure (closure), calls (calls), decls (decls) {}

  std::vector<suggestion> all;

  /* What is suggested (final-suggestions.cc): one suggestion per
     declaration of a class or method that gains calls, with why it
     cannot be made.  */
  void add_classes (const std::map<poly_type *, std::vector<unsigned>> &);
  void add_methods (const std::map<tree, std::vector<unsigned>> &);

  /* Ranked and merged (final-ranking.cc).  Sum each suggestion's calls
     and weights; a class suggestion replaces its methods' when it gains
     all their calls; the user's reasons not to show one; most valuable
     first.  */
  void weigh ();
  void cover ();
  void filter ();
  std::vector<suggestion *> ranked ();

  /* Printed (final-output.cc).  */
  bool warn (const suggestion &s);
  void dump (FILE *f, const std::vector<suggestion *> &order) const;
  void write_json (const std::string &file,
		   const std::vector<suggestion *> &order) const;
  json::array *blocked_json () const;

private:
  /* One suggestion per declaration position of BY's keys, with their
     calls; the index of each position's suggestion in ALL.  */
  template <typename K, typename P, typename N>
  std::map<position, unsigned>
  group (const std::map<K, std::vector<unsigned>> &by, bool is_class,
	 P position_of_key, N name_of_key);

  const type_graph &g;
  const hierarchy_closure &closure;
  const std::vector<final_advisor::gained_call> &calls;
  /* Where the classes and methods are declared (declaration-sites.h).  */
  declaration_table &decls;
};

} // namespace final_report
} // namespace tigdevirt

#endif
