import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FuzzRequest,
  JS_SPECIAL_NAMES,
  type JsonSchema,
  type Operation,
  operationsFromDocument,
  requestArbitrary,
} from '../test/fuzz-requests';
import { searchIndexOf } from '../features/exercises/search/search-index-store';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/test-app';

/**
 * Property-based fuzzing of every operation of the live OpenAPI document (`GET /api/openapi.json`), plus the better-auth
 * routes the product keeps that the document does not list yet: each gets {@link CASES} generated requests (see
 * `src/server/test/fuzz-requests.ts`: NUL and control characters, `null` for every field, wrong types, ten times the
 * maximum lengths, deep nesting, invalid UTF-8 bytes, huge numbers, and well-formed requests), sent as a subscribed
 * admin (so handlers are reached) or anonymously. Rules (OWASP ASVS 5.0 V1.5, V16.5):
 * - never a 5xx;
 * - never a stack trace or an internal error name in a body;
 * - a refused request (4xx) writes no row: every INSERT, UPDATE and DELETE on every table is logged with its time by a
 *   trigger, and each logged write belongs to the request running when it happened (requests are sent one at a time);
 *   none may belong to a refused one. better-auth's background work (mail, link records) is awaited after each request,
 *   so its writes fall within the request that started it. The log is read once per operation, not per request, which
 *   keeps the file fast.
 *   `rate_limit` is left out: better-auth counts every request to its routes there, refused ones included — that is
 *   the rate limiter working, not the request's effect. One refusal writes by design ({@link REFUSALS_THAT_WRITE}):
 *   signing in with the right password of an unconfirmed account mails a new confirmation link.
 *
 * The seed rotates per run; `FUZZ_SEED=<n>` replays one. A failure names the seed, the operation and the request.
 */

const CASES = Number(process.env.FUZZ_CASES ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Tables a refused request may still write, and why (see the docstring above): they get no write-log trigger. */
const WRITES_ALLOWED_ON_REFUSAL = ['rate_limit'];
/**
 * Refusals whose purpose is a write, by better-auth error `code` and the writes they may make: a sign-in refused with
 * 403 `EMAIL_NOT_VERIFIED` (right password, e-mail not confirmed yet) mails a new confirmation link and records it
 * (auth.ts `emailVerification.sendOnSignIn`, single-use-links.ts `issued`). The fuzz meets it when a generated sign-in
 * repeats the e-mail and password of an account a generated sign-up made.
 */
const REFUSALS_THAT_WRITE: ReadonlyMap<string, readonly string[]> = new Map([['EMAIL_NOT_VERIFIED', ['verification:INSERT']]]);

const str: JsonSchema = { type: 'string' };
const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', properties, required });
const password: JsonSchema = { type: 'string', minLength: 8, maxLength: 128 };
const email: JsonSchema = { type: 'string', format: 'email', maxLength: 254 };
const auth = (
  method: string,
  path: string,
  body?: JsonSchema,
  query: Operation['query'] = [],
  pathParams: Operation['pathParams'] = [],
): Operation => ({
  method,
  path: `/api/auth${path}`,
  body,
  query,
  pathParams,
});

/** The better-auth routes the product keeps, with the bodies and queries better-auth 1.7 reads. */
const AUTH_OPERATIONS: Operation[] = [
  auth('POST', '/sign-up/email', obj({ email, password, name: str, callbackURL: str }, ['email', 'password', 'name'])),
  auth('POST', '/sign-in/email', obj({ email, password, callbackURL: str, rememberMe: { type: 'boolean' } }, ['email', 'password'])),
  auth('POST', '/sign-out'),
  auth('GET', '/verify-email', undefined, [
    { name: 'token', required: true, schema: str },
    { name: 'callbackURL', required: false, schema: str },
  ]),
  auth('POST', '/send-verification-email', obj({ email, callbackURL: str }, ['email'])),
  auth('POST', '/request-password-reset', obj({ email, redirectTo: str }, ['email'])),
  auth(
    'GET',
    '/reset-password/{token}',
    undefined,
    [{ name: 'callbackURL', required: true, schema: str }],
    [{ name: 'token', required: true, schema: str }],
  ),
  auth('POST', '/reset-password', obj({ newPassword: password, token: str }, ['newPassword'])),
  auth('POST', '/change-email', obj({ newEmail: email, callbackURL: str, currentPassword: password }, ['newEmail', 'currentPassword'])),
  auth(
    'POST',
    '/change-password',
    obj({ newPassword: password, currentPassword: password, revokeOtherSessions: { type: 'boolean' } }, ['newPassword', 'currentPassword']),
  ),
  auth('POST', '/delete-user', obj({ password, callbackURL: str }, ['password'])),
  auth('POST', '/update-user', obj({ name: { type: 'string', minLength: 1, maxLength: 100 }, image: str })),
  auth('POST', '/revoke-session', obj({ token: str }, ['token'])),
  auth('POST', '/revoke-sessions'),
  auth('POST', '/revoke-other-sessions'),
  auth('GET', '/list-sessions'),
  auth('GET', '/get-session', undefined, [{ name: 'disableCookieCache', required: false, schema: { type: 'boolean' } }]),
];

/** Auth routes whose success can end the admin's own session (sign-out, revocation, password and account changes). */
const SESSION_ENDING = new Set(
  ['sign-out', 'revoke-session', 'revoke-sessions', 'delete-user', 'change-password', 'reset-password', 'change-email'].map(
    (p) => `/api/auth/${p}`,
  ),
);

/** Stack frames (`    at fn (file.js:1:2)`) and error class names (`TypeError:`, `DrizzleQueryError:`). */
const STACK_TRACE = /^\s*at .+(:\d+:\d+\)?|\(native\)|<anonymous>)\s*$|\b[A-Z][A-Za-z]*Error: /m;

