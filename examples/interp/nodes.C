// Out-of-line node methods: the key functions of Var, Add, Mul and Neg.
#include "expr.h"

int64_t Var::eval (const int64_t *env) const { return env[index]; }
int64_t Add::eval (const int64_t *env) const
{ return lhs->eval (env) + rhs->eval (env); }
int64_t Mul::eval (const int64_t *env) const
{ return lhs->eval (env) * rhs->eval (env) % 1000003; }
int64_t Neg::eval (const int64_t *env) const { return -inner->eval (env); }
