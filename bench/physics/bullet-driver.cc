// bench/physics/bullet-driver.cc - a headless Bullet workload for
// scripts/corpus: a stack of boxes, a pyramid and ragdolls dropped on a
// ground plane, stepped N times, and a checksum of the final state that
// every build must print alike.
//
//   bullet-driver STEPS [stack|pyramid|ragdolls|all]
//
// Bullet dispatches through virtual functions everywhere in a step: the
// collision shapes (getAabb, localGetSupportingVertex,
// calculateLocalInertia), the collision algorithms the dispatcher picks per
// pair (box-box, convex-plane, convex-convex, compound), the broadphase's
// overlap callbacks, the constraint solver and the constraints (hinge,
// cone-twist) of the ragdolls, and the motion states.
#include <btBulletDynamicsCommon.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

struct world
{
  btDefaultCollisionConfiguration config;
  btCollisionDispatcher dispatcher{ &config };
  btDbvtBroadphase broadphase;
  btSequentialImpulseConstraintSolver solver;
  btDiscreteDynamicsWorld dynamics{ &dispatcher, &broadphase, &solver,
				    &config };
  std::vector<btCollisionShape *> shapes;
  std::vector<btTypedConstraint *> constraints;

  world ()
  {
    dynamics.setGravity (btVector3 (0, -10, 0));
    btCollisionShape *ground = new btStaticPlaneShape (btVector3 (0, 1, 0), 0);
    shapes.push_back (ground);
    add_body (ground, 0, btTransform::getIdentity ());
  }

  ~world ()
  {
    for (btTypedConstraint *c : constraints)
      {
	dynamics.removeConstraint (c);
	delete c;
      }
    for (int i = dynamics.getNumCollisionObjects () - 1; i >= 0; --i)
      {
	btCollisionObject *o = dynamics.getCollisionObjectArray ()[i];
	btRigidBody *b = btRigidBody::upcast (o);
	if (b)
	  delete b->getMotionState ();
	dynamics.removeCollisionObject (o);
	delete o;
      }
    for (btCollisionShape *s : shapes)
      delete s;
  }

  btRigidBody *
  add_body (btCollisionShape *shape, btScalar mass, const btTransform &at)
  {
    btVector3 inertia (0, 0, 0);
    if (mass != 0)
      shape->calculateLocalInertia (mass, inertia);
    btDefaultMotionState *ms = new btDefaultMotionState (at);
    btRigidBody::btRigidBodyConstructionInfo info (mass, ms, shape, inertia);
    btRigidBody *body = new btRigidBody (info);
    dynamics.addRigidBody (body);
    return body;
  }
};

btTransform
at (btScalar x, btScalar y, btScalar z)
{
  btTransform t;
  t.setIdentity ();
  t.setOrigin (btVector3 (x, y, z));
  return t;
}

// A tower of boxes, four by four, LAYERS high, every other layer turned.
void
stack (world &w, int layers)
{
  btCollisionShape *box = new btBoxShape (btVector3 (0.5, 0.5, 0.5));
  w.shapes.push_back (box);
  for (int k = 0; k < layers; ++k)
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j)
	{
	  btTransform t = at (i * 1.02 - 1.5, 0.5 + k * 1.0, j * 1.02 - 1.5);
	  if (k % 2)
	    t.setRotation (btQuaternion (btVector3 (0, 1, 0), 0.05));
	  w.add_body (box, 1, t);
	}
}

// A pyramid of boxes, ROWS at its base, and spheres and cylinders
// dropped onto it.
void
pyramid (world &w, int rows)
{
  btCollisionShape *box = new btBoxShape (btVector3 (0.5, 0.5, 0.5));
  btCollisionShape *sphere = new btSphereShape (0.4);
  btCollisionShape *cylinder = new btCylinderShape (btVector3 (0.3, 0.5, 0.3));
  w.shapes.push_back (box);
  w.shapes.push_back (sphere);
  w.shapes.push_back (cylinder);
  for (int k = 0; k < rows; ++k)
    for (int i = 0; i < rows - k; ++i)
      w.add_body (box, 1, at (i * 1.0 + k * 0.5 - rows * 0.5, 0.5 + k, 0));
  for (int i = 0; i < 16; ++i)
    w.add_body (i % 2 ? sphere : cylinder, 0.5,
		at (i * 0.7 - 5.0, rows + 3.0 + i * 0.3, (i % 3) * 0.2));
}

