// The interface of libshared-output.so.
struct __attribute__ ((visibility ("default"))) Api
{
  virtual ~Api ();
  virtual int version () const;
};
__attribute__ ((visibility ("default"))) Api *make_api ();
__attribute__ ((visibility ("default"))) int internal_sum ();
