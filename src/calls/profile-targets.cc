/* profile-targets.cc - reading GCC's indirect-call histograms at link time.

   The ipa-profile section (ipa-profile.cc, ipa_profile_write_summary)
   holds: uhwi N, N times (gcov count, uhwi time, uhwi size) of the
   time/size histogram; then, when speculative summaries exist, uhwi M and
   M times: uhwi symtab encoder reference of a function, and for each of
   its indirect call edges, in list order: hwi L, L times (hwi profile id
   of a target, hwi probability in REG_BR_PROB_BASE units).  We read it
   independently of GCC's reader, which keeps only targets of 50% or more
   and forgets them after its pass.  */

#include "profile-targets.h"

namespace tigdevirt {

namespace {

struct raw_target
{
  int profile_id;
  int probability;	/* REG_BR_PROB_BASE units.  */
};

std::map<cgraph_edge *, std::vector<raw_target>> histograms;
cgraph_edge_hook_list *removal_hook;
std::map<int, cgraph_node *> *by_profile_id;

void
forget_edge (cgraph_edge *e, void *)
{
  histograms.erase (e);
}

/* One object's section; false when it does not parse.  */

bool
read_section (lto_file_decl_data *file, lto_input_block *ib)
{
  unsigned HOST_WIDE_INT n = streamer_read_uhwi (ib);
  for (unsigned HOST_WIDE_INT i = 0; i < n; i++)
    {
      streamer_read_gcov_count (ib);
      streamer_read_uhwi (ib);
      streamer_read_uhwi (ib);
    }
  /* Without speculative summaries the section ends here.  */
  if (ib->p >= ib->len)
    return true;
  unsigned HOST_WIDE_INT nfuncs = streamer_read_uhwi (ib);
  lto_symtab_encoder_t encoder = file->symtab_node_encoder;
  for (unsigned HOST_WIDE_INT f = 0; f < nfuncs; f++)
    {
      unsigned HOST_WIDE_INT ref = streamer_read_uhwi (ib);
      if ((int) ref >= lto_symtab_encoder_size (encoder))
	return false;
      cgraph_node *node = dyn_cast<cgraph_node *>
	(lto_symtab_encoder_deref (encoder, ref));
      if (!node)
	return false;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	{
	  HOST_WIDE_INT len = streamer_read_hwi (ib);
	  if (len < 0 || len > 64)
	    return false;
	  std::vector<raw_target> targets;
	  for (HOST_WIDE_INT k = 0; k < len; k++)
	    {
	      raw_target t;
	      t.profile_id = streamer_read_hwi (ib);
	      t.probability = streamer_read_hwi (ib);
	      if (t.profile_id && t.probability > 0)
		targets.push_back (t);
	    }
	  if (!targets.empty ())
	    histograms[e] = targets;
	}
    }
  return true;
}

} // anon namespace

void
read_profile_targets ()
{
  lto_file_decl_data **files = lto_get_file_decl_data ();
  for (unsigned j = 0; files && files[j]; j++)
    {
      const char *data;
      size_t len;
      lto_input_block *ib
	= lto_create_simple_input_block (files[j], LTO_section_ipa_profile,
					 &data, &len);
      if (!ib)
	continue;
      if (!read_section (files[j], ib))
	warning (0, "tigdevirt: ignoring unreadable indirect-call profile "
		 "in %qs", files[j]->file_name);
      lto_destroy_simple_input_block (files[j], LTO_section_ipa_profile,
				      ib, data, len);
    }
  if (!removal_hook && !histograms.empty ())
    removal_hook = symtab->add_edge_removal_hook (forget_edge, NULL);
}

std::vector<measured_target>
measured_targets (cgraph_edge *e)
{
  std::vector<measured_target> out;
  auto it = histograms.find (e);
  if (it == histograms.end ())
    return out;
  if (!by_profile_id)
    {
      by_profile_id = new std::map<int, cgraph_node *>;
      cgraph_node *n;
      FOR_EACH_DEFINED_FUNCTION (n)
	if (n->profile_id && (n->has_gimple_body_p () || n->thunk))
	  by_profile_id->emplace (n->profile_id, n);
    }
  for (const raw_target &t : it->second)
    {
      auto n = by_profile_id->find (t.profile_id);
      if (n != by_profile_id->end ())
	out.push_back ({ n->second, t.probability / (double) REG_BR_PROB_BASE });
    }
  std::stable_sort (out.begin (), out.end (),
		    [] (const measured_target &a, const measured_target &b)
		    { return a.share > b.share; });
  return out;
}

} // namespace tigdevirt