// A ragdoll after Bullet's RagdollDemo: capsules for the body parts,
// cone-twist joints at the hips, shoulders and neck, hinges at the knees
// and elbows.
void
ragdoll (world &w, const btVector3 &offset)
{
  enum { pelvis, spine, head, lul, lll, rul, rll, lua, lla, rua, rla, parts };
  static const btScalar dims[parts][2] = {
    { 0.15, 0.20 }, { 0.15, 0.28 }, { 0.10, 0.05 }, { 0.07, 0.45 },
    { 0.05, 0.37 }, { 0.07, 0.45 }, { 0.05, 0.37 }, { 0.05, 0.33 },
    { 0.04, 0.25 }, { 0.05, 0.33 }, { 0.04, 0.25 } };
  static const btScalar pos[parts][3] = {
    { 0, 1, 0 }, { 0, 1.2, 0 }, { 0, 1.6, 0 }, { -0.18, 0.65, 0 },
    { -0.18, 0.2, 0 }, { 0.18, 0.65, 0 }, { 0.18, 0.2, 0 },
    { -0.35, 1.45, 0 }, { -0.7, 1.45, 0 }, { 0.35, 1.45, 0 },
    { 0.7, 1.45, 0 } };
  btRigidBody *body[parts];
  for (int i = 0; i < parts; ++i)
    {
      btCollisionShape *s = new btCapsuleShape (dims[i][0], dims[i][1]);
      w.shapes.push_back (s);
      btTransform t = at (pos[i][0], pos[i][1], pos[i][2]);
      if (i >= lua)
	t.setRotation (btQuaternion (btVector3 (0, 0, 1),
				     i == lua || i == lla ? SIMD_HALF_PI
							  : -SIMD_HALF_PI));
      t.setOrigin (t.getOrigin () + offset);
      body[i] = w.add_body (s, 1, t);
      body[i]->setDamping (0.05, 0.85);
    }
  auto cone = [&] (int a, int b, const btVector3 &pa, const btVector3 &pb,
		   btScalar s1, btScalar s2, btScalar tw)
    {
      btTransform ta, tb;
      ta.setIdentity ();
      ta.setOrigin (pa);
      tb.setIdentity ();
      tb.setOrigin (pb);
      btConeTwistConstraint *c
	= new btConeTwistConstraint (*body[a], *body[b], ta, tb);
      c->setLimit (s1, s2, tw);
      w.dynamics.addConstraint (c, true);
      w.constraints.push_back (c);
    };
  auto hinge = [&] (int a, int b, const btVector3 &pa, const btVector3 &pb)
    {
      btHingeConstraint *h
	= new btHingeConstraint (*body[a], *body[b], pa, pb,
				 btVector3 (0, 0, 1), btVector3 (0, 0, 1));
      h->setLimit (0, SIMD_HALF_PI);
      w.dynamics.addConstraint (h, true);
      w.constraints.push_back (h);
    };
  hinge (pelvis, spine, btVector3 (0, 0.15, 0), btVector3 (0, -0.15, 0));
  cone (spine, head, btVector3 (0, 0.3, 0), btVector3 (0, -0.14, 0),
	(SIMD_HALF_PI * btScalar (0.5)), (SIMD_HALF_PI * btScalar (0.5)), SIMD_HALF_PI);
  cone (pelvis, lul, btVector3 (-0.18, -0.1, 0), btVector3 (0, 0.225, 0),
	(SIMD_HALF_PI * btScalar (0.5)), (SIMD_HALF_PI * btScalar (0.5)), 0);
  hinge (lul, lll, btVector3 (0, -0.225, 0), btVector3 (0, 0.185, 0));
  cone (pelvis, rul, btVector3 (0.18, -0.1, 0), btVector3 (0, 0.225, 0),
	(SIMD_HALF_PI * btScalar (0.5)), (SIMD_HALF_PI * btScalar (0.5)), 0);
  hinge (rul, rll, btVector3 (0, -0.225, 0), btVector3 (0, 0.185, 0));
  cone (spine, lua, btVector3 (-0.2, 0.15, 0), btVector3 (0, -0.18, 0),
	SIMD_HALF_PI, SIMD_HALF_PI, 0);
  hinge (lua, lla, btVector3 (0, 0.18, 0), btVector3 (0, -0.14, 0));
  cone (spine, rua, btVector3 (0.2, 0.15, 0), btVector3 (0, -0.18, 0),
	SIMD_HALF_PI, SIMD_HALF_PI, 0);
  hinge (rua, rla, btVector3 (0, 0.18, 0), btVector3 (0, -0.14, 0));
}

void
ragdolls (world &w, int n)
{
  btCollisionShape *box = new btBoxShape (btVector3 (2, 0.25, 2));
  w.shapes.push_back (box);
  for (int i = 0; i < 4; ++i)
    w.add_body (box, 0, at (i * 4.5 - 7, 0.25 + i * 0.5, 0));
  for (int i = 0; i < n; ++i)
    ragdoll (w, btVector3 ((i % 5) * 2.0 - 4, 2.0 + (i / 5) * 2.2,
			   (i % 3) * 0.5));
}

// Every body's position, orientation and velocity, quantized.
unsigned long long
checksum (world &w)
{
  unsigned long long sum = 0;
  btCollisionObjectArray &objs = w.dynamics.getCollisionObjectArray ();
  for (int i = 0; i < objs.size (); ++i)
    {
      btRigidBody *b = btRigidBody::upcast (objs[i]);
      if (!b)
	continue;
      const btTransform &t = b->getWorldTransform ();
      btQuaternion r = t.getRotation ();
      btVector3 v = b->getLinearVelocity ();
      btScalar q[10] = { t.getOrigin ().x (), t.getOrigin ().y (),
			 t.getOrigin ().z (), r.x (), r.y (), r.z (), r.w (),
			 v.x (), v.y (), v.z () };
      for (btScalar x : q)
	sum = sum * 1000003ull
	      + (unsigned long long) std::llround (x * 1e4) * (i + 1);
    }
  return sum;
}

void
run (const char *scene, int steps)
{
  world w;
  if (!strcmp (scene, "stack"))
    stack (w, 10);
  else if (!strcmp (scene, "pyramid"))
    pyramid (w, 12);
  else
    ragdolls (w, 15);
  for (int i = 0; i < steps; ++i)
    w.dynamics.stepSimulation (1.0 / 60.0, 1, 1.0 / 60.0);
  std::printf ("%s: bodies %d manifolds %d checksum %llu\n", scene,
	       w.dynamics.getNumCollisionObjects (),
	       w.dispatcher.getNumManifolds (), checksum (w));
}

} // namespace

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      std::fprintf (stderr,
		    "usage: bullet-driver STEPS [stack|pyramid|ragdolls|all]\n");
      return 2;
    }
  int steps = std::atoi (argv[1]);
  const char *which = argc > 2 ? argv[2] : "all";
  const char *scenes[] = { "stack", "pyramid", "ragdolls" };
  for (const char *s : scenes)
    if (!strcmp (which, "all") || !strcmp (which, s))
      run (s, steps);
  return 0;
}
