import type { Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createLogger } from './lib/logger';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { invalidateCatalogueCache } from './features/catalogue-cache/catalogue-cache';
import { forgetGyms } from './features/gyms/gym-memo';
import { Readiness } from './features/health/readiness';
import { searchIndexOf } from './features/exercises/search/search-index-store';
import { createMetricsApp } from './http/metrics';
import { preloadServerRender } from './http/static-site';
import { heapBudget } from './lib/heap-budget';
import { openRuntime, prepareData, projectRoot } from './runtime';

/**
 * Milliseconds between the drain's start and the closing of connections still idle then. By that time a proxy that
 * kept connections open to this instance has had a request refused on a new one and stopped choosing it (nginx:
 * `max_fails`, docs/deployment.md#nginx-in-front), so it no longer writes into the idle ones.
 */
const IDLE_CLOSE_DELAY_MS = 1_000;

/**
 * The only file that listens (docs/architecture.md#layers): config → database → migrations → first-start data → app → serve.
 * SIGTERM/SIGINT turn the instance not-ready at once (`/api/ready` 503 'draining'), keep serving for SHUTDOWN_GRACE_MS
 * while a load balancer notices, then stop accepting connections, end the live event streams, let in-flight requests
 * finish (up to 10 s; each answered with `Connection: close`), end connections still idle a second later and close the
 * database (docs/architecture.md#health-and-readiness, docs/deployment.md#nginx-in-front).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
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
  // Metrics on their own loopback-only port (docs/deployment.md#metrics): open until the process ends.
  const metricsServer =
    runtime.metrics && config.metricsPort
      ? serve({ fetch: createMetricsApp(runtime.metrics).fetch, port: config.metricsPort, hostname: '127.0.0.1' }, (info) =>
          logger.info({ port: info.port }, 'metrics listening on 127.0.0.1'),
        )
      : null;
  // Once the drain starts, every answer says `Connection: close` and its connection ends after it: a proxy's
  // kept-alive connections to this instance end cleanly, each after an answer (docs/deployment.md#nginx-in-front).
  let closing = false;
  (server as HttpServer).prependListener('request', (_request, response) => {
    if (closing) response.setHeader('Connection', 'close');
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
    closing = true;
    // net.Server's close, not http.Server's: it stops accepting connections (a proxy's next one is refused, which it
    // may retry elsewhere whatever the method, and it takes this instance out of rotation) and leaves the open ones be.
    // http.Server's would also end at once every connection that looks idle — one just accepted, or a proxy's pooled
    // one — though the proxy may have just written a request into it that this process has not read yet: reset, a
    // POST cannot be resent (docs/deployment.md#nginx-in-front). They answer that request with `Connection: close`.
    NetServer.prototype.close.call(server, async () => {
      metricsServer?.close();
      await runtime.close();
      logger.info('stopped');
      process.exit(0);
    });
    // Kept-alive connections nobody uses any more would hold close() open until Node's keep-alive timeout (5 s): end
    // the ones still idle once a proxy has had IDLE_CLOSE_DELAY_MS to find this instance gone; in-flight ones end after
    // their answer.
    setTimeout(() => (server as HttpServer).closeIdleConnections(), IDLE_CLOSE_DELAY_MS).unref();
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
