import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { AppRouter } from '../../http/openapi';

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

/** GET /api/health: 200 when the database answers a trivial query, 503 otherwise (for load balancers). */
export function registerHealthRoutes(app: AppRouter, database: Database): void {
  app.openapi(health, async (c) => {
    try {
      await database.rows(sql`select 1`);
      return c.json({ status: 'ok' as const }, 200);
    } catch {
      return c.json({ status: 'unavailable' as const }, 503);
    }
  });
}
