import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Stripe API for the billing tests (docs/architecture.md#tests; not a test file): a real HTTP server on a random local port that
 * the official SDK talks to through STRIPE_API_URL, so the SDK's own request encoding, retries, timeouts and error
 * mapping are exercised. It answers the calls the app makes — create customer (idempotency keys honoured as Stripe does),
 * create, list (by customer and status) and expire Checkout Sessions, create Billing Portal session, list a customer's
 * subscriptions, retrieve and cancel subscription — and records each request. A path can be told to fail (500) or to
 * hang (never answer).
 */

export type FakeStripeRequest = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null };
export type Behaviour = 'ok' | 'fail' | 'hang';

export type FakeStripe = {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_URL. */
  url: string;
  requests: FakeStripeRequest[];
  /** Requests to paths starting with `pathPrefix`, e.g. '/v1/customers'. */
  requestsTo(pathPrefix: string): FakeStripeRequest[];
  /** Customers really created (an idempotent replay creates none). */
  customersCreated(): number;
  /** How calls to paths starting with `pathPrefix` behave from now on (the longest matching prefix wins). */
  behave(pathPrefix: string, behaviour: Behaviour): void;
  /** Milliseconds to wait before answering a customer create (to make concurrent checkouts overlap). */
  setCustomerDelay(ms: number): void;
  /** The subscription `GET /v1/subscriptions/:id` answers (the provider's current state); `DELETE` cancels it. */
  setSubscription(subscription: { id: string } & Record<string, unknown>): void;
  /** The Checkout Sessions created so far, oldest first, with their current status ('open', 'expired'). */
  checkoutSessions(): Array<{ id: string; customer: string | null; status: 'open' | 'expired' }>;
  close(): Promise<void>;
};

const stripeError = (type: string, message: string, code?: string) =>
  JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } });

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const behaviours = new Map<string, Behaviour>();
  const customersByKey = new Map<string, { id: string; object: 'customer'; email: string | null }>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, { id: string; customer: string | null; status: 'open' | 'expired' }>();
  const list = (data: unknown[], url: string) => JSON.stringify({ object: 'list', data, has_more: false, url });
  let customerDelayMs = 0;
  let created = 0;
  let counter = 0;

  // The longest matching prefix decides, so '/v1/customers' overrides '/v1'.
  const behaviourOf = (path: string): Behaviour => {
    let best: [string, Behaviour] = ['', 'ok'];
    for (const [prefix, behaviour] of behaviours) if (path.startsWith(prefix) && prefix.length > best[0].length) best = [prefix, behaviour];
    return best[1];
  };

  async function answer(request: IncomingMessage, response: ServerResponse, path: string, form: URLSearchParams, key: string | null) {
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${counter}` });
      response.end(body);
    };
    counter += 1;
    if (request.method === 'POST' && path === '/v1/customers') {
      if (customerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, customerDelayMs));
      const replay = key ? customersByKey.get(key) : undefined;
      if (replay) return send(200, JSON.stringify(replay));
      created += 1;
      const customer = { id: `cus_fake_${created}`, object: 'customer' as const, email: form.get('email') };
      if (key) customersByKey.set(key, customer);
      return send(200, JSON.stringify(customer));
    }
    const sessionJson = (session: { id: string; customer: string | null; status: string }) =>
      JSON.stringify({
        ...session,
        object: 'checkout.session',
        mode: 'subscription',
        url: session.status === 'open' ? `https://checkout.stripe.test/c/pay/${session.id}` : null,
      });
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const session = { id: `cs_test_fake_${counter}`, customer: form.get('customer'), status: 'open' as const };
      sessions.set(session.id, session);
      return send(200, sessionJson(session));
    }
    if (request.method === 'GET' && path === '/v1/checkout/sessions') {
      const found = [...sessions.values()].filter(
        (s) => (!form.get('customer') || s.customer === form.get('customer')) && (!form.get('status') || s.status === form.get('status')),
      );
      return send(
        200,
        list(
          found.reverse().map((s) => JSON.parse(sessionJson(s)) as unknown),
          path,
        ),
      );
    }
    const expire = request.method === 'POST' && /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire) {
      const session = sessions.get(decodeURIComponent(expire[1]!));
      if (!session) return send(404, stripeError('invalid_request_error', 'No such checkout.session', 'resource_missing'));
      if (session.status !== 'open')
        return send(400, stripeError('invalid_request_error', 'Only Checkout Sessions with a status of `open` can be expired.'));
      session.status = 'expired';
      return send(200, sessionJson(session));
    }
    if (request.method === 'GET' && path === '/v1/subscriptions') {
      const wanted = form.get('status') ?? 'all';
      const found = [...subscriptions.values()].filter(
        (s) => s.customer === form.get('customer') && (wanted === 'all' || s.status === wanted),
      );
      return send(200, list(found.slice(0, Number(form.get('limit') ?? 10)), path));
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = `bps_fake_${counter}`;
      return send(
        200,
        JSON.stringify({
          id,
          object: 'billing_portal.session',
          customer: form.get('customer'),
          url: `https://billing.stripe.test/p/session/${id}`,
        }),
      );
    }
    const subscription = request.method === 'GET' && /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription) {
      const found = subscriptions.get(decodeURIComponent(subscription[1]!));
      return found
        ? send(200, JSON.stringify(found))
        : send(404, stripeError('invalid_request_error', 'No such subscription', 'resource_missing'));
    }
    const cancel = request.method === 'DELETE' && /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (cancel) {
      const id = decodeURIComponent(cancel[1]!);
      const found = subscriptions.get(id);
      if (!found) return send(404, stripeError('invalid_request_error', `No such subscription: '${id}'`, 'resource_missing'));
      const ended = { ...found, status: 'canceled', ended_at: Math.floor(Date.now() / 1000) };
      subscriptions.set(id, ended);
      return send(200, JSON.stringify(ended));
    }
    return send(404, stripeError('invalid_request_error', `Unrecognized request URL (${request.method}: ${path})`));
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.stripe');
      const path = url.pathname;
      const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: request.method ?? 'GET', path, form, idempotencyKey: key });
      const behaviour = behaviourOf(path);
      if (behaviour === 'hang') return; // never answers: the SDK's timeout must end the call
      if (behaviour === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(stripeError('api_error', 'The fake Stripe API failed on purpose.'));
        return;
      }
      void answer(request, response, path, form, key);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (prefix) => requests.filter((r) => r.path.startsWith(prefix)),
    customersCreated: () => created,
    behave: (prefix, behaviour) => void behaviours.set(prefix, behaviour),
    setCustomerDelay: (ms) => void (customerDelayMs = ms),
    setSubscription: (subscription) => void subscriptions.set(subscription.id, subscription),
    checkoutSessions: () => [...sessions.values()].map((session) => ({ ...session })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
