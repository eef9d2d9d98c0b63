/* name-set.h - a set of function names (tagged names or keys) for the
   field-escape records, each name's text held once per process.  A
   link's records name the same functions for many fields and in many
   units: with a std::set of strings per field they were 5 of the
   plugin's 8 MB at WPA on xerces-c's library (GCC 16, bench note of
   2026-12-04).  Here a set is a sorted vector of pointers to interned
   texts (8 bytes a name), iterated in the texts' order as a
   std::set<std::string> is, so that what the records write and the
   reasons they give do not change.  Needs no GCC (unit-tested).  */

#ifndef TIGDEVIRT_NAME_SET_H
#define TIGDEVIRT_NAME_SET_H

#include <cstddef>
#include <iterator>
#include <string>
#include <vector>

namespace tigdevirt {

/* The process's one copy of the text S (never freed: the names of one
   link's functions).  */
const std::string *intern_name (const std::string &s);

class name_set
{
  typedef std::vector<const std::string *> store;

public:
  class const_iterator
  {
  public:
    typedef std::forward_iterator_tag iterator_category;
    typedef std::string value_type;
    typedef std::ptrdiff_t difference_type;
    typedef const std::string *pointer;
    typedef const std::string &reference;

    explicit const_iterator (store::const_iterator i) : i (i) {}
    reference operator* () const { return **i; }
    pointer operator-> () const { return *i; }
    const_iterator &operator++ () { ++i; return *this; }
    const_iterator operator++ (int) { const_iterator o = *this; ++i; return o; }
    bool operator== (const const_iterator &o) const { return i == o.i; }
    bool operator!= (const const_iterator &o) const { return i != o.i; }

  private:
    store::const_iterator i;
  };
  typedef const_iterator iterator;

  /* Adds S; true if it was not there.  */
  bool insert (const std::string &s);
  template<typename It>
  void insert (It first, It last)
  {
    for (; first != last; ++first)
      insert (*first);
  }
  size_t count (const std::string &s) const;
  size_t size () const { return names.size (); }
  bool empty () const { return names.empty (); }
  void clear () { names.clear (); }
  const_iterator begin () const { return const_iterator (names.begin ()); }
  const_iterator end () const { return const_iterator (names.end ()); }

private:
  store names;
};

} // namespace tigdevirt

#endif
