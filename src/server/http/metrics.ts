import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { routePath } from 'hono/route';
import { bearerMatches, type Metrics } from '../lib/metrics';
import type { AppRouter } from './openapi';

/** Hono's `:name` and `:name{pattern}` route parameters, written as OpenAPI templates (`{name}`). */
const PARAMETER = /:(\w+)(?:\{[^}]*\})?\??/g;

/**
 * The route template that answered `c` (hono/route `routePath` at the index of the handler that ran last), in
 * OpenAPI's spelling: `/api/exercises/:id` → `/api/exercises/{id}`. A wildcard route stays a wildcard (`/api/*`), so
 * an unknown path never becomes a label of its own (docs/deployment.md#metrics).
 */
export function routeTemplate(c: Context): string {
  return (routePath(c) || 'unmatched').replace(PARAMETER, '{$1}');
}

/**
 * Counts every answer in `metrics` by method, route template and status class, and times it (docs/deployment.md#metrics).
 * `refine` may replace a wildcard template by a finer label from a closed set (better-auth's kept paths, app.ts).
 * The time runs to the answer's headers; a stream (the event stream) counts when it opens.
 */
export function httpMetrics(metrics: Metrics, refine: (c: Context, template: string) => string = (_c, t) => t): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      metrics.observeRequest(c.req.method, refine(c, routeTemplate(c)), c.res.status, seconds);
    }
  };
}

/** Text answers of the metrics routes: the exposition, or a one-line refusal. */
async function exposition(c: Context, metrics: Metrics): Promise<Response> {
  return c.body(await metrics.scrape(), 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
}

/**
 * `GET /metrics` on the app's own port (docs/deployment.md#metrics): with METRICS_TOKEN set, the exposition for a
 * request bearing `Authorization: Bearer <token>` and 401 for any other; without it (metrics off, or served only on
 * METRICS_PORT) a 404, so the path never falls through to the web app.
 */
export function registerMetricsRoute(app: AppRouter, metrics: Metrics | null, token: string | null): void {
  app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!metrics || !token) return c.text('Not Found', 404);
    if (!bearerMatches(c.req.header('Authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized', 401);
    }
    return exposition(c, metrics);
  });
}

/**
 * The app of the METRICS_PORT listener (docs/deployment.md#metrics): `GET /metrics` without a token — main.ts binds it to
 * 127.0.0.1 only — and 404 for everything else.
 */
export function createMetricsApp(metrics: Metrics): Hono {
  const app = new Hono();
  app.get('/metrics', (c) => exposition(c, metrics));
  app.all('*', (c) => c.text('Not Found', 404));
  return app;
}
