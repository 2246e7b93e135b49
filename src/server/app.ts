import type { Context } from 'hono';
import type { Database } from './db/client';
import { csrf } from 'hono/csrf';
import { AUTH_BODY_SCHEMAS } from '@/shared/schemas/auth-input';
import type { AppDeps } from './app-deps';
import { registerAuthDocumentation } from './auth/auth-openapi';
import { isKeptAuthRoute } from './auth/auth-routes';
import { clientIp } from './auth/client-ip';
import type { Viewer } from './auth/viewer';
import { resolveViewer } from './features/access/access.service';
import { registerAdminRoutes } from './features/admin/admin.routes';
import { registerAnnouncementRoutes } from './features/announcements/announcements.routes';
import { registerBannerAdRoutes } from './features/banner-ads/banner-ads.routes';
import { registerBillingRoutes } from './features/billing/billing.routes';
import { registerDevMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { registerEventRoutes } from './features/events/events.routes';
import { registerExerciseRoutes } from './features/exercises/exercises.routes';
import { searchIndexBuilt, searchIndexStats } from './features/exercises/search/search-index-store';
import { registerFavoriteRoutes } from './features/favorites/favorites.routes';
import { registerGymRoutes } from './features/gyms/gyms.routes';
import { registerHealthRoutes } from './features/health/health.routes';
import { Readiness } from './features/health/readiness';
import { registerIllustrationRoutes } from './features/illustrations/illustrations.routes';
import { registerMeRoutes } from './features/me/me.routes';
import { registerSeoRoutes } from './features/seo/seo.routes';
import { registerSuggestionRoutes } from './features/suggestions/suggestions.routes';
import { registerWorkoutRoutes } from './features/workouts/workouts.routes';
import { registerAccountRoutes } from './features/account/account.routes';
import { registerSessionRoutes, SESSION_IMPORT_BODY_LIMITS } from './features/sessions/sessions.routes';
import { handleError } from './http/errors';
import { inputGuard } from './http/input-guard';
import { compressJson, limitBody, requestLogger, securityHeaders } from './http/middleware';
import { createRouter, registerApiDocument } from './http/openapi';
import { errorRequestId, requestId } from './http/request-id';
import { httpMetrics, registerMetricsRoute } from './http/metrics';
import type { Metrics } from './lib/metrics';
import type { EventsHub } from './realtime/events-hub';
import { mountStaticSite } from './http/static-site';
import { createEventsHub } from './realtime/events-hub';

/**
 * Builds the HTTP application (docs/architecture.md#layers app.ts): middleware, the one error handler, every route, the OpenAPI
 * document and — when `deps.webRoot` is given — the built SPA. Opens nothing and listens nowhere: main.ts and the tests
 * own the process resources.
 */
export function createApp(deps: AppDeps) {
  const { config, database, mailer, logger, auth } = deps;
  const metrics = deps.metrics ?? null;
  const readiness = deps.readiness ?? new Readiness();
  const events = deps.events ?? createEventsHub(database, logger);
  const app = createRouter();

  app.onError(handleError);
  // First, so every log line of the request carries its id (docs/architecture.md#request-ids).
  app.use('*', requestId({ trustedProxies: config.trustedProxies, allowTestHeader: config.nodeEnv === 'test' }));
  if (metrics) {
    // better-auth's kept paths are a closed set (auth-routes.ts): each is its own label rather than /api/auth/*.
    const authLabel = (c: Context, template: string) =>
      template === '/api/auth/*' && isKeptAuthRoute(c.req.method, c.req.path) ? c.req.path : template;
    app.use('*', httpMetrics(metrics, authLabel));
    registerGauges(metrics, { database, events, readiness });
  }
  app.use('*', requestLogger(logger));
  app.use('*', securityHeaders());
  // JSON and SVG answers over 1 KiB gzip-compressed; never the event stream (docs/architecture.md#performance).
  app.use('/api/*', ...compressJson());
  // Inside compression and outside every refusal: each JSON error answer names its request id.
  app.use('/api/*', errorRequestId());
  // A training-log import carries a whole file: its routes take a larger limit (docs/product.md#import-from-strong-or-hevy).
  app.use('/api/*', limitBody(config.bodyLimitBytes, SESSION_IMPORT_BODY_LIMITS));
  // Cookie sessions need CSRF protection: JSON writes are safe behind the browser's CORS preflight, but a cross-site
  // <form> (urlencoded, multipart, text/plain) is not, so those are accepted only from our own origin.
  app.use('/api/*', csrf({ origin: config.publicUrl }));
  // NUL, broken UTF-8 and deep nesting are refused here, before any route, better-auth hook or query (decision 0012).
  app.use('/api/*', inputGuard({ bodySchemas: AUTH_BODY_SCHEMAS }));
  app.use('*', clientIp({ trustedProxies: config.trustedProxies, allowTestHeader: config.nodeEnv === 'test' }));
  // Local test-mode plans renew themselves only while this server is their provider (decision 0009 §5).
  const viewerDeps = { auth, db: database.db, logger, renewLocalPlans: config.billingProvider === 'local' };
  app.use('/api/*', async (c, next) => {
    let viewer: Promise<Viewer> | undefined;
    c.set('viewer', () => (viewer ??= resolveViewer(viewerDeps, c.req.raw.headers)));
    c.header('Cache-Control', 'no-store');
    await next();
  });

  // Only the better-auth endpoints the product uses reach it (auth-routes.ts); any other /api/auth path is a 404.
  const noSuchRoute = (c: Context) => c.json({ error: { code: 'NOT_FOUND', message: 'No such API route.' } }, 404);
  app.on(['GET', 'POST'], '/api/auth/*', (c) => (isKeptAuthRoute(c.req.method, c.req.path) ? auth.handler(c.req.raw) : noSuchRoute(c)));
  registerHealthRoutes(app, database, readiness, () => searchIndexBuilt(database));
  registerMeRoutes(app, { pendingEmail: auth.pendingEmail });
  registerExerciseRoutes(app, database);
  registerIllustrationRoutes(app, database);
  registerFavoriteRoutes(app, database);
  registerWorkoutRoutes(app, database);
  registerSessionRoutes(app, database);
  registerAccountRoutes(app, database);
  registerGymRoutes(app, database);
  registerSuggestionRoutes(app, database);
  registerAdminRoutes(app, database);
  registerAnnouncementRoutes(app, database);
  registerBannerAdRoutes(app, database);
  registerBillingRoutes(app, { config, database, logger, auth, countStripeWebhook: metrics?.countStripeWebhook });
  registerEventRoutes(app, events);

  registerAuthDocumentation(app.openAPIRegistry);
  registerApiDocument(app, { publicUrl: config.publicUrl });
  app.all('/api/*', noSuchRoute);

  // Before the SPA fallback, which would answer them with the app's HTML (docs/architecture.md#performance).
  registerSeoRoutes(app, config.publicUrl);
  registerMetricsRoute(app, metrics, config.metricsToken);
  if (!config.isProduction && mailer.outbox()) registerDevMailboxRoutes(app, mailer);
  if (deps.webRoot) mountStaticSite(app, deps.webRoot);
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The gauges read at each scrape (docs/deployment.md#metrics): the PostgreSQL pool's connections in use and idle and
 * the requests waiting for one (node-postgres `Pool` counts; none on the embedded database), the search index's
 * documents and the seconds since its last delta (none before it is built), the open event streams, and whether the
 * instance is draining.
 */
function registerGauges(metrics: Metrics, deps: { database: Database; events: EventsHub; readiness: Readiness }): void {
  const { pool } = deps.database;
  if (pool) {
    metrics.gauge(
      'equipped_db_pool_connections',
      'PostgreSQL pool connections by state (in_use, idle).',
      () => [
        { labels: { state: 'in_use' }, value: pool.totalCount - pool.idleCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
      ],
      ['state'],
    );
    metrics.gauge('equipped_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection.', () => pool.waitingCount);
  }
  const stats = () => {
    const found = searchIndexStats(deps.database);
    if (!found) throw new Error('The search index is not built yet.');
    return found;
  };
  metrics.gauge(
    'equipped_search_index_documents',
    'Exercises held by the search index (absent until it is built).',
    () => stats().documents,
  );
  metrics.gauge(
    'equipped_search_index_last_delta_age_seconds',
    'Seconds since the search index was last built or brought up to date (absent until it is built).',
    () => (Date.now() - stats().refreshedAt) / 1000,
  );
  metrics.gauge(
    'equipped_event_streams_open',
    'Clients whose live event stream (/api/events) is open on this instance.',
    () => deps.events.openStreams,
  );
  metrics.gauge('equipped_draining', '1 once the instance received SIGTERM and answers /api/ready with 503, else 0.', () =>
    deps.readiness.draining ? 1 : 0,
  );
}
