import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { TRAINING_MESSAGES } from '@/shared/training/messages';
import type { Database, Db } from '../../db/client';
import { appliedWrites } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** What a write answers: its status and JSON body (null for 204). */
export type WriteOutcome = { status: 200 | 201 | 204; body: unknown };

/** 422 IDEMPOTENCY_KEY_REUSED: the key was used for a different request (IETF draft-ietf-httpapi-idempotency-key-header §2.7). */
export class IdempotencyKeyReused extends AppError {
  constructor() {
    super(422, 'IDEMPOTENCY_KEY_REUSED', TRAINING_MESSAGES.idempotencyKeyReused);
  }
}

/** How long an applied key is remembered (docs/architecture.md#idempotent-writes): longer than any outbox waits. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** A request's fingerprint: method, path and body, hashed (SHA-256, hex). */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Runs `write` in one transaction at most once per (member, `key`) (docs/architecture.md#idempotent-writes, after the
 * IETF Idempotency-Key draft): the key is recorded in the same transaction as the write, so a write either happened
 * with its key or not at all. A replayed key answers the stored outcome (`replayed: true`) without running `write`; two
 * requests with one key at once are serialised by the key's primary key, the second answering the first's outcome.
 * Without a key, `write` simply runs in a transaction. A write that throws records nothing, so it may be retried.
 *
 * @throws IdempotencyKeyReused (422) when the key was used for another request (another fingerprint).
 * @throws whatever `write` throws.
 */
export async function applyOnce(
  database: Database,
  userId: string,
  key: string | undefined,
  fingerprint: string,
  write: (tx: Db) => Promise<WriteOutcome>,
): Promise<WriteOutcome & { replayed: boolean }> {
  return database.db.transaction(async (tx) => {
    if (key === undefined) return { ...(await write(tx)), replayed: false };
    const claimed = await tx
      .insert(appliedWrites)
      .values({ userId, key, fingerprint, status: 0 })
      .onConflictDoNothing()
      .returning({ key: appliedWrites.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(appliedWrites)
        .where(and(eq(appliedWrites.userId, userId), eq(appliedWrites.key, key)));
      if (!stored || stored.fingerprint !== fingerprint) throw new IdempotencyKeyReused();
      return { status: stored.status as WriteOutcome['status'], body: stored.body, replayed: true };
    }
    const outcome = await write(tx);
    await tx
      .update(appliedWrites)
      .set({ status: outcome.status, body: outcome.body === undefined ? null : outcome.body })
      .where(and(eq(appliedWrites.userId, userId), eq(appliedWrites.key, key)));
    return { ...outcome, replayed: false };
  });
}

/** Forgets keys older than {@link IDEMPOTENCY_KEY_DAYS}; returns how many. Run now and then (e.g. at start-up). */
export async function forgetOldKeys(database: Database): Promise<number> {
  const gone = await database.db
    .delete(appliedWrites)
    .where(sql`${appliedWrites.createdAt} < now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`)
    .returning({ key: appliedWrites.key });
  return gone.length;
}
