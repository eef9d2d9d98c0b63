#include "types.h"
Writable *make_writable (int i) { if (i % 8 == 0) return new Pipe; return new File; }
