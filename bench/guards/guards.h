// Two ways to guard a speculative call, written out by hand so they can be
// measured apart from any compiler choice (see README.md):
//   fnptr: load vptr, load the slot, compare with &target   (GCC's form)
//   vptr:  load vptr, compare with the class's address point
struct Obj;
typedef long (*method) (const struct Obj *, long);
struct Obj { const method *vptr; long v; };
extern const method vtable_a[2], vtable_b[2], vtable_c[2];
long method_a (const struct Obj *, long);
void setup_objs (struct Obj *objs, int n, int mix);
