import fc from 'fast-check';

/**
 * Request generators for the API fuzz suite (`src/server/http/fuzz.api.test.ts`): every operation of the OpenAPI
 * document (plus the better-auth routes it does not document yet) becomes a fast-check arbitrary of hostile requests —
 * NUL and other control characters, `null` for every field, wrong types, ten times the maximum length, deep nesting,
 * invalid UTF-8 as raw bytes, huge numbers — mixed with well-formed ones so the handlers are reached too.
 * Test-only: imported by tests, never by the app.
 */

/** The subset of JSON Schema (OpenAPI 3.1) the generators read. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** One parameter (path or query) of an operation. */
export type ParameterSpec = { name: string; required: boolean; schema: JsonSchema };

/** One operation to fuzz: `path` is the OpenAPI template (`/api/workouts/{id}`). */
export type Operation = {
  method: string;
  path: string;
  pathParams: ParameterSpec[];
  query: ParameterSpec[];
  body?: JsonSchema;
  /** The header parameters it documents, lower-cased (`idempotency-key`). */
  headers?: string[];
};

/** A generated request, ready for `app.request`. */
export type FuzzRequest = {
  caller: 'admin' | 'anonymous';
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  contentType?: string;
  body?: Uint8Array;
  /** What the case is, for the failure message. */
  label: string;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of an OpenAPI 3.1 document, `$ref`s into `components.schemas` resolved. */
export function operationsFromDocument(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined, seen = new Set<string>()): JsonSchema | undefined => {
    if (!schema) return undefined;
    if (schema.$ref) {
      const name = schema.$ref.split('/').at(-1)!;
      if (seen.has(name)) return {};
      return resolve(doc.components?.schemas?.[name], new Set([...seen, name]));
    }
    const out: JsonSchema = { ...schema };
    if (schema.items) out.items = resolve(schema.items, seen);
    if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, seen)!]));
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (schema[key]) out[key] = schema[key]!.map((s) => resolve(s, seen)!);
    return out;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) => ({
        in: p.in,
        spec: { name: p.name, required: p.required ?? false, schema: resolve(p.schema) ?? {} },
      }));
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.spec),
        query: params.filter((p) => p.in === 'query').map((p) => p.spec),
        headers: params.filter((p) => p.in === 'header').map((p) => p.spec.name.toLowerCase()),
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return operations;
}

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** The first non-null alternative of a union, or the schema itself. */
function plain(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return plain(alternatives.find((s) => s.type !== 'null') ?? alternatives[0] ?? {});
  if (schema.allOf?.length) return plain({ ...schema, allOf: undefined, ...Object.assign({}, ...schema.allOf) });
  return schema;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const s = plain(schema);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.enum) return typeof s.enum[0];
  return undefined;
};

/** A well-formed value for `schema`: what a correct client would send (so cases built on it reach the handler). */
export function validValue(schema: JsonSchema, name = ''): unknown {
  const s = plain(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => validValue(s.items ?? { type: 'string' }));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, value]) => [key, validValue(value, key)]));
    default: {
      if (s.format === 'uuid' || /id$/i.test(name)) return NOBODY;
      if (s.format === 'email' || /email$/i.test(name)) return 'fuzz@example.test';
      if (s.format === 'uri' || /url$/i.test(name)) return 'https://example.test/video';
      const length = Math.max(s.minLength ?? 1, 1);
      return 'Fuzz value'.padEnd(length, 'x').slice(0, Math.max(length, Math.min(10, s.maxLength ?? 10)));
    }
  }
}

/** Names Object.prototype (and Function's) answer to; a plain-object lookup keyed by one of them finds a member. */
export const JS_SPECIAL_NAMES = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
] as const;

