#include "wp-dispatch-modref.h"
unsigned long g_sum;
int F0C0::f0_m0(int x) const { return (x * 4 + field * 0) ^ 3; }
bool F0C0::f0_ty1(int t) const { return t == 0 || t == 9; }
int F0C1::f0_m0(int x) const { return (x * 11 + field * 1) ^ 10; }
bool F1C0::f1_ty0(int t) const { return t == 3 || t == 10; }
bool F1C0::f1_ty1(int t) const { return t == 3 || t == 4; }
bool F1C0::f1_is2() const { return false; }
bool F1C1::f1_ty0(int t) const { return t == 4 || t == 1; }
void F2C0::f2_mu0(int x) { field = field * 4 + x; g_sum += field & 255; }
int F2C0::f2_m1(int x) const { return (x * 1 + field * 0) ^ 10; }
bool F2C0::f2_ty2(int t) const { return t == 5 || t == 2; }
int F2C1::f2_m1(int x) const { return (x * 8 + field * 1) ^ 17 + F2C0::f2_m1(x ^ 1); }
bool F2C2::f2_ty2(int t) const { return t == 7 || t == 6; }
void F2C4::f2_mu0(int x) { field = field * 4 + x; g_sum += field & 255; }
int F2C4::f2_m1(int x) const { return (x * 3 + field * 1) ^ 9; }
