/* run-tables.h - the tables a concept's files share for one run (one
   compile or link), held by an object of the concept's public header:
   the pass or the plugin owns it and hands it down as a parameter, so
   that a function's parameters say what it reads and writes.  The
   tables' type is complete only in the concept's *-state.h, which no
   other folder includes (src/LAYERS), so no other folder can read
   them.

   The concept's public header names the object and declares that its
   members are instantiated elsewhere:
     namespace alloc { struct tables; }
     typedef run_tables<alloc::tables> allocation_facts;
     extern template class run_tables<alloc::tables>;
   and one of its files, where the type is complete, instantiates them:
     template class run_tables<alloc::tables>;  */

#ifndef TIGDEVIRT_RUN_TABLES_H
#define TIGDEVIRT_RUN_TABLES_H

#include <memory>

namespace tigdevirt {

template<typename T>
class run_tables
{
public:
  run_tables ();
  ~run_tables ();
  run_tables (const run_tables &) = delete;
  run_tables &operator= (const run_tables &) = delete;

  /* For the concept's own files.  */
  T &tables () { return *t; }
  const T &tables () const { return *t; }

private:
  std::unique_ptr<T> t;
};

template<typename T> run_tables<T>::run_tables () : t (new T) {}
template<typename T> run_tables<T>::~run_tables () = default;

} // namespace tigdevirt

#endif