const ctx: TestContext = await createTestContext();
// A started instance builds its search index at once (main.ts); until then /api/ready answers its designed 503.
await searchIndexOf(ctx.database);
const totals = { operations: 0, cases: 0, serverErrors: 0 };
let adminCookie = '';
let adminId = '';

/** better-auth's session cookie for a new session of `userId` (HMAC-SHA256 signed as better-call signs cookies). */
async function newSessionCookie(userId: string): Promise<string> {
  const context = await ctx.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', ctx.config.authSecret).update(session.token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${session.token}.${signature}`)}`;
}

/** True while the admin's session still answers (a fuzzed sign-out or revoke-sessions may have ended it). */
async function adminSignedIn(): Promise<boolean> {
  const response = await ctx.app.request('/api/auth/get-session', { headers: { cookie: adminCookie, origin: TEST_ORIGIN } });
  return response.status === 200 && (await response.json()) !== null;
}

/** Rows written since the last call: table, operation and the time in epoch milliseconds (whole ms). */
async function takeWrites(): Promise<Array<{ write: string; at: number }>> {
  const result = (await ctx.db.execute(
    sql.raw('DELETE FROM fuzz_write_log RETURNING tbl, op, floor(extract(epoch from at) * 1000)::float8 AS at'),
  )) as unknown as { rows: Array<{ tbl: string; op: string; at: number }> };
  return result.rows.map((row) => ({ write: `${row.tbl}:${row.op}`, at: Number(row.at) }));
}

/** One sent request: when it started (epoch ms), its status, better-auth's error `code` if any, and what it was. */
type Sent = { start: number; status: number; code?: string; what: string };

/** The `code` of a JSON error body (`{ "code": "EMAIL_NOT_VERIFIED", ... }`), or undefined. */
function errorCode(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/** True when `request` was refused and `write` is not the documented effect of that refusal ({@link REFUSALS_THAT_WRITE}). */
const refusedWithout = (write: string) => (request: Sent) =>
  request.status >= 400 && !(request.code !== undefined && REFUSALS_THAT_WRITE.get(request.code)?.includes(write));

/**
 * The writes that only refused requests can have made: a write at `at` may belong to any request that started at or
 * before it and whose successor had not started before it (whole milliseconds, so neighbours can share one); it is
 * the refusal's only when every such request was refused, and not with a code whose purpose is that write.
 */
function writesOfRefusals(sent: Sent[], writes: Array<{ write: string; at: number }>): string[] {
  return writes.flatMap(({ write, at }) => {
    const candidates = sent.filter((s, i) => s.start <= at && (sent[i + 1]?.start ?? Infinity) >= at);
    return candidates.length > 0 && candidates.every(refusedWithout(write))
      ? [`${write} by ${candidates.map((s) => s.what).join(' or ')}`]
      : [];
  });
}

async function send(
  request: FuzzRequest,
  extra: Record<string, string> = {},
): Promise<{ status: number; text: string; replayed: boolean }> {
  const headers = new Headers({ origin: TEST_ORIGIN, 'x-test-client-ip': '127.0.0.1', ...extra });
  if (request.caller === 'admin') headers.set('cookie', adminCookie);
  if (request.contentType) headers.set('content-type', request.contentType);
  const response = await ctx.app.request(request.url, { method: request.method, headers, body: request.body?.slice() }, undefined);
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    await response.body?.cancel(); // a live event stream never ends by itself
    return { status: response.status, text: '', replayed: false };
  }
  const replayed = response.headers.get('idempotent-replayed') === 'true';
  return { status: response.status, text: await response.text(), replayed };
}

