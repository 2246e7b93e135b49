import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../test/auth-test-helpers';
import {
  account,
  appliedWrites,
  billingCustomers,
  exercises,
  session,
  subscriptions,
  suggestedExercises,
  gyms,
  trainingPreferences,
  trainingSessionExercises,
  trainingSessions,
  trainingSets,
  user,
  userActionLog,
  userFavorites,
  verification,
  workoutExercises,
  workouts,
} from '../../db/schema';
import type { SmtpReceiver } from '../../test/smtp-receiver';
import { startSmtpTestContext } from '../../test/fixtures/smtp-test-context';
import { createTestContext, RELAXED_RATE_LIMITS, TEST_ORIGIN, type TestClient, type TestContext } from '../../test/test-app';
import { createVerifiedUser } from '../users/users.service';

/**
 * Account Settings through better-auth's own endpoints (docs/product.md#account-settings, docs/architecture.md#tests): e-mail change confirmed over real
 * SMTP, the current password checked for e-mail and password change and for deletion, other sessions signed out after a
 * password change, and account deletion removing every row of the member in one transaction.
 */

// What the web's Update Email Address form sends as callbackURL (src/web/lib/account-paths.ts).
const callbackURL = `${TEST_ORIGIN}/auth?email-changed=1`;

const changeEmail = (client: TestClient, newEmail: string, currentPassword?: string) =>
  client.request('/api/auth/change-email', { method: 'POST', json: { newEmail, callbackURL, currentPassword } });
const changePassword = (client: TestClient, currentPassword: string, newPassword: string, revokeOtherSessions = true) =>
  client.request('/api/auth/change-password', { method: 'POST', json: { currentPassword, newPassword, revokeOtherSessions } });
const signIn = (ctx: TestContext, email: string, password: string) =>
  ctx.client().request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
const meOf = async (client: TestClient) => {
  const response = await client.request('/api/me');
  return {
    status: response.status,
    email: response.status === 200 ? ((await response.json()) as { user: { email: string } }).user.email : null,
  };
};

