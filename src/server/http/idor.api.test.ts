import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  bannerAds,
  billingCustomers,
  exercises,
  gyms,
  session,
  subscriptions,
  suggestedExercises,
  userFavorites,
  workoutExercises,
  workouts,
} from '../db/schema';
import { type FakeStripe, startFakeStripe } from '../test/fakes/fake-stripe';
import { stripeEnv } from '../test/fixtures/stripe-fixtures';
import { seedCatalogue } from '../test/builders/workouts-test-helpers';
import { type Caller, type Callers, makeCallers } from '../test/callers';
import { createTestContext, type TestClient, type TestContext } from '../test/test-app';

/**
 * IDOR probes (OWASP ASVS 5.0 V8.2.2, insecure direct object references): for every resource a member owns — workouts,
 * gyms, favourites, suggestions, sessions, the subscription — another caller is handed the real ids of the victim's rows and
 * tries to read, change or remove them through every route that takes an id; admin routes are tried by members the
 * same way. Each probe checks the answer AND that the victim's rows are unchanged afterwards, read straight from the
 * database (an answer can lie; the rows cannot).
 *
 * The attackers are the signed-in callers of src/server/test/callers.ts who are not the victim: a member, a subscriber
 * and an admin (an admin moderates through the admin routes, never through a member's own). Those without a session
 * (anonymous, unverified) are refused every owned route with 401 by authorization-matrix.api.test.ts.
 */

/** The callers who hold a session of their own. */
const ATTACKERS = ['member', 'subscriber', 'admin'] as const satisfies readonly Caller[];
type Attacker = (typeof ATTACKERS)[number];

let probes = 0;
afterAll(() => console.info(`IDOR: ${probes} probes on another member's real rows, each followed by a check that they are unchanged`));

/** One attempt on someone else's row: the status it got (and the body cancelled, so nothing stays open). */
async function attempt(
  client: TestClient,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; body: string }> {
  probes += 1;
  const response = await client.request(path, init);
  return { status: response.status, body: await response.text() };
}

