import { z } from 'zod';

/**
 * One field problem of a refused request: `path` is the dotted path of the field in the request (`"entries.0.sets"`,
 * `"name"`; `""` for the body as a whole), `message` the sentence a form shows under that field.
 */
export const errorIssueSchema = z
  .object({
    path: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ErrorIssue', description: 'One field problem: the dotted path of the field ("" for the whole body) and its message.' });

/**
 * The one error body of the API, for every status from 400 to 503: `{ error: { code, message, issues?, requestId } }`.
 * `code` is machine-readable (`INVALID_INPUT`, `UNAUTHORIZED`, `NOT_FOUND`, …), `message` a sentence for people, `issues`
 * the field problems of a 400/422, `requestId` the request's id (docs/architecture.md#request-ids; the server always
 * sends it, optional here so the client's own errors fit the type). The server answers with it (`src/server/http/errors.ts`) and the web client parses it
 * (`src/web/lib/api-client.ts`), so both read one definition.
 */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      issues: z.array(errorIssueSchema).optional(),
      /** The request's id, also in the `X-Request-Id` header: quoted in a report, it finds the server's log lines. */
      requestId: z.string().optional(),
    }),
  })
  // The `ErrorBody` component of the OpenAPI document (zod's `.meta({ id })`, read by @asteasolutions/zod-to-openapi).
  .meta({
    id: 'ErrorBody',
    description: 'The error body of the API: a machine code, a sentence, the field problems of a 400 or 422, and the request id.',
  });

export type ErrorIssue = z.infer<typeof errorIssueSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
