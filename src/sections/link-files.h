/* link-files.h - the files a link writes its reports to: one name for
   every link of a build.

   A build gives all its links the same flags, so an option naming one
   file (stats=FILE, suggest-final=...,FILE) would have every link
   overwrite it.  A name ending in '/' is a directory instead: each link
   writes its own file there, named after the link's output (its base
   name and a hash of its full path, so that two `test' programs in two
   directories do not collide).  Used at every stage: WPA and LTRANS
   processes of one link find the same name.  */

#ifndef TIGDEVIRT_LINK_FILES_H
#define TIGDEVIRT_LINK_FILES_H

#include <string>

namespace tigdevirt {

/* The output this process works for: the link's output under LTO (the
   dump base name without its stage suffix), the compile's otherwise.  */
std::string link_output ();

/* FILE itself, or, if FILE ends in '/', FILE/OUTPUT-HASH.SUFFIX for this
   link's output (the directory made if missing).  */
std::string per_link_file (const std::string &file, const char *suffix);

} // namespace tigdevirt

#endif
