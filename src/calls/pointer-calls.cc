/* pointer-calls.cc - the function types of calls through pointers.  See
   pointer-calls.h.  */

#include "pointer-calls.h"
#include "lto-section.h"

namespace tigdevirt {

namespace {

const section_format format
  = {"tigdevirt_ptrcalls", "TGDVPC01", "pointer-call records"};

/* By edge, made by the first read; the hook forgets removed edges (their
   memory is reused for new ones).  */
hash_map<cgraph_edge *, uint32_t> *digests;
cgraph_edge_hook_list *removal_hook;

void
forget_edge (cgraph_edge *e, void *)
{
  digests->remove (e);
}

uint32_t
digest_mix (uint32_t h, uint32_t v)
{
  return (h ^ v) * 16777619u;
}

/* T's part of a digest: its code, an integer's or a float's precision
   and signedness, and (DEPTH allowing) what a pointer or reference points
   to.  Main variants: qualifiers and typedefs do not change what a
   pointer may call.  */
uint32_t
type_part (uint32_t h, tree t, int depth)
{
  if (!t)
    return digest_mix (h, 0x7f);
  t = TYPE_MAIN_VARIANT (t);
  h = digest_mix (h, TREE_CODE (t));
  switch (TREE_CODE (t))
    {
    case INTEGER_TYPE:
    case ENUMERAL_TYPE:
    case BOOLEAN_TYPE:
    case REAL_TYPE:
      return digest_mix (h, TYPE_PRECISION (t) * 2 + TYPE_UNSIGNED (t));
    case POINTER_TYPE:
    case REFERENCE_TYPE:
      return depth ? type_part (h, TREE_TYPE (t), depth - 1) : h;
    default:
      return h;
    }
}

} // anon namespace

uint32_t
function_type_digest (tree fntype)
{
  uint32_t h = 2166136261u;
  h = digest_mix (h, TREE_CODE (fntype));
  h = type_part (h, TREE_TYPE (fntype), 1);
  tree a = TYPE_ARG_TYPES (fntype);
  for (; a && a != void_list_node; a = TREE_CHAIN (a))
    h = type_part (h, TREE_VALUE (a), 1);
  /* Variadic (no terminating void) or not.  */
  h = digest_mix (h, a ? 1 : 2);
  return h ? h : 1;
}

namespace {

/* The function type call E calls through, if E (at compile time, its
   statement in memory) is a call through a function pointer, not a
   virtual call.  */
tree
pointer_call_type (cgraph_edge *e)
{
  if (!e->call_stmt || edge_polymorphic_call (e))
    return NULL_TREE;
  tree fn = gimple_call_fn (e->call_stmt);
  if (!fn || TREE_CODE (fn) == OBJ_TYPE_REF)
    return NULL_TREE;
  return gimple_call_fntype (e->call_stmt);
}

} // anon namespace

void
write_pointer_calls ()
{
  section_writer funcs;
  uint32_t nfuncs = 0;
  std::vector<uint32_t> edge_digests;
  for_each_streamed_body ([&] (int i, cgraph_node *node)
    {
      edge_digests.clear ();
      bool any = false;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	{
	  tree t = pointer_call_type (e);
	  edge_digests.push_back (t ? function_type_digest (t) : 0);
	  any |= t != NULL_TREE;
	}
      if (!any)
	return;
      funcs.uleb (i);
      funcs.uleb (edge_digests.size ());
      nfuncs++;
      for (uint32_t d : edge_digests)
	funcs.uleb (d);
    });
  if (!nfuncs)
    return;
  section_writer head;
  head.u32 (nfuncs);
  write_section (format, {&head, &funcs}, true);
}

namespace {

bool
read_section (lto_file_decl_data *file, section_reader &in)
{
  /* The edges as the compile step saw them, or none (then the records
     are read and dropped).  */
  bool ok = read_indirect_edge_records
    (file, in, [] (cgraph_edge *e, uint32_t d)
     {
       if (d && e && !edge_polymorphic_call (e))
	 {
	   if (!digests)
	     digests = new hash_map<cgraph_edge *, uint32_t>;
	   digests->put (e, d);
	 }
       return true;
     });
  return ok && in.at_end ();
}

} // anon namespace

void
read_pointer_calls ()
{
  read_sections (format, read_section);
  if (!removal_hook && digests && digests->elements ())
    removal_hook = symtab->add_edge_removal_hook (forget_edge, NULL);
}

uint32_t
pointer_call_digest (cgraph_edge *e)
{
  /* The body in memory (a compile without -flto): its statement says.  */
  if (tree t = pointer_call_type (e))
    return function_type_digest (t);
  uint32_t *d = digests ? digests->get (e) : nullptr;
  return d ? *d : 0;
}

} // namespace tigdevirt
