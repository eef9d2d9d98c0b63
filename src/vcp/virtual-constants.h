/* virtual-constants.h - the table of virtual constants.

   Virtual constant propagation (docs/virtual-constant-propagation.md)
   works per vtable slot and vector of constant arguments, as LLVM's
   WholeProgramDevirt does: for a call through class OTR, slot TOKEN, with
   constant arguments ARGS, every vtable an object seen as an OTR can have
   (OTR's and every derived class's, in a closed hierarchy) names a method;
   each method is evaluated for ARGS at link time (vcp-evaluate.h), and
     uniform   every method returns the same value V: any such call is V;
     unique    one vtable's method returns V1, every other one V0: the call
               is (vptr == that vtable's address point ? V1 : V0);
     stored    otherwise the values are stored after each vtable, at one
               offset from every address point (vcp-layout.h), and the
               call is a load (a bit test for a bool) through the vptr.
   An entry serves every call with that class, slot and arguments, also
   calls that only inlining at LTRANS makes constant: the rewrite
   (vcp-rewrite.h) matches calls in function bodies, after inlining.

   The table is made at WPA (or in the one compiler process of
   -flto-partition=none or of a non-LTO compile), where the vtables grow;
   it travels to LTRANS with the pass's optimization summary.  */

#ifndef TIGDEVIRT_VIRTUAL_CONSTANTS_H
#define TIGDEVIRT_VIRTUAL_CONSTANTS_H

#include "type-graph.h"
#include "reasons.h"

namespace tigdevirt {

enum class vc_kind { uniform, unique, stored };

struct vc_entry
{
  /* The call: the assembler name of OTR's vtable (unique in the link,
     also for anonymous-namespace classes), the slot, the arguments after
     `this`.  */
  std::string otr_key;
  HOST_WIDE_INT token = 0;
  std::vector<HOST_WIDE_INT> args;

  vc_kind kind = vc_kind::uniform;
  /* uniform: the value; unique: the value of the one vtable.  */
  HOST_WIDE_INT value = 0;
  /* unique: the value of every other vtable, and the one vtable's name
     and address point (bytes).  */
  HOST_WIDE_INT other_value = 0;
  std::string unique_vtable;
  HOST_WIDE_INT unique_ap = 0;
  /* stored: bits from every address point, width (1 for a bool), and
     whether the stored value is signed.  */
  HOST_WIDE_INT offset_bits = 0;
  unsigned width = 0;
  bool value_signed = false;

  /* WPA only: how many vtables hold values for it; for stored, each
     vtable's storage handle and value, stored when the entry is
     committed.  */
  unsigned vtables = 0;
  std::vector<std::pair<unsigned, unsigned HOST_WIDE_INT>> stores;
  /* Whether a kept decision uses it (commit_virtual_constant): only
     committed entries grow vtables, travel to LTRANS and rewrite calls.
     Entries read at LTRANS are.  */
  bool committed = false;
};

/* The entry for calls through OTR, slot TOKEN, with constant ARGS
   (INTEGER_CSTs, the arguments after `this`), made on first use; -1 and
   a reason if there is none (open hierarchy, a target that reads memory,
   secondary vtables, budget exhausted, ...).  BUDGET bounds the bits one
   slot adds to any one vtable.  Deciding changes nothing in the program:
   the entry's place after the vtables is reserved in the layout, and it
   takes effect only when a kept decision commits it.  */
int virtual_constant_for (const type_graph &g, poly_type *otr,
			  HOST_WIDE_INT token, const std::vector<tree> &args,
			  unsigned budget, reason *why);

const vc_entry &virtual_constant (int index);

/* Entry INDEX is used by a decision that is applied: its values go to
   the vtables grow_vtables grows, it is streamed and rewrites calls.  */
void commit_virtual_constant (int index);

/* The vtable the unique-return entry INDEX compares with, for a caller's
   reference (so that LTRANS partitions see it).  */
varpool_node *unique_vtable_node (int index);

/* Grow the vtables that hold the committed entries' stored values (once,
   after every decision is applied), by what those values need: an entry
   no kept decision uses costs no byte past its vtable's values.  Returns
   the number of vtables grown.  */
unsigned grow_vtables ();

/* Dump: every entry, and every grown vtable with its added bytes.  */
void dump_virtual_constants (FILE *f);

/* Bytes added to vtables, and the vtables grown (statistics).  */
unsigned long virtual_constant_bytes ();
unsigned vtables_grown ();

/* Optimization summary (WPA -> LTRANS).  */
void write_virtual_constants ();
void read_virtual_constants ();

/* The committed entry for a call found in a body: OTR_KEY, TOKEN, ARGS
   as above; null if none.  */
const vc_entry *find_virtual_constant (const std::string &otr_key,
				       HOST_WIDE_INT token,
				       const std::vector<HOST_WIDE_INT> &args);

/* The value of integer constant CST as the table keeps values: zero- or
   sign-extended to 64 bits as its type says (a bool true is 1).  */
HOST_WIDE_INT vc_int_value (tree cst);

bool have_virtual_constants ();

/* The entry in a few words, for dumps and remarks: "4",
   "vptr == _ZTV1B+16 ? 1 : 0", "1 bit at bit 192".  */
std::string virtual_constant_text (const vc_entry &e);

} // namespace tigdevirt

#endif
