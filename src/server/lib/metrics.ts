import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What the server counts for an operator to graph and alert on (docs/deployment.md#metrics), in the Prometheus text
 * format through prom-client (prom-client docs: Registry, Counter, Histogram, Gauge, collectDefaultMetrics). One
 * registry per app, never prom-client's global one, so several apps in one process (the tests) keep apart.
 *
 * Every label takes values from a closed set — a route template, never a path; a method from {@link METHODS}; a
 * status class — so the number of series stays bounded whatever clients send.
 */
export type Metrics = {
  readonly registry: Registry;
  /**
   * Notes one HTTP answer: `method` (any string; folded into {@link METHODS} or 'OTHER'), `route` a route template
   * (`/api/exercises/{id}`), `status` the HTTP status, `seconds` from the request's arrival to its answer's headers.
   */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Notes one e-mail handed to the transport: 'sent', or 'failed' when the transport refused it. */
  countEmail(outcome: 'sent' | 'failed'): void;
  /** Notes one Stripe webhook delivery by what came of it (the applied outcome, 'invalid_signature' or 'failed'). */
  countStripeWebhook(outcome: string): void;
  /**
   * Adds a gauge read at every scrape: `read` returns its value, or one value per label set of `labelNames`. A `read`
   * that throws leaves the gauge out of that scrape rather than failing it.
   */
  gauge(
    name: string,
    help: string,
    read: () => number | Array<{ labels: Record<string, string>; value: number }>,
    labelNames?: readonly string[],
  ): void;
  /** The exposition text of every metric (`Content-Type`: {@link Metrics.contentType}). */
  scrape(): Promise<string>;
  readonly contentType: string;
};

/** The HTTP methods counted by name; any other is counted as 'OTHER'. */
export const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Bounds of the request-duration histogram, in seconds: dense around the product's targets (a cold search's p99
 * under 50 ms, a page's API calls under 200 ms; docs/architecture.md#performance) and sparse beyond.
 */
export const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];

/** '2xx' for 200–299, and so on; 'other' outside 100–599. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/** Makes an empty registry with Node's process and event-loop metrics (prefix `nodejs_`/`process_`) and the HTTP ones. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'equipped_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'equipped_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route template, in seconds.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS_SECONDS,
    registers: [registry],
  });
  const emails = new Counter({
    name: 'equipped_emails_total',
    help: 'E-mails handed to the mail transport, by outcome (sent, failed).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'equipped_stripe_webhooks_total',
    help: 'Stripe webhook deliveries received, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['sent', 'failed']) emails.inc({ outcome }, 0);
  return {
    registry,
    contentType: registry.contentType,
    observeRequest(method, route, status, seconds) {
      const m = METHODS.has(method) ? method : 'OTHER';
      requests.inc({ method: m, route, status_class: statusClass(status) });
      duration.observe({ method: m, route }, seconds);
    },
    countEmail: (outcome) => emails.inc({ outcome }),
    countStripeWebhook: (outcome) => webhooks.inc({ outcome }),
    gauge(name, help, read, labelNames = []) {
      new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        collect() {
          this.reset();
          let value: ReturnType<typeof read>;
          try {
            value = read();
          } catch {
            return;
          }
          if (typeof value === 'number') this.set(value);
          else for (const entry of value) this.set(entry.labels, entry.value);
        },
      });
    },
    scrape: () => registry.metrics(),
  };
}

/**
 * Whether an `Authorization` header carries `Bearer <token>` (RFC 6750 §2.1), compared in constant time so the answer's
 * timing tells nothing about the token.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
