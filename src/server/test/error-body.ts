import { expect } from 'vitest';

/**
 * The JSON body of an error answer with its request id taken out, once that id is checked to be the answer's
 * `X-Request-Id` (docs/architecture.md#request-ids): `{ error: { code, message, issues? } }` for the API's ErrorBody,
 * `{ code?, message }` for better-auth's. Lets a test compare the rest of the body exactly, since the id differs per
 * request.
 *
 * @throws an assertion error when the body names no request id or another one than the header.
 */
export async function errorBodyOf(response: Response): Promise<unknown> {
  const body = (await response.clone().json()) as Record<string, unknown>;
  const header = response.headers.get('x-request-id');
  expect(header, 'an error answer carries X-Request-Id').toBeTruthy();
  if (typeof body.error === 'object' && body.error !== null) {
    const { requestId, ...error } = body.error as Record<string, unknown>;
    expect(requestId, 'error.requestId is the X-Request-Id header').toBe(header);
    return { ...body, error };
  }
  const { requestId, ...rest } = body;
  expect(requestId, 'requestId is the X-Request-Id header').toBe(header);
  return rest;
}
