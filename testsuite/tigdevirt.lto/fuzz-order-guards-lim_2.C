#include "fuzz-order-guards-lim.h"
unsigned long g_sum;
__attribute__((noinline)) unsigned opaque(unsigned x) { asm volatile("" : "+r"(x)); return x; }
unsigned long F0C0::f0_k1() const { return (unsigned long)(465792590689ul); }
unsigned F0C0::f0_probe0() const { return 54u; }
unsigned long F1C0::f1_k1() const { return (unsigned long)(1099511627776ul); }
void F1C0::f1_mu1(unsigned x) { f1_field = f1_field * 1 + x; v1_0 += 8; g_sum += (f1_field ^ v1_0) & 255; }
void F1C0::f1_mu2(unsigned x) { f1_field = f1_field * 1 + x; v1_0 += 3; g_sum += (f1_field ^ v1_0) & 255; }
unsigned F1C0::f1_kc1(unsigned a, unsigned b) const { return (a * 5u + b) ^ 18u; }
unsigned long F1C0::f1_k3() const { return (unsigned long)(367518896621ul); }
unsigned long F0C3::f0_k1() const { return (unsigned long)(0ul); }
unsigned char F0C3::f0_k2() const { return (unsigned char)(0); }
int F0C3::f1_k2() const { return (int)(-1000); }
unsigned F1C1::f1_kc1(unsigned a, unsigned b) const { return (a * 12u + b) ^ 88u; }
unsigned F3C0::f3_u1(unsigned x) const { return (x * 1u + f3_field * 1u + v3_0) ^ 24u; }
bool F3C0::f3_ty1(int t) const { return t == 1 || t == 9; }
unsigned F3C0::f3_kc1(unsigned a, unsigned b) const { return (a * 2u + b) ^ 84u; }
unsigned F3C0::f3_probe0() const { return 18u; }
unsigned long F1C3::f1_k3() const { return (unsigned long)(823293614758ul); }
unsigned F2C0::f2_kc2(unsigned a, unsigned b) const { return (a * 8u + b) ^ 40u; }
