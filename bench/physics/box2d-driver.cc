// bench/physics/box2d-driver.cc - a headless Box2D 2.4 workload for
// scripts/corpus: scenes from Box2D's own testbed, stepped N times, and a
// checksum of the final state that every build must print alike.
//
//   box2d-driver STEPS [pyramid|tumbler|mixed|all]
//
// Box2D dispatches through virtual functions in its hot paths: b2Shape
// (ComputeAABB, ComputeMass, RayCast), the contact classes' Evaluate (one
// per pair of shape types), the joints' solver steps and the world's
// listeners.  The scenes keep those calls busy: a pyramid of boxes (one
// shape type, deep stacking), a tumbler (a motor-driven box with a growing
// heap of small boxes and circles) and a mixed scene (circles, polygons,
// edges, chains, revolute and prismatic joints, a contact listener).
#include <box2d/box2d.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

// Pyramid, after Box2D's testbed (tests/pyramid.cpp).
void
pyramid (b2World &world, int rows)
{
  b2BodyDef bd;
  b2Body *ground = world.CreateBody (&bd);
  b2EdgeShape edge;
  edge.SetTwoSided (b2Vec2 (-40.0f, 0.0f), b2Vec2 (40.0f, 0.0f));
  ground->CreateFixture (&edge, 0.0f);

  float a = 0.5f;
  b2PolygonShape box;
  box.SetAsBox (a, a);
  b2Vec2 x (-7.0f, 0.75f);
  b2Vec2 delta_x (0.5625f, 1.25f);
  b2Vec2 delta_y (1.125f, 0.0f);
  for (int i = 0; i < rows; ++i)
    {
      b2Vec2 y = x;
      for (int j = i; j < rows; ++j)
	{
	  b2BodyDef b;
	  b.type = b2_dynamicBody;
	  b.position = y;
	  world.CreateBody (&b)->CreateFixture (&box, 5.0f);
	  y += delta_y;
	}
      x += delta_x;
    }
}

// Tumbler, after the testbed (tests/tumbler.cpp): a hollow box turned by
// a motor; small bodies are dropped in, a box and a circle in turn, every
// few steps until COUNT are in.
struct tumbler_scene
{
  b2World &world;
  int count;
  int made = 0;

  tumbler_scene (b2World &w, int n) : world (w), count (n)
  {
    b2BodyDef bd;
    b2Body *ground = world.CreateBody (&bd);
    bd.type = b2_dynamicBody;
    bd.allowSleep = false;
    bd.position.Set (0.0f, 10.0f);
    b2Body *body = world.CreateBody (&bd);
    b2PolygonShape shape;
    shape.SetAsBox (0.5f, 10.0f, b2Vec2 (10.0f, 0.0f), 0.0f);
    body->CreateFixture (&shape, 5.0f);
    shape.SetAsBox (0.5f, 10.0f, b2Vec2 (-10.0f, 0.0f), 0.0f);
    body->CreateFixture (&shape, 5.0f);
    shape.SetAsBox (10.0f, 0.5f, b2Vec2 (0.0f, 10.0f), 0.0f);
    body->CreateFixture (&shape, 5.0f);
    shape.SetAsBox (10.0f, 0.5f, b2Vec2 (0.0f, -10.0f), 0.0f);
    body->CreateFixture (&shape, 5.0f);

    b2RevoluteJointDef jd;
    jd.bodyA = ground;
    jd.bodyB = body;
    jd.localAnchorA.Set (0.0f, 10.0f);
    jd.localAnchorB.Set (0.0f, 0.0f);
    jd.referenceAngle = 0.0f;
    jd.motorSpeed = 0.05f * b2_pi;
    jd.maxMotorTorque = 1e8f;
    jd.enableMotor = true;
    world.CreateJoint (&jd);
  }

  void
  step ()
  {
    if (made >= count)
      return;
    b2BodyDef bd;
    bd.type = b2_dynamicBody;
    bd.position.Set (0.0f, 10.0f);
    b2Body *body = world.CreateBody (&bd);
    if (made % 2)
      {
	b2CircleShape circle;
	circle.m_radius = 0.125f;
	body->CreateFixture (&circle, 1.0f);
      }
    else
      {
	b2PolygonShape shape;
	shape.SetAsBox (0.125f, 0.125f);
	body->CreateFixture (&shape, 1.0f);
      }
    ++made;
  }
};

// Counts contacts begun and ended: one more virtual call per contact
// event, as games make.
struct counting_listener : b2ContactListener
{
  unsigned long begun = 0, ended = 0;
  void BeginContact (b2Contact *) override { ++begun; }
  void EndContact (b2Contact *) override { ++ended; }
};

