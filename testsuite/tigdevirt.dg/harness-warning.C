// Harness self-test: dg-warning at a line, a relative line and a message
// without a location (line 0), for a plain compile.
// { dg-do compile }
// { dg-options "-Wunused-variable -Wno-tigdevirt-harness-unknown" }

int
f (int a)
{
  int unused;	// { dg-warning "unused variable 'unused'" }
  int also_unused = 0;
  // { dg-warning "unused variable 'also_unused'" "" { target *-*-* } .-1 }
  return a;
}

// cc1plus reports the unknown -Wno- option only because there are other
// warnings, with no source location.
// { dg-message "unrecognized command-line option '-Wno-tigdevirt-harness-unknown'" "" { target *-*-* } 0 }
