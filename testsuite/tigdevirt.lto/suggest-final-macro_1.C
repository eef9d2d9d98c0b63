#include "suggest-final-macro.h"

namespace pipes {
template <typename T> int Queue<T>::read (int x) { return x + (int) v; }
template struct Queue<int>;
__attribute__ ((noipa)) int run_queue (Queue<int> *q, int x) { return q->read (x) + q->read (1); }
}