/** Text no database column may hold, or that tests the decoders: NUL, other controls, lone surrogates, bidi, emoji. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0000'.repeat(50),
    '\u0001\u0002\u0003\u001f\u007f',
    '\r\n\t',
    '\u0085\u2028\u2029',
    '\ud800',
    'x\udfffy',
    '\u202e\u200b',
    '😀'.repeat(30),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n)), minLength: 1, maxLength: 20 }),
  fc.constantFrom('', ' ', "' OR '1'='1", '%00', '../../etc/passwd', '<script>alert(1)</script>', 'null', 'NaN', '-0', '1e400'),
  // JavaScript's own names: a lookup keyed by user or catalogue words must not find Object.prototype's members.
  fc.constantFrom(...JS_SPECIAL_NAMES),
  fc.constantFrom(...JS_SPECIAL_NAMES).map((name) => `${name[0]!.toUpperCase()}${name.slice(1)} Press`),
);

/** Numbers at and past every edge. */
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 2.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -(2 ** 63), 2 ** 64, 5e-324, 21, 101, 1_000_001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Arrays and objects nested `depth` levels. */
const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

/** A value of the wrong kind, or hostile content of the right kind, for a field of `schema`. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = plain(schema);
  const max = s.maxLength ?? s.maxItems ?? 100;
  return fc.oneof(
    { weight: 3, arbitrary: hostileText },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: hostileNumber },
    {
      weight: 1,
      arbitrary: fc.constantFrom(true, false, {}, [], [null], { '\u0000': 1 }, JSON.parse('{"__proto__":{"polluted":true}}') as unknown, {
        constructor: { prototype: {} },
      }),
    },
    // Ten times the longest allowed text or list.
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'x'.repeat(max * 10),
        Array.from({ length: Math.min(max * 10, 2000) }, () => 'x'),
        'é'.repeat(max * 10),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(nested(20), nested(40)) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
  );
}

/** Every dotted field path of a value, objects and arrays alike (`entries.0.sets`). */
function fieldPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...fieldPaths(item, [...prefix, index])]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...fieldPaths(item, [...prefix, key])]);
  }
  return [];
}

function setAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text);

