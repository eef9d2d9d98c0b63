// Shared by field-pointer-tables_*.C: a table of operations, as C code and
// many C++ libraries keep their callbacks.
struct Ops
{
  long (*read) (long);
  long (*write) (long);
};

const Ops *ops_for (int kind);
