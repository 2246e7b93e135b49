import addFormats from 'ajv-formats';
import { type Document, OpenAPIBackend } from 'openapi-backend';

/**
 * Paths the OpenAPI document does not describe on purpose, skipped by {@link createResponseValidator}: the document
 * itself, and everything outside /api (the dev mailbox, the SPA and its assets).
 */
const UNDOCUMENTED = [/^\/api\/openapi\.json$/, /^(?!\/api\/)/];

type Validator = (method: string, url: string, response: Response) => Promise<void>;

/**
 * One openapi-backend per document text, per test worker: it compiles each operation's validators on first use (Ajv,
 * tens of milliseconds), which a test timing an answer must not pay in every new test context. `quick` skips
 * openapi-backend's check of the document itself, which knows only OpenAPI 3.0 (Spectral checks it, `npm run lint`).
 */
const backends = new Map<string, Promise<OpenAPIBackend>>();

function load(text: string): Promise<OpenAPIBackend> {
  // ajv-formats: the document's `format`s (uuid, date-time, email, uri) are checked, not ignored.
  const api = new OpenAPIBackend({
    definition: JSON.parse(text) as Document,
    quick: true,
    validate: true,
    strict: false,
    customizeAjv: (ajv) => addFormats(ajv),
  });
  const ready = api.init().then(() => api);
  backends.set(text, ready);
  return ready;
}

/**
 * Checks every answer of the API against the OpenAPI document the same app serves at /api/openapi.json, with
 * openapi-backend (OAS 3.1, Ajv): the method and path must match a documented operation (or answer the API's 404 for an
 * unknown route), the status must be one that operation documents, and a JSON body must match that status's schema.
 * Throws an Error naming the operation, the status, the schema errors and the body when they do not: the document
 * cannot drift from what the server answers.
 *
 * @param fetchDocument answers GET /api/openapi.json of the app under test (read once, before the validator is returned).
 */
export async function createResponseValidator(fetchDocument: () => Promise<Response>): Promise<Validator> {
  const documentText = await (await fetchDocument()).text();
  const api = await (backends.get(documentText) ?? load(documentText));
  return async (method, url, response) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (UNDOCUMENTED.some((pattern) => pattern.test(pathname))) return;
    const isJson = /^application\/([a-z.+-]*\+)?json/i.test(response.headers.get('content-type') ?? '');
    const text = isJson ? await response.clone().text() : '';
    const body: unknown = isJson && text !== '' ? JSON.parse(text) : undefined;
    const where = `${method} ${pathname} answered ${response.status}`;
    const fail = (problem: string): never => {
      throw new Error(`The OpenAPI document does not describe this answer: ${where}: ${problem}\nbody: ${text.slice(0, 600)}`);
    };

    // Every JSON error answer names its request id, the same as its X-Request-Id header (docs/architecture.md#request-ids).
    // The API's ErrorBody names it in `error`, better-auth's { code, message } at the top; /api/ready's 503 is no error body.
    const checkRequestId = () => {
      const record = (typeof body === 'object' && body !== null ? body : {}) as {
        error?: { requestId?: unknown };
        requestId?: unknown;
        message?: unknown;
      };
      const isErrorBody = (typeof record.error === 'object' && record.error !== null) || typeof record.message === 'string';
      if (response.status < 400 || !isErrorBody) return;
      const header = response.headers.get('x-request-id');
      const named = typeof record.error === 'object' && record.error !== null ? record.error.requestId : record.requestId;
      if (!header || named !== header) fail(`the error body's request id (${String(named)}) is not the X-Request-Id header (${header})`);
    };

    const operation = api.matchOperation({ method, path: pathname, headers: {}, query: Object.fromEntries(searchParams) });
    if (!operation) {
      // No documented operation: only the API's own 404 for an unknown route (app.ts) is right.
      const isApiNotFound = response.status === 404 && (body as { error?: { code?: string } } | undefined)?.error?.code === 'NOT_FOUND';
      if (!isApiNotFound) fail('no documented operation has this method and path');
      checkRequestId();
      return;
    }
    const documented = operation.responses?.[String(response.status)] as { content?: Record<string, unknown> } | undefined;
    if (!documented) fail(`operation ${operation.operationId} documents no ${response.status} response`);
    if (body === undefined) return;
    if (!documented?.content?.['application/json'])
      fail(`operation ${operation.operationId} documents no JSON body for ${response.status}`);
    const result = api.validateResponse(body, operation, response.status);
    if (!result.valid) fail(`operation ${operation.operationId}: ${JSON.stringify(result.errors)}`);
    checkRequestId();
  };
}
