// The exported interface of vcp-shared.cc.
struct Api
{
  virtual ~Api ();
  virtual int code (int k) const;
};
Api *make_api (int i);
int api_sum (Api **v, int n);
int internal_sum ();
