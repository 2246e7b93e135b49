import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { z } from 'zod';
import type { ErrorBody, ErrorIssue } from '@/shared/schemas/errors';
import { validationErrorBody } from './errors';

/**
 * Deepest nesting of arrays and objects a JSON body may have (the outer value is level 1). No request of the API needs
 * more than 4; a bound keeps recursive code downstream (validators, better-auth's hooks, `defu`) off the end of the stack.
 * OWASP ASVS 5.0 V1.5 (safe deserialisation) and the OWASP Input Validation Cheat Sheet.
 */
export const MAX_JSON_DEPTH = 32;

/** Query parameters that are search texts: a NUL in them is dropped instead of refused (docs/decisions/0012-input-guard.md). */
export const SEARCH_PARAMS: readonly string[] = ['q'];

/** `application/json` and `application/*+json` (RFC 6839 §3.1), as better-call and Hono's validator read them. */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

const MESSAGES = {
  nul: 'This field contains a NUL character (U+0000), which is not allowed.',
  surrogate: 'This field contains a lone surrogate (\\ud800–\\udfff), which is not valid Unicode text.',
  notUtf8: 'This value is not valid UTF-8.',
  bodyNotUtf8: 'The request body is not valid UTF-8.',
  notJson: 'The request body is not valid JSON.',
  tooDeep: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
} as const;

/** A lone UTF-16 surrogate: a string that cannot be encoded as UTF-8 without replacing a character (RFC 8259 §8.2). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Fatal: invalid bytes throw instead of becoming U+FFFD (WHATWG Encoding §4.2). */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

type Refusal = { code: 'BAD_REQUEST' | 'INVALID_INPUT'; message: string; issues?: ErrorIssue[] };

/**
 * Guards every `/api/*` request (the product's routes and better-auth's) before routing, validation, hooks or the
 * database see it (docs/decisions/0012-input-guard.md). Answers 400 in the API's error shape when:
 * - a query parameter or path segment holds U+0000, or percent-encoding that is not UTF-8 (issue path: the parameter's
 *   name; a path parameter is named from the route's pattern, e.g. `id`) — except a NUL in a search text
 *   ({@link SEARCH_PARAMS}), which is removed and the request goes on;
 * - a JSON body (any `application/json` or `+json` type) is not UTF-8, nests deeper than {@link MAX_JSON_DEPTH}, is not
 *   JSON (code `BAD_REQUEST`), or holds U+0000 or a lone surrogate in any string or key (code `INVALID_INPUT`, issue path
 *   the dotted path of the field, e.g. `entries.0.notes`);
 * - `bodySchemas` has a schema for the request's path and the parsed body fails it (issue paths from zod).
 * PostgreSQL cannot store U+0000 in text (PostgreSQL manual §8.3) and a lone surrogate would be stored as U+FFFD, so
 * both are refused rather than changed. The body is read once, within the body limit that runs before this middleware,
 * and handed on byte for byte (a webhook signature over it still holds).
 *
 * @param options.bodySchemas zod schemas keyed by exact path (`/api/auth/update-user`) for routes that do not validate
 *   their own bodies well enough (better-auth's: see `src/shared/schemas/auth-input.ts`).
 */
export function inputGuard(options: { bodySchemas?: Readonly<Record<string, z.ZodType>> } = {}): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const queryRefusal = checkQuery(url);
    if (queryRefusal) return refuse(c, queryRefusal);
    const pathRefusal = checkPath(c, url.pathname);
    if (pathRefusal) return refuse(c, pathRefusal);
    const search = withoutSearchNul(url.search);

    const isJson = JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '');
    let body: ArrayBuffer | undefined;
    // GET and HEAD carry no body (RFC 9110 §9.3.1); asking for one would make the Node adapter build a full Request.
    const mayHaveBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (mayHaveBody && c.req.raw.body && (isJson || search !== url.search)) body = await c.req.raw.arrayBuffer();
    if (isJson && body && body.byteLength > 0) {
      const result = checkJsonBody(new Uint8Array(body));
      if ('refusal' in result) return refuse(c, result.refusal);
      const schema = options.bodySchemas?.[url.pathname];
      if (schema) {
        const parsed = schema.safeParse(result.value);
        if (!parsed.success) return refuse(c, validationErrorBody(parsed.error).error);
      }
    }
    if (body || search !== url.search) {
      // The body was read here: hand the same bytes on in a new request (as hono/body-limit does), with the cleaned query.
      url.search = search;
      const { method, headers, signal } = c.req.raw;
      c.req.raw = new Request(url, { method, headers, signal, body });
    }
    await next();
  };
}

function refuse(c: Context, refusal: ErrorBody['error']): Response {
  return c.json<ErrorBody>({ error: refusal }, 400);
}

