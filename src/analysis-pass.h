/* analysis-pass.h - the IPA pass that runs tigdevirt's analysis.  */

#ifndef TIGDEVIRT_ANALYSIS_PASS_H
#define TIGDEVIRT_ANALYSIS_PASS_H

#include "gcc-compat.h"

namespace tigdevirt {

opt_pass *make_analysis_pass (gcc::context *ctxt);

} // namespace tigdevirt

#endif
