#include "queue.h"
#include <cstdio>
struct Impl : Queue { int n = 0; void work(int k) override { n += k; } };
Queue *volatile slot;
__attribute__((noinline)) void go() { Queue *q = slot; q->start(); q->work(2); }
int main(int argc, char **) {
  Impl *i = new Impl; Queue *j = new Queue; slot = argc > 1 ? (Queue *) i : j;
  go(); std::printf("%d\n", i->n); delete i; delete j; return 0; }
