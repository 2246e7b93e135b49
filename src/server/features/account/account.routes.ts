import { createRoute } from '@hono/zod-openapi';
import { accountExportSchema } from '@/shared/schemas/account-export';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/guards';
import { type AppRouter, errorResponses, jsonResponse, SIGNED_IN } from '../../http/openapi';
import { exportAccount } from './account-export';

const exportRoute = createRoute({
  method: 'get',
  path: '/api/account/export.json',
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: ['Account'],
  summary: 'Everything you keep in Equipped, as one JSON file',
  operationId: 'exportAccount',
  description:
    "The member's profile, weight unit, favourites, workouts, gyms, suggestions and every training session with its sets, as one document ('equipped-account-export', version 1), sent as a download.",
  responses: { 200: jsonResponse(accountExportSchema, 'The account export'), ...errorResponses(401) },
});

/** The account's own routes (docs/product.md#your-data); signing in, e-mail and deletion are better-auth's. */
export function registerAccountRoutes(app: AppRouter, database: Database): void {
  app.openapi(exportRoute, async (c) => {
    const document = await exportAccount(database, c.var.user);
    c.header('Content-Disposition', `attachment; filename="equipped-account-${document.exportedAt.slice(0, 10)}.json"`);
    return c.json(document, 200);
  });
}
