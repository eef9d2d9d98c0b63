// A public class of a shared library: its users derive from Queue and may
// override start(), a documented hook.  The library's link has no vtable
// or node of Queue's methods (all inline, none called there by name).
struct Queue {
  virtual ~Queue() {}
  virtual void work(int) {}
  virtual void start() {}          // hook, empty by default
};
void drive(Queue *q);              // in the library
