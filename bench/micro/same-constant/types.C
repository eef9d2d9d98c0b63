#include "types.h"
int Tcp::header_size () const { return 20; }
int Udp::header_size () const { return 20; }
int Icmp::header_size () const { return 20; }
Packet *
make_packet (int i)
{
  if (i % 3 == 0) return new Tcp;
  if (i % 3 == 1) return new Udp;
  return new Icmp;
}
