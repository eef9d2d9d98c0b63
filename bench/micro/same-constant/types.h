struct Packet
{
  virtual ~Packet () {}
  virtual int header_size () const = 0;
  virtual int payload () const { return 1; }
};
struct Tcp : Packet { int header_size () const override; int payload () const override { return 3; } };
struct Udp : Packet { int header_size () const override; };
struct Icmp : Packet { int header_size () const override; };
Packet *make_packet (int i);
