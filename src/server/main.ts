import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { invalidateCatalogueCache } from './features/catalogue-cache/catalogue-cache';
import { forgetGyms } from './features/gyms/gym-memo';
import { Readiness } from './features/health/readiness';
import { searchIndexOf } from './features/exercises/search/search-index-store';
import { preloadServerRender } from './http/static-site';
import { heapBudget } from './lib/heap-budget';
import { openRuntime, prepareData, projectRoot } from './runtime';

/**
 * The only file that listens (docs/architecture.md#layers): config → database → migrations → first-start data → app → serve.
 * SIGTERM/SIGINT turn the instance not-ready at once (`/api/ready` 503 'draining'), keep serving for SHUTDOWN_GRACE_MS
 * while a load balancer notices, then stop accepting connections, end the live event streams, let in-flight requests
 * finish (up to 10 s) and close the database (docs/architecture.md#health-and-readiness).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const runtime = await openRuntime(config, logger);
  await prepareData(runtime);
  // Other instances' writes (NOTIFY 'catalogue' / 'viewers' / 'gyms', change-notify.ts) bring this process's search
  // index up to date and empty its viewer and gym memos too, and so
  // does a re-opened LISTEN connection (the hub dispatches every topic then). Decisions 0005 and 0010. Only the server
  // subscribes: a CLI has no cache worth keeping and must not hold a LISTEN connection.
  await runtime.events.subscribe((topic) => {
    if (topic === 'catalogue') invalidateCatalogueCache(runtime.database);
    else if (topic === 'viewers') runtime.auth.viewerCache.invalidate();
    else if (topic === 'gyms') forgetGyms(runtime.database);
  });
  const webRoot = path.join(projectRoot(), 'dist', 'web');
  const readiness = new Readiness();
  const app = createApp({ ...runtime, webRoot, readiness });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info({ port: info.port, database: runtime.database.kind }, 'listening');
    // The library's search index is built once the server listens, rather than by the first search (decision 0020);
    // a failure is retried by that search.
    // Then the server render of members' library pages is loaded, so the first member's page does not wait for it
    // (docs/architecture.md#server-rendered-library); a failure is retried by that page.
    void searchIndexOf(runtime.database)
      .then(() => {
        const heap = heapBudget();
        if (heap.tight)
          logger.warn(heap, 'the heap is close to its budget with the search index built: raise --max-old-space-size (decision 0022)');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'search index not built at start'))
      .then(() => preloadServerRender(webRoot))
      .catch((error: unknown) => logger.warn({ err: error }, 'server render not loaded at start'));
    process.stdout.write(`Equipped is running at ${config.publicUrl}\n`);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.drain();
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'not ready: draining');
    setTimeout(() => drain(signal), config.shutdownGraceMs);
  };
  const drain = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Open event streams never finish on their own: end them, or close() would wait for them until the force exit.
    void runtime.events.close();
    server.close(async () => {
      await runtime.close();
      logger.info('stopped');
      process.exit(0);
    });
    // Keep-alive connections would hold close() open: end the idle ones now, in-flight ones after their response.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`Equipped cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Equipped failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
