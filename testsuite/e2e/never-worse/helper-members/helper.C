// The helper, the classes and the factory: the LTO test's second unit.
#include "../../../tigdevirt.lto/helper-members_1.C"
