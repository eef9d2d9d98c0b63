// A library that calls back an object the program hands it: the program
// never calls Listener::on_event itself.
struct Listener
{
  virtual ~Listener () {}
  virtual int on_event (int x) = 0;
};
int fire (Listener *l, int x);