/** A field problem with the message also used as the error's sentence. */
const fieldRefusal = (path: string, message: string): Refusal => ({ code: 'INVALID_INPUT', message, issues: [{ path, message }] });

/** `decodeURIComponent` for a query component (`+` is a space, WHATWG URL §5.1), or null when it is not UTF-8. */
function decodeComponent(raw: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw);
  } catch {
    return null;
  }
}

function checkQuery(url: URL): Refusal | null {
  for (const pair of url.search.slice(1).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const rawValue = equals < 0 ? '' : pair.slice(equals + 1);
    const name = decodeComponent(rawName, true);
    if (name === null) return fieldRefusal(rawName, MESSAGES.notUtf8);
    if (name.includes('\u0000')) return fieldRefusal(escapeNul(name), MESSAGES.nul);
    const value = decodeComponent(rawValue, true);
    if (value === null) return fieldRefusal(name, MESSAGES.notUtf8);
    if (value.includes('\u0000') && !SEARCH_PARAMS.includes(name)) return fieldRefusal(name, MESSAGES.nul);
  }
  return null;
}

/** The query string with every percent-encoded NUL removed from the values of {@link SEARCH_PARAMS}. */
function withoutSearchNul(search: string): string {
  if (!search.includes('%00')) return search;
  const pairs = search
    .slice(1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = decodeComponent(pair.slice(0, equals), true);
      return name !== null && SEARCH_PARAMS.includes(name)
        ? `${pair.slice(0, equals)}=${pair.slice(equals + 1).replace(/%00/g, '')}`
        : pair;
    });
  return `?${pairs.join('&')}`;
}

function checkPath(c: Context, pathname: string): Refusal | null {
  const segments = pathname.split('/');
  for (const [index, raw] of segments.entries()) {
    if (!raw.includes('%')) continue;
    const value = decodeComponent(raw, false);
    if (value !== null && !value.includes('\u0000')) continue;
    return fieldRefusal(pathParameterName(c, segments.length, index), value === null ? MESSAGES.notUtf8 : MESSAGES.nul);
  }
  return null;
}

/**
 * The name of the path parameter at `index` of a path of `length` segments, read from the pattern of the route the
 * request matched (`/api/workouts/:id` → `id`); `path` when no route names it (a wildcard, or no route).
 */
function pathParameterName(c: Context, length: number, index: number): string {
  for (const route of matchedRoutes(c)) {
    const pattern = route.path.split('/');
    if (pattern.length !== length) continue;
    const name = /^:([A-Za-z0-9_]+)/.exec(pattern[index] ?? '')?.[1];
    if (name) return name;
  }
  return 'path';
}

/**
 * Decodes, bounds and parses a JSON body, then looks for U+0000 and lone surrogates in every string and key.
 * Returns the parsed value, or the refusal.
 */
function checkJsonBody(bytes: Uint8Array): { value: unknown } | { refusal: Refusal } {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return { refusal: { code: 'BAD_REQUEST', message: MESSAGES.bodyNotUtf8 } };
  }
  if (nestingExceeds(text, MAX_JSON_DEPTH)) return { refusal: { code: 'BAD_REQUEST', message: MESSAGES.tooDeep } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { refusal: { code: 'BAD_REQUEST', message: MESSAGES.notJson } };
  }
  // Both can only be written as escapes in valid JSON (RFC 8259 §7: control characters must be escaped), so a body
  // without `\u` needs no walk.
  if (/\\u/i.test(text)) {
    const issues: ErrorIssue[] = [];
    walkStrings(value, [], (path, text) => {
      if (text.includes('\u0000')) issues.push({ path, message: MESSAGES.nul });
      else if (LONE_SURROGATE.test(text)) issues.push({ path, message: MESSAGES.surrogate });
    });
    if (issues.length > 0) return { refusal: { code: 'INVALID_INPUT', message: issues[0]!.message, issues } };
  }
  return { value };
}

/**
 * True when `text` opens more than `max` arrays or objects without closing them. Brackets inside strings are text;
 * one linear pass, no recursion, so it runs before the parser and any recursive code meets the body.
 */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return false;
}

/** Calls `visit` with the dotted path of every string value and key in `value` (depth is already bounded). */
function walkStrings(value: unknown, path: string[], visit: (path: string, text: string) => void): void {
  if (typeof value === 'string') visit(path.join('.'), value);
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, [...path, String(index)], visit));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = [...path, escapeNul(key)];
      visit(keyPath.join('.'), key);
      walkStrings(item, keyPath, visit);
    }
  }
}

/** A key or name as it can be shown in an issue path: U+0000 written as the JSON escape `\u0000`. */
function escapeNul(text: string): string {
  return text.replaceAll('\u0000', '\\u0000');
}