describe('IDOR: members own their rows', () => {
  let ctx: TestContext;
  let callers: Callers;
  let victim: Awaited<ReturnType<TestContext['signedInUser']>>;
  let workoutId: string;
  let favouriteExerciseId: string;
  let suggestionId: string;
  let gymId: string;
  let sampleIds: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const { samples } = await seedCatalogue(ctx);
    sampleIds = samples.map((sample) => sample.id);
    victim = await ctx.signedInUser('user');
    callers = await makeCallers(ctx);

    const workout = await victim.client.request('/api/workouts', {
      method: 'POST',
      json: { name: 'Victim day', description: 'Mine', entries: [{ exerciseId: sampleIds[0], sets: 3, reps: '10' }] },
    });
    expect(workout.status, await workout.clone().text()).toBe(201);
    workoutId = ((await workout.json()) as { id: string }).id;

    favouriteExerciseId = sampleIds[1]!;
    expect((await victim.client.request(`/api/favorites/${favouriteExerciseId}`, { method: 'PUT' })).status).toBe(204);

    const suggestion = await victim.client.request('/api/suggestions', {
      method: 'POST',
      json: {
        exerciseName: 'Victim Press',
        equipmentType: 'Barbells',
        targetMuscleGroups: 'Shoulders',
        description: 'The victim suggested it.',
      },
    });
    expect(suggestion.status, await suggestion.clone().text()).toBe(201);
    suggestionId = ((await suggestion.json()) as { id: string }).id;

    const gym = await victim.client.request('/api/gyms', {
      method: 'POST',
      json: { name: 'Victim gym', equipment: ['Dumbbells'], isActive: true },
    });
    expect(gym.status, await gym.clone().text()).toBe(201);
    gymId = ((await gym.json()) as { gym: { id: string } }).gym.id;
  });
  afterAll(() => ctx?.close());

  /** The victim's workout with its entries, as stored. */
  const workoutRows = async () => ({
    workout: await ctx.db.select().from(workouts).where(eq(workouts.id, workoutId)),
    entries: await ctx.db.select().from(workoutExercises).where(eq(workoutExercises.workoutId, workoutId)),
  });
  const favouriteRows = () => ctx.db.select().from(userFavorites).where(eq(userFavorites.userId, victim.userId));
  const suggestionRows = () => ctx.db.select().from(suggestedExercises).where(eq(suggestedExercises.id, suggestionId));

  describe('workouts', () => {
    for (const attacker of ATTACKERS) {
      it(`${attacker}: GET, PUT and DELETE of another member's workout by its real id answer 404 and change nothing`, async () => {
        const before = await workoutRows();
        expect(before.workout).toHaveLength(1);
        const client = callers[attacker].client;
        const path = `/api/workouts/${workoutId}`;

        const read = await attempt(client, path);
        expect(read.status).toBe(404);
        expect(read.body).not.toContain('Victim day');
        const replace = await attempt(client, path, {
          method: 'PUT',
          json: { name: 'Taken over', entries: [{ exerciseId: sampleIds[2], sets: 1, reps: '1' }] },
        });
        expect(replace.status, replace.body).toBe(404);
        expect((await attempt(client, path, { method: 'DELETE' })).status).toBe(404);

        const list = await attempt(client, '/api/workouts');
        expect(list.status).toBe(200);
        expect(list.body).not.toContain(workoutId);
        expect(await workoutRows()).toEqual(before);
      });
    }
  });

  describe('gyms', () => {
    const gymRows = () => ctx.db.select().from(gyms).where(eq(gyms.userId, victim.userId));
    for (const attacker of ATTACKERS) {
      it(`${attacker}: PATCH, DELETE, making active, filtering the library and asking alternatives by another member's gym answer 404 and change nothing`, async () => {
        const before = await gymRows();
        expect(before.map((row) => row.id)).toEqual([gymId]);
        const client = callers[attacker].client;
        const path = `/api/gyms/${gymId}`;
        expect((await attempt(client, path, { method: 'PATCH', json: { name: 'Taken over', equipment: [] } })).status).toBe(404);
        expect((await attempt(client, path, { method: 'DELETE' })).status).toBe(404);
        expect((await attempt(client, '/api/gyms/active', { method: 'PUT', json: { gymId } })).status).toBe(404);
        expect((await attempt(client, `/api/exercises?gym=${gymId}`)).status).toBe(404);
        const alternatives = await attempt(client, `/api/exercises/${sampleIds[0]}/alternatives?gym=${gymId}`);
        expect(alternatives.status).toBe(404);
        expect(alternatives.body).not.toContain('Dumbbells');
        const list = await attempt(client, '/api/gyms');
        expect(list.status).toBe(200);
        expect(list.body).not.toContain(gymId);
        expect(list.body).not.toContain('Victim gym');
        expect(await gymRows()).toEqual(before);
      });
    }
  });

  describe('favourites', () => {
    for (const attacker of ATTACKERS) {
      it(`${attacker}: another member's favourite is neither listed nor removed`, async () => {
        const before = await favouriteRows();
        expect(before.map((row) => row.exerciseId)).toEqual([favouriteExerciseId]);
        const client = callers[attacker].client;

        // The id is the exercise's; the row is keyed by the caller: removing "it" removes the attacker's own (none).
        expect((await attempt(client, `/api/favorites/${favouriteExerciseId}`, { method: 'DELETE' })).status).toBe(204);
        for (const path of ['/api/favorites', '/api/favorites/ids']) {
          const read = await attempt(client, path);
          expect(read.status).toBe(200);
          expect(read.body).not.toContain(favouriteExerciseId);
        }
        // Another user id smuggled in the query names nobody else's list.
        const smuggled = await attempt(client, `/api/favorites?userId=${victim.userId}`);
        expect(smuggled.body).not.toContain(favouriteExerciseId);

        expect(await favouriteRows()).toEqual(before);
      });
    }
  });

  describe('suggestions', () => {
    for (const attacker of ATTACKERS) {
      it(`${attacker}: deleting another member's suggestion by its real id answers 404; it is neither listed nor removed`, async () => {
        const before = await suggestionRows();
        expect(before).toHaveLength(1);
        const client = callers[attacker].client;

        expect((await attempt(client, `/api/suggestions/${suggestionId}`, { method: 'DELETE' })).status).toBe(404);
        const list = await attempt(client, '/api/suggestions');
        expect(list.status).toBe(200);
        expect(list.body).not.toContain(suggestionId);

        expect(await suggestionRows()).toEqual(before);
      });
    }
  });

  describe('sessions', () => {
    /** The victim's session rows (the token is the secret half of the cookie). */
    const victimSessions = () => ctx.db.select().from(session).where(eq(session.userId, victim.userId));
    /** Whether the victim is still signed in with their cookie. */
    const victimSignedIn = async () => (await victim.client.request('/api/me')).status === 200;

    for (const attacker of ATTACKERS) {
      it(`${attacker}: list-sessions never shows another member's session`, async () => {
        const [victimSession] = await victimSessions();
        const listed = await attempt(callers[attacker].client, '/api/auth/list-sessions');
        expect(listed.status).toBe(200);
        const sessions = JSON.parse(listed.body) as Array<{ userId: string }>;
        expect(sessions.length).toBeGreaterThan(0);
        expect(sessions.every((s) => s.userId === callers[attacker].userId)).toBe(true);
        expect(listed.body).not.toContain(victimSession!.token);
        expect(listed.body).not.toContain(victimSession!.id);
      });

      it(`${attacker}: revoke-session with another member's real session token leaves it working`, async () => {
        const before = await victimSessions();
        expect(before).toHaveLength(1);
        await attempt(callers[attacker].client, '/api/auth/revoke-session', { method: 'POST', json: { token: before[0]!.token } });
        // revoke-other-sessions ends the caller's own other sessions, never someone else's.
        await attempt(callers[attacker].client, '/api/auth/revoke-other-sessions', { method: 'POST', json: {} });
        expect(await victimSignedIn()).toBe(true);
        expect(await victimSessions()).toEqual(before);
      });

      // better-auth 1.7.25 answers 200 `{ status: true }` here without revoking anything: an answer that lies.
      it(`${attacker}: revoke-session with another member's real session token answers a client error, not a success`, async () => {
        const [victimSession] = await victimSessions();
        const revoked = await attempt(callers[attacker].client, '/api/auth/revoke-session', {
          method: 'POST',
          json: { token: victimSession!.token },
        });
        expect(revoked.status, revoked.body).toBeGreaterThanOrEqual(400);
        expect(revoked.status, revoked.body).toBeLessThan(500);
        expect(await victimSignedIn()).toBe(true);
      });
    }
  });

  describe('admin routes, tried by members on real rows', () => {
    let exerciseId: string;
    let announcementId: string;

    beforeAll(async () => {
      const admin = callers.admin.client;
      const [exercise] = await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.isSample, false)).limit(1);
      exerciseId = exercise!.id;
      const announcement = await admin.request('/api/admin/announcements', {
        method: 'POST',
        json: { title: 'Admin news', countdownEnd: null, buttonText: null, buttonUrl: null, isActive: true },
      });
      expect(announcement.status).toBe(201);
      announcementId = ((await announcement.json()) as { announcement: { id: string } }).announcement.id;
      const ad = await admin.request('/api/admin/banner-ads/1', {
        method: 'PUT',
        json: { headline: 'Admin ad', subtext: null, countdownEnd: null, buttonText: null, buttonUrl: null, isActive: true },
      });
      expect(ad.status).toBe(200);
    });

    /** Every row an admin route can change, as stored. */
    const adminRows = async () => ({
      exercise: await ctx.db.select().from(exercises).where(eq(exercises.id, exerciseId)),
      suggestion: await suggestionRows(),
      announcements: await ctx.db.select().from(announcements),
      bannerAds: await ctx.db.select().from(bannerAds),
    });

    for (const attacker of ['member', 'subscriber'] as const satisfies readonly Attacker[]) {
      it(`${attacker}: every admin write on a real exercise, suggestion, announcement and banner ad answers 403 and changes nothing`, async () => {
        const before = await adminRows();
        const client = callers[attacker].client;
        const exercise = {
          exerciseName: 'Renamed',
          equipmentType: 'Barbells',
          targetMuscleGroups: 'Chest',
          description: 'Changed by a member.',
        };
        const writes: Array<[string, string, unknown?]> = [
          ['PUT', `/api/admin/exercises/${exerciseId}`, exercise],
          ['PATCH', `/api/admin/exercises/${exerciseId}/sample`, { isSample: true }],
          ['DELETE', `/api/admin/exercises/${exerciseId}`],
          ['POST', `/api/admin/suggestions/${suggestionId}/approve`, {}],
          ['DELETE', `/api/admin/suggestions/${suggestionId}`],
          [
            'PUT',
            `/api/admin/announcements/${announcementId}`,
            { title: 'Hijacked', countdownEnd: null, buttonText: null, buttonUrl: null, isActive: true },
          ],
          [
            'POST',
            '/api/admin/announcements',
            { title: 'Hijacked', countdownEnd: null, buttonText: null, buttonUrl: null, isActive: true },
          ],
          [
            'PUT',
            '/api/admin/banner-ads/1',
            { headline: 'Hijacked', subtext: null, countdownEnd: null, buttonText: null, buttonUrl: null, isActive: true },
          ],
          ['DELETE', '/api/admin/banner-ads/1'],
        ];
        for (const [method, path, json] of writes) {
          const answer = await attempt(client, path, { method, ...(json === undefined ? {} : { json }) });
          expect(answer.status, `${method} ${path}`).toBe(403);
        }
        for (const path of ['/api/admin/exercises', '/api/admin/suggestions', '/api/admin/announcements/latest', '/api/admin/banner-ads']) {
          const read = await attempt(client, path);
          expect(read.status, path).toBe(403);
          expect(read.body).not.toContain('Victim Press');
        }
        expect(await adminRows()).toEqual(before);
      });
    }
  });

  // Last: the subscriber attacker's own plan is cancelled, resumed, ended and bought again here.
  describe('the subscription (local test-mode provider)', () => {
    let planOwnerId: string;

    beforeAll(async () => {
      planOwnerId = (await ctx.signedInUser('user')).userId;
      await ctx.subscribe(planOwnerId);
    });

    const victimPlan = () => ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, planOwnerId));

    for (const attacker of ATTACKERS) {
      it(`${attacker}: checkout, cancel, resume and end with another member's user id in the body or query touch only their own plan`, async () => {
        const before = await victimPlan();
        expect(before).toHaveLength(1);
        const client = callers[attacker].client;
        const target = { userId: planOwnerId, user_id: planOwnerId, customer: planOwnerId };
        const query = `?userId=${planOwnerId}`;
        // Whatever each answers, it acts on the attacker's own plan: the victim's row is unchanged afterwards.
        for (const action of ['cancel', 'resume', 'end']) {
          await attempt(client, `/api/billing/local/${action}${query}`, { method: 'POST', json: target });
        }
        await attempt(client, `/api/billing/local/checkout${query}`, { method: 'POST', json: { priceType: 'yearly', ...target } });
        await attempt(client, `/api/billing/checkout${query}`, { method: 'POST', json: { priceType: 'yearly', ...target } });
        await attempt(client, `/api/billing/portal${query}`, { method: 'POST', json: target });
        const status = await attempt(client, `/api/billing/subscription${query}`);
        expect(status.status).toBe(200);
        expect(status.body).not.toContain(before[0]!.currentPeriodEnd!.toISOString());

        expect(await victimPlan()).toEqual(before);
      });
    }
  });
});

