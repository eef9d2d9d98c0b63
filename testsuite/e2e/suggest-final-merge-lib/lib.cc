#include "queue.h"
void drive(Queue *q) { q->start(); q->work(1); }
