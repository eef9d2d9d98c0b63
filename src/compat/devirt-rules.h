/* compat/devirt-rules.h - what GCC's own devirtualization assumes, where
   it differs between the supported versions.  Our verify mode compares
   our target lists with GCC's under GCC's rules (reports/verify.h), so it
   must follow the version it runs in.  */

#ifndef TIGDEVIRT_COMPAT_DEVIRT_RULES_H
#define TIGDEVIRT_COMPAT_DEVIRT_RULES_H

/* A class in an anonymous namespace without a vtable of its own in the
   unit may still have objects while a derived class (also in an
   anonymous namespace) is built or destroyed, through that class's
   construction vtables: from GCC 15 (the fix of PR120098),
   type_possibly_instantiated_p counts every base of such a class as
   possibly instantiated (ipa-devirt.cc, mark_derived_construction_vtables);
   GCC 11 to 14 count it as never instantiated.  */
static const bool gcc_counts_bases_of_construction_vtables
  = BUILDING_GCC_MAJOR >= 15;

#endif
