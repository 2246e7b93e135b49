/**
 * PostgreSQL SQLSTATEs that mean "the database is not there right now", not "this statement is wrong" (PostgreSQL
 * documentation, Appendix A "PostgreSQL Error Codes"): class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in recovery), and 53300 too_many_connections.
 */
const UNREACHABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Node.js system error codes of a socket that cannot reach, or lost, the database server (Node.js docs, "Common system errors"). */
const UNREACHABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * Messages the drivers throw without a code when the connection is gone: node-postgres ("Connection terminated
 * unexpectedly", "Connection terminated due to connection timeout", the pool's "timeout exceeded when trying to
 * connect" when every client stays busy, "Cannot use a pool after calling end on the pool", a client "not queryable"
 * after a connection error) and PGlite ("PGlite is closed", "PGlite is closing").
 */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated\b|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|PGlite is clos(ed|ing))/;

/**
 * Whether `error` means the database could not be reached (refused or dropped connection, connect timeout, exhausted
 * pool, server shutting down or starting, embedded database closed) — a condition a retry can cure, answered 503 —
 * rather than a fault of the statement or the code, answered 500.
 *
 * Follows the `cause` chain (Drizzle wraps every driver error in a `DrizzleQueryError` whose `cause` is the driver's
 * error; better-auth and others wrap likewise) and the `errors` of an `AggregateError` (Node's connect tries every
 * address of a host name and reports them together), up to 8 levels.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_ERRNO.has(code))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return cause !== error && isDatabaseUnreachable(cause, depth + 1);
}