beforeAll(async () => {
  // One write log for every table: an AFTER trigger records each row inserted, updated or deleted.
  await ctx.db.execute(sql.raw('CREATE TABLE fuzz_write_log (tbl text NOT NULL, op text NOT NULL, at timestamptz NOT NULL)'));
  await ctx.db.execute(
    sql.raw(`CREATE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO fuzz_write_log VALUES (TG_TABLE_NAME, TG_OP, clock_timestamp()); RETURN NULL; END $$`),
  );
  const skipped = ['fuzz_write_log', ...WRITES_ALLOWED_ON_REFUSAL].map((t) => `'${t}'`).join(', ');
  await ctx.db.execute(
    sql.raw(`DO $$ DECLARE t text; BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN (${skipped}) LOOP
        EXECUTE format('CREATE TRIGGER fuzz_log AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fuzz_log_write()', t);
      END LOOP; END $$`),
  );
  const admin = await ctx.signedInUser('admin');
  await ctx.subscribe(admin.userId);
  adminId = admin.userId;
  adminCookie = admin.client.cookie();
});

afterAll(async () => {
  console.log(
    `fuzz: ${totals.operations} operations fuzzed, ${totals.cases} cases run, ${totals.serverErrors} 5xx seen (seed ${SEED}; replay with FUZZ_SEED=${SEED})`,
  );
  await ctx.close();
});

const documentResponse = await ctx.app.request('/api/openapi.json');
const documented = operationsFromDocument(await documentResponse.json());
const documentedKeys = new Set(documented.map((op) => `${op.method} ${op.path}`));
const OPERATIONS = [...documented, ...AUTH_OPERATIONS.filter((op) => !documentedKeys.has(`${op.method} ${op.path}`))];

describe(`fuzz: ${CASES} generated requests per operation (seed ${SEED})`, () => {
  it('covers every operation of the OpenAPI document and every kept better-auth route', () => {
    expect(documented.length).toBeGreaterThan(30);
    for (const op of AUTH_OPERATIONS) expect(OPERATIONS.some((o) => o.method === op.method && o.path === op.path)).toBe(true);
  });

  it.each(OPERATIONS.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, op) => {
      totals.operations += 1;
      const sent: Sent[] = [];
      await takeWrites();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async (request) => {
          totals.cases += 1;
          const start = Date.now();
          const { status, text } = await send(request);
          // A sign-up or reset answers before its mail and link record are written (auth.ts backgroundTasks): wait, so
          // those writes fall within this request and are not blamed on the next one.
          await ctx.backgroundSettled();
          const what = `${request.caller} ${request.method} ${request.url.slice(0, 200)} [${request.label}] → ${status}`;
          sent.push({ start, status, code: status >= 400 ? errorCode(text) : undefined, what });
          if (status >= 500) totals.serverErrors += 1;
          expect(status, `5xx for ${what}: ${text.slice(0, 300)}`).toBeLessThan(500);
          expect(STACK_TRACE.test(text), `stack trace in the body of ${what}: ${text.slice(0, 300)}`).toBe(false);
          if (request.caller === 'admin' && status < 400 && SESSION_ENDING.has(op.path) && !(await adminSignedIn())) {
            adminCookie = await newSessionCookie(adminId);
          }
        }),
        { numRuns: CASES, seed: SEED, endOnFailure: true },
      );
      expect(writesOfRefusals(sent, await takeWrites()), `rows written by refused requests (seed ${SEED})`).toEqual([]);
    },
    180_000,
  );

  // The training log's writes, each sent twice with one Idempotency-Key (docs/architecture.md#idempotent-writes): the
  // second answers as the first did, says it is a replay when the first was applied, and writes nothing.
  const KEYED = documented.filter((op) => op.headers?.includes('idempotency-key'));
  it('replays: finds the writes that take an Idempotency-Key', () => expect(KEYED.length).toBeGreaterThan(5));
  it.each(KEYED.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s replayed with its Idempotency-Key',
    async (_name, op) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), fc.uuid(), async (request, key) => {
          const first = await send(request, { 'idempotency-key': key });
          await takeWrites();
          const again = await send(request, { 'idempotency-key': key });
          const what = `${request.caller} ${request.method} ${request.url.slice(0, 200)} [${request.label}] → ${first.status}, again ${again.status}`;
          expect(first.status, `5xx for ${what}: ${first.text.slice(0, 300)}`).toBeLessThan(500);
          expect(again.status, what).toBe(first.status);
          expect(again.replayed, `Idempotent-Replayed for ${what}`).toBe(first.status < 400);
          expect(await takeWrites(), `rows written by the replay of ${what}`).toEqual([]);
        }),
        { numRuns: Math.min(CASES, 60), seed: SEED, endOnFailure: true },
      );
    },
    180_000,
  );

  it('still answers every short search after what the generated writes left in the catalogue (special names among them)', async () => {
    for (const q of ['f', 'fu', 'func', 'c', 'co', 'p', 'pr', 't', 'h', 'v', '_', ...JS_SPECIAL_NAMES]) {
      for (const path of ['/api/exercises', '/api/exercises/autocomplete']) {
        for (const caller of ['admin', 'anonymous'] as const) {
          const { status, text } = await send({ caller, method: 'GET', url: `${path}?q=${encodeURIComponent(q)}`, label: 'short search' });
          expect(status, `${caller} ${path}?q=${q}: ${text.slice(0, 300)}`).toBe(200);
        }
      }
    }
  });
});
