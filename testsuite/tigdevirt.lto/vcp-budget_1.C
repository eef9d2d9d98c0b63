#include "vcp-budget.h"
Unit::~Unit () {}
long Unit::factor (int k) const { return 1L * k; }
int Unit::digits () const { return 1; }
long Kilo::factor (int k) const { return 1000L * k; }
int Kilo::digits () const { return 4; }
long Mega::factor (int k) const { return 1000000L * k; }
int Mega::digits () const { return 7; }
Unit *make_unit (int i) { if (i % 3 == 0) return new Unit; if (i % 3 == 1) return new Kilo; return new Mega; }
