// The shared library's public hierarchy: a program (and code loaded at
// run time) may derive from Shape, so the plugin keeps its calls open in
// default mode; the library's own private classes it may close.
#ifndef SHAPES_H
#define SHAPES_H

#include <memory>
#include <string>
#include <vector>

struct Shape
{
  virtual ~Shape () = default;
  virtual long area () const = 0;
  virtual std::string name () const = 0;
  virtual long sides () const { return 0; }
};

std::unique_ptr<Shape> make_shape (const std::string &kind, long size);
long total_area (const std::vector<std::unique_ptr<Shape>> &shapes);
// A checksum the library computes over its private strategies.
long library_mix (long n);
// An opaque handle of the library's own hidden classes.
void *make_dial ();
long dial_read (const void *dial, long x);

#endif
