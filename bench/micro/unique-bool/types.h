struct Token
{
  virtual ~Token () {}
  virtual bool is_eof () const { return false; }
  virtual int len () const = 0;
};
struct Word : Token { int len () const override { return 4; } };
struct Number : Token { int len () const override { return 2; } };
struct Space : Token { int len () const override { return 1; } };
struct Eof : Token { bool is_eof () const override { return true; } int len () const override { return 0; } };
Token *make_token (int i);