describe('IDOR: Stripe checkout and portal open only for the caller’s own customer', () => {
  let fake: FakeStripe;
  let ctx: TestContext;
  let callers: Callers;
  let victim: Awaited<ReturnType<TestContext['signedInUser']>>;
  let victimCustomer: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestContext({ env: stripeEnv(fake) });
    for (const path of ['/v1', '/v1/customers', '/v1/checkout/sessions', '/v1/billing_portal/sessions', '/v1/subscriptions'])
      fake.behave(path, 'ok');
    victim = await ctx.signedInUser('user');
    callers = await makeCallers(ctx);
    // The victim's Stripe customer exists (they opened a checkout once).
    expect((await victim.client.request('/api/billing/checkout', { method: 'POST', json: { priceType: 'monthly' } })).status).toBe(200);
    const [customer] = await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, victim.userId));
    victimCustomer = customer!.providerCustomerId;
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  for (const attacker of ['member', 'subscriber'] as const satisfies readonly Attacker[]) {
    it(`${attacker}: the victim's user id and Stripe customer id in the body or query open pages for the attacker's own customer only`, async () => {
      const client = callers[attacker].client;
      const target = { userId: victim.userId, customer: victimCustomer, customerId: victimCustomer };
      const query = `?userId=${victim.userId}&customer=${victimCustomer}`;
      const customersBefore = await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, victim.userId));
      const portalsBefore = fake.requestsTo('/v1/billing_portal/sessions').length;
      const checkoutsBefore = fake.requestsTo('/v1/checkout/sessions').length;

      const portal = await attempt(client, `/api/billing/portal${query}`, { method: 'POST', json: target });
      const checkout = await attempt(client, `/api/billing/checkout${query}`, {
        method: 'POST',
        json: { priceType: 'monthly', ...target },
      });
      expect(portal.status).toBe(200);
      // A subscriber already has a running plan: a second checkout is refused (409) before Stripe is asked.
      expect(checkout.status).toBe(attacker === 'subscriber' ? 409 : 200);

      const sent = [
        ...fake.requestsTo('/v1/billing_portal/sessions').slice(portalsBefore),
        ...fake.requestsTo('/v1/checkout/sessions').slice(checkoutsBefore),
      ];
      expect(sent.length).toBeGreaterThan(0);
      const [own] = await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, callers[attacker].userId!));
      for (const request of sent) expect(request.form.get('customer')).toBe(own!.providerCustomerId);
      expect(sent.map((request) => request.form.get('customer'))).not.toContain(victimCustomer);
      expect(await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, victim.userId))).toEqual(customersBefore);
    });
  }
});
