// Classes of the suggest-final-macro_*.C program, included by both
// units: a class whose macro after the name expands to nothing is
// suggested at the link with a note at the macro, from the compile
// step's records, and no fix-it.
#include <cstdio>

#define PIPE_FINAL

namespace pipes {
struct Pipe
{
  virtual ~Pipe () {}
  virtual int read (int x) = 0;
};

template <typename T>
struct Queue PIPE_FINAL : Pipe	// { dg-warning "declaring 'pipes::Queue<int>' 'final' would make 2 polymorphic calls direct; no class in the program derives from it" }
{
  T v = 1;
  int read (int x) override;
};
// { dg-message "this macro after the name does not expand to 'final' in this build" "" { target *-*-* } 17 }

struct Plain : Pipe	// { dg-warning "declaring 'pipes::Plain' 'final' would make 1 polymorphic call direct" }
{
  int read (int x) override { return x + 5; }
};

int run_queue (Queue<int> *q, int x);
}
