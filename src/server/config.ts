import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isIpOrCidr } from './lib/ip-address';

/**
 * The server's configuration, parsed from the environment. This file is the only reader of `process.env`
 * (docs/architecture.md#configuration, after the hono-open-api-starter's env.ts). Defaults and meanings: docs/architecture.md#configuration.
 */
export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | null;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  billingProvider: 'local' | 'stripe';
  /** Stripe settings; set exactly when `billingProvider` is 'stripe' (docs/architecture.md#billing). */
  stripe: StripeConfig | null;
  exercisesSource: string | null;
  /** ILLUSTRATIONS_SOURCE: Everkinetic's data (a folder, its exercises.json, or a URL), imported on a start that has none. */
  illustrationsSource: string | null;
  /** IP addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXY, comma-separated). */
  trustedProxies: string[];
  logLevel: string;
  /** Upper bound on a request body, in bytes. */
  bodyLimitBytes: number;
  /** Multiplies the auth rate limits (AUTH_RATE_LIMIT_SCALE, default 1); end-to-end tests raise it, nothing turns limits off. */
  authRateLimitScale: number;
  /**
   * Milliseconds a resolved viewer (session, role, subscription) is reused for requests with the same cookies
   * (VIEWER_CACHE_MS, default 1000; 0 = off). Bounds how late another server instance's changes are seen (decision 0010).
   */
  viewerCacheMs: number;
  /**
   * Milliseconds an instance keeps serving after SIGTERM while `/api/ready` already answers 503, so a load balancer
   * stops sending it requests before it drains (SHUTDOWN_GRACE_MS, default 0: a lone instance stops at once;
   * docs/architecture.md#health-and-readiness).
   */
  shutdownGraceMs: number;
  /**
   * Bearer token that opens `GET /metrics` on the app's own port (METRICS_TOKEN, at least 16 characters); null keeps it
   * closed there (docs/deployment.md#metrics).
   */
  metricsToken: string | null;
  /**
   * Port of a second listener, bound to 127.0.0.1, that serves only `GET /metrics` without a token (METRICS_PORT); null
   * for none. With neither this nor {@link Config.metricsToken}, metrics are off: nothing is counted.
   */
  metricsPort: number | null;
};

/** What the Stripe billing provider needs (docs/architecture.md#billing; README configuration table). */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Price ids of the two plans (docs/product.md#limits: $12/month, $97/year), as created in the Stripe dashboard. */
  priceMonthly: string;
  priceYearly: string;
  /** Where the SDK sends API calls (STRIPE_API_URL); null means Stripe's own API. Tests point it at a fake server. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
};

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s) URL such as https://equipped.example' }).optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Equipped <no-reply@equipped.local>'),
  BILLING_PROVIDER: z.enum(['local', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_YEARLY: z.string().min(1).optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, message: 'STRIPE_API_URL must be an http(s) URL such as http://127.0.0.1:12111' })
    .optional(),
  EXERCISES_SOURCE: z.string().min(1).optional(),
  ILLUSTRATIONS_SOURCE: z.string().min(1).optional(),
  TRUSTED_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isIpOrCidr), {
      message: 'TRUSTED_PROXY must be a comma-separated list of IP addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_000_000),
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  VIEWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

/** Thrown when the environment cannot make a working server; `message` names every missing or invalid variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses `env` into a {@link Config}.
 *
 * Production refuses to start without AUTH_SECRET, PUBLIC_URL and SMTP_URL (docs/architecture.md#configuration): a production server must not
 * mint its own secret, guess its origin, or keep mail in a local outbox. Outside production a missing AUTH_SECRET is
 * generated once into `DATA_DIR/auth-secret` so sessions survive restarts. BILLING_PROVIDER=stripe refuses to start
 * without its four STRIPE_* variables, in every environment (docs/architecture.md#billing).
 *
 * @throws ConfigError naming each missing or invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in the environment mean "not set" (a common shell and CI habit).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    // BILLING_PROVIDER has no default in production: the local provider's test-mode checkout lets anyone subscribe for
    // free, so a deployment must choose it knowingly (a demo, the bench) or choose stripe.
    const missing = (['AUTH_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'BILLING_PROVIDER'] as const).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production requires AUTH_SECRET, PUBLIC_URL, SMTP_URL and BILLING_PROVIDER (stripe, or local for a test-mode demo where anyone can subscribe for free). Missing: ${missing.join(', ')}. See the configuration table in README.md.`,
      );
    }
  }
  const billingProvider = e.BILLING_PROVIDER ?? 'local';
  const stripe = billingProvider === 'stripe' ? stripeConfig(e) : null;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    billingProvider,
    stripe,
    exercisesSource: e.EXERCISES_SOURCE ?? null,
    illustrationsSource: e.ILLUSTRATIONS_SOURCE ?? null,
    trustedProxies: e.TRUSTED_PROXY ?? [],
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    viewerCacheMs: e.VIEWER_CACHE_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN ?? null,
    metricsPort: e.METRICS_PORT ?? null,
  };
}

/**
 * Where the database lives — `dataDir` (DATA_DIR, resolved to an absolute path) and `databaseUrl` (DATABASE_URL or
 * null) — read as {@link loadConfig} reads them but without the rest of the server's configuration: the backup and
 * restore commands (docs/deployment.md#backups) handle the database's files only, so they neither need production's
 * variables nor may generate `DATA_DIR/auth-secret` (a restore writes the backup's own).
 *
 * @throws ConfigError when DATA_DIR or DATABASE_URL is invalid.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  return { dataDir: path.resolve(parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL ?? null };
}

/**
 * The Stripe settings of BILLING_PROVIDER=stripe (docs/architecture.md#billing). Without its keys the provider cannot take a payment or
 * trust a webhook, so the server refuses to start, in production and elsewhere alike.
 *
 * @throws ConfigError naming each missing STRIPE_* variable.
 */
function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig {
  const missing = STRIPE_VARIABLES.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `BILLING_PROVIDER=stripe requires ${STRIPE_VARIABLES.join(', ')}. Missing: ${missing.join(', ')}. See the configuration table in README.md.`,
    );
  }
  const api = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : null;
  return {
    secretKey: e.STRIPE_SECRET_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    priceMonthly: e.STRIPE_PRICE_MONTHLY!,
    priceYearly: e.STRIPE_PRICE_YEARLY!,
    api: api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : null,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
