import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { AppRouter } from '../../http/openapi';
import type { NotReadyReason, Readiness } from './readiness';

const health = createRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Liveness and database reachability',
  operationId: 'getHealth',
  tags: ['Health'],
  description: '200 when the database answers a trivial query, 503 otherwise. No session needed.',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } },
    503: {
      description: 'Database unreachable',
      content: { 'application/json': { schema: z.object({ status: z.literal('unavailable') }) } },
    },
  },
});

const ready = createRoute({
  method: 'get',
  path: '/api/ready',
  summary: 'Readiness for traffic',
  operationId: 'getReady',
  tags: ['Health'],
  description:
    '200 when this instance should receive requests: its migrations are applied (it serves only after them), the database ' +
    'answers, its search index is built and it is not shutting down. 503 with the reason otherwise: `database`, ' +
    '`search-index` (still building after a start) or `draining` (SIGTERM received; it keeps serving for SHUTDOWN_GRACE_MS). ' +
    'No session needed.',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: z.object({ status: z.literal('ready') }) } } },
    503: {
      description: 'Not ready, and why',
      content: {
        'application/json': {
          schema: z.object({ status: z.literal('not-ready'), reason: z.enum(['database', 'search-index', 'draining']) }),
        },
      },
    },
  },
});

/**
 * GET /api/health (liveness: 200 when the database answers a trivial query, 503 otherwise) and GET /api/ready
 * (readiness: 200 only when the instance should get traffic; docs/architecture.md#health-and-readiness).
 * `searchIndexBuilt` tells whether the library's search index of `database` is built (search-index-store.ts).
 */
export function registerHealthRoutes(app: AppRouter, database: Database, readiness: Readiness, searchIndexBuilt: () => boolean): void {
  const databaseAnswers = async () => {
    try {
      await database.rows(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  };
  app.openapi(health, async (c) =>
    (await databaseAnswers()) ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503),
  );
  app.openapi(ready, async (c) => {
    let reason: NotReadyReason | null = null;
    if (readiness.draining) reason = 'draining';
    else if (!(await databaseAnswers())) reason = 'database';
    else if (!searchIndexBuilt()) reason = 'search-index';
    return reason === null ? c.json({ status: 'ready' as const }, 200) : c.json({ status: 'not-ready' as const, reason }, 503);
  });
}
