// Suggestions at link time over two units sharing a header: each class
// is suggested once, at its declaration in the header (the methods Rle
// defines in the other unit are replaced by Rle's suggestion), the two
// specializations of Box make one suggestion for the template, and
// Delta::encode, overridden by Delta2, is not suggested.  The program
// runs unchanged.
// { dg-do run }
// { dg-options "-fplugin-arg-tigdevirt-suggest-final -fplugin-arg-tigdevirt-dump -fdiagnostics-parseable-fixits" }
// { dg-messages-from "suggest-final.h" }
#include "suggest-final.h"

namespace media {
__attribute__ ((noipa)) int run_box (Box<int> *b, int x) { return b->encode (x); }
__attribute__ ((noipa)) int run_box2 (Box<long> *b, int x) { return b->encode (x); }
}

int
main ()
{
  media::Rle r;
  media::Delta d;
  media::Delta2 d2;
  media::Box<int> b;
  media::Box<long> b2;
  std::printf ("%d %d %d %d %d\n", media::run_rle (&r, 5),
	       media::run_delta (&d, 5), media::run_delta (&d2, 5),
	       media::run_box (&b, 1), media::run_box2 (&b2, 1));
  return 0;
}

// { dg-output "10 4 3 4 4" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final.h\":\\\{13:11-13:11\\\}:\" final\"\n" }
// { dg-regexp "fix-it:\"\[^\"\]*suggest-final.h\":\\\{30:11-30:11\\\}:\" final\"\n" }
// { dg-final { scan-wpa-ipa-dump-times "suggest-final class " 2 "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "suggest-final class media::Rle calls=3\[^\n\]*\nsuggest-final class media::Box calls=2" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "suggest-final-hidden method media::Rle::decode\\(int\\) const calls=2\[^\n\]*: replaced by the suggestion for media::Rle" "tigdevirt" } }
// { dg-final { scan-wpa-ipa-dump "suggest-final-rejected method media::Delta::encode\\(int\\) const calls=1: media::Delta2 overrides it" "tigdevirt" } }