// Mixed: every shape type and two joint types.
void
mixed (b2World &world, int n)
{
  b2BodyDef bd;
  b2Body *ground = world.CreateBody (&bd);
  b2Vec2 terrain[8];
  for (int i = 0; i < 8; ++i)
    terrain[i].Set (-35.0f + 10.0f * i, (i % 2) ? 1.5f : 0.0f);
  b2ChainShape chain;
  chain.CreateChain (terrain, 8, b2Vec2 (-45.0f, 0.0f), b2Vec2 (45.0f, 0.0f));
  ground->CreateFixture (&chain, 0.0f);
  b2EdgeShape wall;
  wall.SetTwoSided (b2Vec2 (-35.0f, 0.0f), b2Vec2 (-35.0f, 30.0f));
  ground->CreateFixture (&wall, 0.0f);
  wall.SetTwoSided (b2Vec2 (35.0f, 0.0f), b2Vec2 (35.0f, 30.0f));
  ground->CreateFixture (&wall, 0.0f);

  b2Body *prev = nullptr;
  for (int i = 0; i < n; ++i)
    {
      b2BodyDef b;
      b.type = b2_dynamicBody;
      b.position.Set (-30.0f + (i * 7 % 60), 4.0f + (i / 12) * 1.5f);
      b.angle = 0.1f * (i % 7);
      b2Body *body = world.CreateBody (&b);
      switch (i % 4)
	{
	case 0:
	  {
	    b2CircleShape c;
	    c.m_radius = 0.3f + 0.05f * (i % 5);
	    body->CreateFixture (&c, 1.0f);
	    break;
	  }
	case 1:
	  {
	    b2PolygonShape p;
	    p.SetAsBox (0.4f, 0.25f);
	    body->CreateFixture (&p, 2.0f);
	    break;
	  }
	case 2:
	  {
	    b2Vec2 v[5] = { b2Vec2 (-0.5f, 0.0f), b2Vec2 (0.5f, 0.0f),
			    b2Vec2 (0.6f, 0.4f), b2Vec2 (0.0f, 0.8f),
			    b2Vec2 (-0.6f, 0.4f) };
	    b2PolygonShape p;
	    p.Set (v, 5);
	    body->CreateFixture (&p, 1.5f);
	    break;
	  }
	default:
	  {
	    b2EdgeShape e;
	    e.SetTwoSided (b2Vec2 (-0.5f, 0.0f), b2Vec2 (0.5f, 0.0f));
	    body->CreateFixture (&e, 0.0f);
	    b2CircleShape c;
	    c.m_radius = 0.2f;
	    c.m_p.Set (0.0f, 0.2f);
	    body->CreateFixture (&c, 1.0f);
	    break;
	  }
	}
      // Chains of bodies: revolute joints, every fifth one a prismatic.
      if (prev && i % 6)
	{
	  if (i % 5 == 0)
	    {
	      b2PrismaticJointDef pj;
	      pj.Initialize (prev, body, body->GetPosition (),
			     b2Vec2 (1.0f, 0.0f));
	      pj.enableLimit = true;
	      pj.lowerTranslation = -1.0f;
	      pj.upperTranslation = 1.0f;
	      world.CreateJoint (&pj);
	    }
	  else
	    {
	      b2RevoluteJointDef rj;
	      rj.Initialize (prev, body, body->GetPosition ());
	      world.CreateJoint (&rj);
	    }
	}
      prev = body;
    }
}

// Every body's position, angle and velocity, quantized: a difference in
// any of them changes the sum.
unsigned long long
checksum (b2World &world)
{
  unsigned long long sum = 0;
  unsigned long long k = 1;
  for (b2Body *b = world.GetBodyList (); b; b = b->GetNext (), ++k)
    {
      const b2Vec2 &p = b->GetPosition ();
      const b2Vec2 &v = b->GetLinearVelocity ();
      long long q[5] = { std::llround (p.x * 1e4f), std::llround (p.y * 1e4f),
			 std::llround (b->GetAngle () * 1e4f),
			 std::llround (v.x * 1e4f), std::llround (v.y * 1e4f) };
      for (long long x : q)
	sum = sum * 1000003ull + (unsigned long long) x * k;
    }
  return sum;
}

unsigned long long
run (const char *scene, int steps)
{
  b2World world (b2Vec2 (0.0f, -10.0f));
  counting_listener listener;
  world.SetContactListener (&listener);
  tumbler_scene *tumbler = nullptr;
  if (!strcmp (scene, "pyramid"))
    pyramid (world, 20);
  else if (!strcmp (scene, "tumbler"))
    tumbler = new tumbler_scene (world, 800);
  else
    mixed (world, 240);
  for (int i = 0; i < steps; ++i)
    {
      if (tumbler)
	tumbler->step ();
      world.Step (1.0f / 60.0f, 8, 3);
    }
  delete tumbler;
  unsigned long long sum = checksum (world);
  std::printf ("%s: bodies %d contacts %d begun %lu ended %lu checksum %llu\n",
	       scene, world.GetBodyCount (), world.GetContactCount (),
	       listener.begun, listener.ended, sum);
  return sum;
}

} // namespace

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      std::fprintf (stderr,
		    "usage: box2d-driver STEPS [pyramid|tumbler|mixed|all]\n");
      return 2;
    }
  int steps = std::atoi (argv[1]);
  const char *which = argc > 2 ? argv[2] : "all";
  const char *scenes[] = { "pyramid", "tumbler", "mixed" };
  for (const char *s : scenes)
    if (!strcmp (which, "all") || !strcmp (which, s))
      run (s, steps);
  return 0;
}