/** Raw bodies no JSON encoder would write: broken UTF-8, overlong forms, numbers past double, 20,000-deep nesting. */
function rawBodies(baseline: unknown): fc.Arbitrary<{ body: Uint8Array; label: string }> {
  const json = JSON.stringify(baseline ?? {});
  const withBytes = (bytes: number[]) => {
    const at = Math.max(1, json.indexOf('"', 2) + 1);
    return new Uint8Array([...bytesOf(json.slice(0, at)), ...bytes, ...bytesOf(json.slice(at))]);
  };
  return fc.oneof(
    fc.constantFrom(
      { body: withBytes([0xff, 0xfe]), label: 'invalid UTF-8 (0xff 0xfe)' },
      { body: withBytes([0xc0, 0xaf]), label: 'overlong UTF-8 (0xc0 0xaf)' },
      { body: withBytes([0xed, 0xa0, 0x80]), label: 'UTF-8 encoded surrogate' },
      { body: withBytes([0xf4, 0x90, 0x80, 0x80]), label: 'UTF-8 past U+10FFFF' },
      { body: withBytes([0xe2, 0x82]), label: 'truncated UTF-8 sequence' },
      { body: bytesOf('['.repeat(20_000) + ']'.repeat(20_000)), label: '20,000-deep arrays' },
      { body: bytesOf('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)), label: '20,000-deep objects' },
      { body: bytesOf(json.replace(/:(\s*)(-?\d+(\.\d+)?)/, ':1e400')), label: 'number 1e400' },
      { body: bytesOf(json.replace(/:(\s*)(-?\d+(\.\d+)?)/, ':-1e400')), label: 'number -1e400' },
      { body: bytesOf(json.replace(/:(\s*)(-?\d+(\.\d+)?)/, ':123456789012345678901234567890')), label: 'number of 30 digits' },
      { body: bytesOf(json.slice(0, Math.max(1, json.length - 2))), label: 'truncated JSON' },
      { body: bytesOf(`${json}${json}`), label: 'two JSON texts' },
      { body: bytesOf('\ufeff' + json), label: 'byte order mark' },
      { body: new Uint8Array([0x00, 0x00, 0x00]), label: 'NUL bytes' },
      { body: bytesOf(json.replace(/"([^"]*)"/, '"$1\\u0000"')), label: 'escaped NUL in the first key' },
    ),
    fc.uint8Array({ maxLength: 64 }).map((body) => ({ body, label: 'random bytes' })),
  );
}

/** A percent-encoded query value or path segment: hostile text, raw bytes that are not UTF-8, huge numbers. */
const hostileComponent = fc.oneof(
  hostileText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  fc.constantFrom(
    '%00',
    'a%00',
    '%FF',
    '%C0%AF',
    '%ED%A0%80',
    '%E2%82',
    '%',
    '%zz',
    '1e400',
    '-1',
    '0',
    '2.5',
    '99999999999999999999',
    'x'.repeat(5000),
  ),
  hostileNumber.map(String),
);

/** The fast-check arbitrary of requests for `op`: hostile cases mixed with well-formed ones, as admin or anonymous. */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathArb = fc.tuple(
    ...op.pathParams.map((p) =>
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(encodeURIComponent(String(validValue(p.schema, p.name)))) },
        { weight: 3, arbitrary: hostileComponent },
      ),
    ),
  );
  const queryArb = fc.array(
    fc.oneof(
      ...op.query.map((p) =>
        fc.tuple(fc.constant(p.name), fc.oneof(fc.constant(encodeURIComponent(String(validValue(p.schema, p.name)))), hostileComponent)),
      ),
      fc.tuple(fc.constantFrom('%00', 'q%00', '%FF', 'x'.repeat(2000), '__proto__', 'constructor'), hostileComponent),
    ),
    { maxLength: 4 },
  );
  const baseline = op.body ? validValue(op.body) : undefined;
  const paths = baseline === undefined ? [] : fieldPaths(baseline);
  type Body = { body?: Uint8Array; contentType?: string; label: string };
  const json = (value: unknown, label: string): Body => ({
    body: bytesOf(JSON.stringify(value) ?? 'null'),
    contentType: 'application/json',
    label,
  });
  const bodyArb: fc.Arbitrary<Body> = fc.oneof(
    { weight: 1, arbitrary: fc.constant(baseline === undefined ? { label: 'no body' } : json(baseline, 'well-formed body')) },
    {
      weight: 6,
      arbitrary:
        paths.length > 0
          ? fc
              .constantFrom(...paths)
              .chain((path) =>
                hostileValue(op.body ?? {}).map((value) =>
                  json(setAt(baseline, path, value), `field ${path.join('.')} = ${describe(value)}`),
                ),
              )
          : hostileValue({}).map((value) => json(value, `body = ${describe(value)}`)),
    },
    {
      weight: 1,
      arbitrary: fc.constant(
        json(
          paths.reduce<unknown>((value, path) => (path.length === 1 ? setAt(value, path, null) : value), baseline ?? {}),
          'null for every field',
        ),
      ),
    },
    { weight: 1, arbitrary: hostileValue({}).map((value) => json(value, `body = ${describe(value)}`)) },
    { weight: 2, arbitrary: rawBodies(baseline).map(({ body, label }) => ({ body, contentType: 'application/json', label })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { body: bytesOf(JSON.stringify(baseline ?? {})), contentType: 'text/plain', label: 'JSON as text/plain' },
        { body: bytesOf('a=%00&b=1'), contentType: 'application/x-www-form-urlencoded', label: 'form body' },
        { body: bytesOf(JSON.stringify(baseline ?? {})), label: 'no content type' },
        { body: new Uint8Array(), contentType: 'application/json', label: 'empty JSON body' },
      ),
    },
  );
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  return fc
    .record({
      caller: fc.constantFrom<'admin' | 'anonymous'>('admin', 'admin', 'anonymous'),
      segments: pathArb,
      query: queryArb,
      body: hasBody ? bodyArb : fc.constant<Body>({ label: 'no body' }),
    })
    .map(({ caller, segments, query, body }) => {
      let index = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? 'x');
      const search = query.map(([name, value]) => `${name}=${value}`).join('&');
      return {
        caller,
        method: op.method,
        url: search ? `${path}?${search}` : path,
        contentType: body.contentType,
        body: body.body,
        label: body.label,
      };
    });
}

/** A short description of a generated value for failure messages. */
function describe(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}
