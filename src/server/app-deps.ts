import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Metrics } from './lib/metrics';
import type { Readiness } from './features/health/readiness';
import type { Mailer } from './mail/mailer';
import type { EventsHub } from './realtime/events-hub';

/** Everything the HTTP app needs, built by main.ts (or a test) and passed in: the app itself opens nothing. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  auth: Auth;
  /**
   * Live change fan-out for /api/events (docs/architecture.md#live-updates). Whoever builds it closes it (main.ts on shutdown,
   * the test context); when omitted the app makes a lazy one that opens nothing until a client subscribes.
   */
  events?: EventsHub;
  /** Whether this process takes traffic (`/api/ready`); main.ts drains it on SIGTERM. A fresh one when omitted. */
  readiness?: Readiness;
  /**
   * Where requests, e-mails and webhooks are counted and `/metrics` reads from (docs/deployment.md#metrics); null or
   * omitted when metrics are off (neither METRICS_TOKEN nor METRICS_PORT), and nothing is counted.
   */
  metrics?: Metrics | null;
  /** Folder of the built SPA; omitted in API tests. */
  webRoot?: string;
};
