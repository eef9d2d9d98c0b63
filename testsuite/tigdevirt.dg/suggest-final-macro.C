// A macro between a class's name and its base clause or body can only
// expand to `final' or to nothing (zeromq declares `class io_thread_t
// ZMQ_FINAL : ...', and its autotools build, which never detects C++11,
// leaves ZMQ_FINAL empty: 29 of the 32 class suggestions of Debian's
// build).
// Where it leaves the class not final, the class is suggested with a
// note at the macro and no fix-it (a second `final' would not compile
// where the macro is `final'); where it expands to `final', nothing.  A
// class without the macro keeps its fix-it.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final -fdiagnostics-parseable-fixits -fplugin-arg-tigdevirt-dump" }
#include <cstdio>

#define MAYBE_FINAL
#define REALLY_FINAL final

struct Shape
{
  virtual ~Shape () {}
  virtual int area () const = 0;
};

struct Square MAYBE_FINAL : Shape // { dg-warning "declaring 'Square' 'final' would make 1 polymorphic call direct" }
{
  int area () const override { return 9; }
};
// { dg-message "this macro after the name does not expand to 'final' in this build" "" { target *-*-* } 23 }

template <typename T>
struct Box
  MAYBE_FINAL	// { dg-message "this macro after the name does not expand to 'final' in this build" }
{		// Its warning is at the name, the line before.
  virtual ~Box () {}
  virtual int area () const { return 2; }
};
// { dg-warning "declaring 'Box<int>' 'final' would make 1 polymorphic call direct" "" { target *-*-* } 30 }

struct Circle REALLY_FINAL : Shape // { dg-bogus "declaring 'Circle'" }
{
  int area () const override { return 3; }
};

struct Plain : Shape	// { dg-warning "declaring 'Plain' 'final' would make 1 polymorphic call direct" }
{
  int area () const override { return 4; }
};

__attribute__ ((noipa)) int sq (Square *s) { return s->area (); }
__attribute__ ((noipa)) int bx (Box<int> *b) { return b->area (); }
__attribute__ ((noipa)) int ci (Circle *c) { return c->area (); }
__attribute__ ((noipa)) int pl (Plain *p) { return p->area (); }

int
main ()
{
  Square s;
  Box<int> b;
  Circle c;
  Plain p;
  std::printf ("%d %d %d %d\n", sq (&s), bx (&b), ci (&c), pl (&p));
  return 0;
}

// { dg-output "9 2 3 4" }
// The one fix-it is Plain's; any other would be an excess message.
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final-macro.C\":\\\{43:13-43:13\\\}:\" final\"\n" }
// { dg-final { scan-ipa-dump "suggest-final class Square calls=1 weight=\[0-9.\]* macro\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final class Box<int> calls=1 weight=\[0-9.\]* macro\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump "suggest-final class Plain calls=1 weight=\[0-9.\]* fixit\n" "tigdevirt" } }
// { dg-final { scan-ipa-dump-not "suggest-final class Circle" "tigdevirt" } }