describe('e-mail change (SMTP)', () => {
  let smtp: SmtpReceiver;
  let ctx: TestContext;
  beforeAll(async () => ({ smtp, ctx } = await startSmtpTestContext()));
  afterAll(() => ctx.close());

  it('mails one link to the new address; the e-mail changes only when it is followed', async () => {
    const { client, email, password } = await ctx.signedInUser('user', { email: 'before@example.test' });
    const newEmail = 'after@example.test';

    const requested = await changeEmail(client, 'After@Example.test', password);
    expect(requested.status).toBe(200);

    const received = await smtp.waitFor(newEmail);
    expect(received.mail.subject).toBe('Confirm your new Equipped e-mail address');
    const link = received.mail.text?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ORIGIN}/api/auth/verify-email`);
    expect(url.searchParams.get('callbackURL')).toBe(callbackURL);

    // Nothing has changed yet: the old address is the account's, the new one cannot sign in.
    expect(await meOf(client)).toEqual({ status: 200, email });
    expect((await signIn(ctx, newEmail, password)).status).toBe(401);
    expect((await signIn(ctx, email, password)).status).toBe(200);

    const opened = await client.request(pathOf(link!));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(callbackURL);

    expect(await meOf(client)).toEqual({ status: 200, email: newEmail });
    expect((await signIn(ctx, newEmail, password)).status).toBe(200);
    expect((await signIn(ctx, email, password)).status).toBe(401);
    const [row] = await ctx.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, newEmail));
    expect(row?.emailVerified).toBe(true);

    // One link did it: no second mail to the new address; the old one hears of the change once, afterwards
    // (docs/product.md#security-notices).
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(newEmail))).toHaveLength(1);
    const notice = await smtp.waitFor(email);
    expect(notice.mail.subject).toBe('Your Equipped e-mail address was changed');
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
  });

  it('refuses a wrong or missing current password, sends nothing and keeps the e-mail', async () => {
    const { client, email, password } = await ctx.signedInUser('user');

    const wrong = await changeEmail(client, 'taken-over@example.test', 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    const missing = await changeEmail(client, 'taken-over@example.test');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'CURRENT_PASSWORD_REQUIRED' });

    // A later, valid request is delivered; the refused one never was.
    expect((await changeEmail(client, 'rightful@example.test', password)).status).toBe(200);
    await smtp.waitFor('rightful@example.test');
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('taken-over@example.test'))).toHaveLength(0);
    expect(await meOf(client)).toEqual({ status: 200, email });
  });

  it('refuses the change without a session', async () => {
    expect((await changeEmail(ctx.client(), 'nobody@example.test', 'whatever-password')).status).toBe(401);
  });
});

describe('password change', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('refuses a wrong current password and keeps the old one', async () => {
    const { client, email, password } = await ctx.signedInUser('user');
    const refused = await changePassword(client, 'not-my-password', 'brand-new-password-2');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect((await signIn(ctx, email, 'brand-new-password-2')).status).toBe(401);
    expect((await signIn(ctx, email, password)).status).toBe(200);
  });

  it('refuses a new password under 8 characters', async () => {
    const { client, email, password } = await ctx.signedInUser('user');
    const refused = await changePassword(client, password, 'short7!');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect((await signIn(ctx, email, password)).status).toBe(200);
  });

  it('sets the new password, keeps this session and signs every other session out', async () => {
    const { client, email, password } = await ctx.signedInUser('user');
    const phone = ctx.client();
    expect((await phone.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })).status).toBe(200);
    expect((await meOf(phone)).status).toBe(200);

    expect((await changePassword(client, password, 'brand-new-password-2')).status).toBe(200);

    expect((await meOf(client)).status).toBe(200);
    expect((await meOf(phone)).status).toBe(401);
    expect((await signIn(ctx, email, password)).status).toBe(401);
    expect((await signIn(ctx, email, 'brand-new-password-2')).status).toBe(200);
  });

  it('signs the other sessions out even when the client asks it not to', async () => {
    const { client, email, password } = await ctx.signedInUser('user');
    const phone = ctx.client();
    expect((await phone.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })).status).toBe(200);
    expect((await changePassword(client, password, 'brand-new-password-3', false)).status).toBe(200);
    expect((await meOf(client)).status).toBe(200);
    expect((await meOf(phone)).status).toBe(401);
  });
});

/** Rows of `userId` in every table that holds a member's data (workout entries through the member's workouts). */
async function rowsOf(ctx: TestContext, userId: string) {
  const countWhere = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0);
  const db = ctx.db;
  const ownWorkouts = db.select({ id: workouts.id }).from(workouts).where(eq(workouts.userId, userId));
  const ownSessionExercises = db
    .select({ id: trainingSessionExercises.id })
    .from(trainingSessionExercises)
    .where(eq(trainingSessionExercises.userId, userId));
  return {
    user: await countWhere(db.select({ n: count() }).from(user).where(eq(user.id, userId))),
    session: await countWhere(db.select({ n: count() }).from(session).where(eq(session.userId, userId))),
    account: await countWhere(db.select({ n: count() }).from(account).where(eq(account.userId, userId))),
    verification: await countWhere(db.select({ n: count() }).from(verification).where(eq(verification.value, userId))),
    user_favorites: await countWhere(db.select({ n: count() }).from(userFavorites).where(eq(userFavorites.userId, userId))),
    suggested_exercises: await countWhere(db.select({ n: count() }).from(suggestedExercises).where(eq(suggestedExercises.userId, userId))),
    user_action_log: await countWhere(db.select({ n: count() }).from(userActionLog).where(eq(userActionLog.userId, userId))),
    workouts: await countWhere(db.select({ n: count() }).from(workouts).where(eq(workouts.userId, userId))),
    workout_exercises: await countWhere(
      db.select({ n: count() }).from(workoutExercises).where(inArray(workoutExercises.workoutId, ownWorkouts)),
    ),
    subscriptions: await countWhere(db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId))),
    billing_customers: await countWhere(db.select({ n: count() }).from(billingCustomers).where(eq(billingCustomers.userId, userId))),
    gyms: await countWhere(db.select({ n: count() }).from(gyms).where(eq(gyms.userId, userId))),
    training_sessions: await countWhere(db.select({ n: count() }).from(trainingSessions).where(eq(trainingSessions.userId, userId))),
    training_session_exercises: await countWhere(
      db.select({ n: count() }).from(trainingSessionExercises).where(eq(trainingSessionExercises.userId, userId)),
    ),
    training_sets: await countWhere(
      db.select({ n: count() }).from(trainingSets).where(inArray(trainingSets.sessionExerciseId, ownSessionExercises)),
    ),
    training_preferences: await countWhere(
      db.select({ n: count() }).from(trainingPreferences).where(eq(trainingPreferences.userId, userId)),
    ),
    applied_writes: await countWhere(db.select({ n: count() }).from(appliedWrites).where(eq(appliedWrites.userId, userId))),
  };
}

describe('account deletion', () => {
  let ctx: TestContext;
  let exerciseId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    const [exercise] = await ctx.db
      .insert(exercises)
      .values({
        exerciseName: 'Goblet Squat',
        equipmentType: 'Kettlebells',
        targetMuscleGroups: 'Quadriceps, Glutes',
        description: 'Hold the bell at the chest.',
      })
      .returning({ id: exercises.id });
    exerciseId = exercise!.id;
  });
  afterAll(() => ctx.close());

  /** A member with two sessions and one row in every table a member can own, including a pending reset token. */
  async function memberWithEverything(label: string) {
    const member = await ctx.signedInUser('user', { email: `${label}@example.test` });
    const laptop = ctx.client();
    await laptop.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: member.password } });
    await ctx.db.insert(userFavorites).values({ userId: member.userId, exerciseId });
    await ctx.db.insert(suggestedExercises).values({
      userId: member.userId,
      exerciseName: 'Kettlebell Halo',
      description: 'Circle the bell around the head.',
      equipmentType: 'Kettlebells',
      targetMuscleGroups: 'Shoulders',
    });
    await ctx.db.insert(userActionLog).values({ userId: member.userId, action: 'suggest-exercise' });
    const [workout] = await ctx.db.insert(workouts).values({ userId: member.userId, name: 'Legs' }).returning({ id: workouts.id });
    await ctx.db.insert(workoutExercises).values({ workoutId: workout!.id, exerciseId, sets: 3, reps: '10', orderIndex: 0 });
    await ctx.subscribe(member.userId);
    await ctx.db.insert(billingCustomers).values({ userId: member.userId, provider: 'local', providerCustomerId: `cus_${label}` });
    await ctx.db.insert(gyms).values({ userId: member.userId, name: 'Home', equipment: ['Kettlebells'] });
    // The training log, written through the API: a session with one set, the unit, and the writes' idempotency keys.
    const started = await member.client.request('/api/sessions', {
      method: 'POST',
      json: { workoutId: workout!.id },
      headers: { 'Idempotency-Key': `start-${label}` },
    });
    expect(started.status, await started.clone().text()).toBe(201);
    expect((await member.client.request('/api/training-preferences', { method: 'PUT', json: { weightUnit: 'lb' } })).status).toBe(200);
    const [entry] = await ctx.db
      .select({ id: trainingSessionExercises.id })
      .from(trainingSessionExercises)
      .where(eq(trainingSessionExercises.userId, member.userId));
    await ctx.db.delete(trainingSets).where(eq(trainingSets.sessionExerciseId, entry!.id));
    await ctx.db.insert(trainingSets).values({ sessionExerciseId: entry!.id, setIndex: 0, weight: 50, weightUnit: 'lb', reps: 10 });
    const reset = await ctx.client().request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: member.email, redirectTo: `${TEST_ORIGIN}/auth?mode=reset` },
    });
    expect(reset.status).toBe(200);
    return { ...member, laptop };
  }

  const everyRow = {
    user: 1,
    session: 2,
    account: 1,
    verification: 1,
    user_favorites: 1,
    suggested_exercises: 1,
    user_action_log: 1,
    workouts: 1,
    workout_exercises: 1,
    subscriptions: 1,
    billing_customers: 1,
    gyms: 1,
    training_sessions: 1,
    training_session_exercises: 1,
    training_sets: 1,
    training_preferences: 1,
    applied_writes: 1,
  };
  const noRow = Object.fromEntries(Object.keys(everyRow).map((table) => [table, 0]));

  it('removes every row of the member, leaves other members alone, and the old session cookie gets 401', async () => {
    const member = await memberWithEverything('leaving');
    const other = await memberWithEverything('staying');
    expect(await rowsOf(ctx, member.userId)).toEqual(everyRow);
    const oldCookie = member.client.cookie();

    const deleted = await member.client.request('/api/auth/delete-user', { method: 'POST', json: { password: member.password } });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ success: true, message: 'User deleted' });

    expect(await rowsOf(ctx, member.userId)).toEqual(noRow);
    expect(await rowsOf(ctx, other.userId)).toEqual(everyRow);
    expect((await ctx.client().request('/api/me', { headers: { cookie: oldCookie } })).status).toBe(401);
    expect((await meOf(member.laptop)).status).toBe(401);
    expect((await signIn(ctx, member.email, member.password)).status).toBe(401);
    // The catalogue keeps the exercise the member had saved.
    expect(await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, exerciseId))).toHaveLength(1);
  });

  it.each([
    ['no password', {}],
    ['an empty password', { password: '' }],
    ['a deletion token instead of the password', { token: 'some-token' }],
  ])('refuses %s and deletes nothing, however fresh the session', async (_, body) => {
    const member = await memberWithEverything(`unconfirmed-${Object.keys(body).join('-') || 'none'}`);
    const refused = await member.client.request('/api/auth/delete-user', { method: 'POST', json: body });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'CURRENT_PASSWORD_REQUIRED' });
    expect(await rowsOf(ctx, member.userId)).toEqual(everyRow);
    expect((await meOf(member.client)).status).toBe(200);
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const member = await memberWithEverything('hesitant');
    const refused = await member.client.request('/api/auth/delete-user', { method: 'POST', json: { password: 'not-my-password' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(await rowsOf(ctx, member.userId)).toEqual(everyRow);
    expect((await meOf(member.client)).status).toBe(200);
  });

  it('is all or nothing: when removing the user fails, the sessions, password and tokens are all still there', async () => {
    const member = await memberWithEverything('unlucky');
    // Make the final DELETE of the user row fail, after the transaction has already removed the member's tokens.
    await ctx.db.execute(
      sql.raw(`CREATE FUNCTION refuse_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`),
    );
    await ctx.db.execute(
      sql.raw('CREATE TRIGGER refuse_user_delete BEFORE DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION refuse_user_delete()'),
    );
    // better-call prints a 500's cause to the console; expect it there instead of letting it clutter the run.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failed = await member.client.request('/api/auth/delete-user', { method: 'POST', json: { password: member.password } });
      expect(failed.status).toBe(500);
      expect(consoleError.mock.calls.map((call) => call.map(String).join(' ')).join('\n')).toContain('Failed query: delete from "user"');
    } finally {
      consoleError.mockRestore();
      await ctx.db.execute(sql.raw('DROP TRIGGER refuse_user_delete ON "user"'));
      await ctx.db.execute(sql.raw('DROP FUNCTION refuse_user_delete()'));
    }
    expect(await rowsOf(ctx, member.userId)).toEqual(everyRow);
    expect((await meOf(member.client)).status).toBe(200);
    expect((await signIn(ctx, member.email, member.password)).status).toBe(200);
  });
});

describe('password checks are rate-limited like sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimits: { ...RELAXED_RATE_LIMITS, signIn: 3 } });
  });
  afterAll(() => ctx.close());

  const attempts = {
    'change-email': (client: TestClient) => changeEmail(client, 'elsewhere@example.test', 'guess-password'),
    'change-password': (client: TestClient) => changePassword(client, 'guess-password', 'brand-new-password-2'),
    'delete-user': (client: TestClient) =>
      client.request('/api/auth/delete-user', { method: 'POST', json: { password: 'guess-password' } }),
  } as const;

  it.each(Object.keys(attempts) as Array<keyof typeof attempts>)('%s: the 4th guess from one IP gets 429', async (endpoint) => {
    const ip = `10.4.${Object.keys(attempts).indexOf(endpoint)}.1`;
    const email = `guessed-${endpoint}@example.test`;
    await createVerifiedUser(ctx.auth, { email, password: 'correct-horse-battery', role: 'user' });
    const attacker = ctx.client(ip);
    expect(
      (await attacker.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'correct-horse-battery' } })).status,
    ).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await attempts[endpoint](attacker)).status).toBe(400);
    const refused = await attempts[endpoint](attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
