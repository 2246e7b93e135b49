import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { CHANGE_TOPICS, HEARTBEAT_EVENT, HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS, type ChangeTopic } from '@/shared/realtime';
import { ServiceUnavailable } from '../../lib/errors';
import { requireUser } from '../../http/guards';
import { type AppRouter, errorResponse, errorResponses, SIGNED_IN } from '../../http/openapi';
import type { EventsHub } from '../../realtime/events-hub';

/** What the browser's EventSource waits before reconnecting on its own (the SPA also backs off 1, 2, 5, 10 s). */
export const SSE_RETRY_MS = 1_000;

const eventsRoute = createRoute({
  method: 'get',
  path: '/api/events',
  middleware: requireUser(),
  summary: 'Live changes as server-sent events: `ready` once listening, then `announcement`, `banner-ads` and `heartbeat`',
  operationId: 'streamEvents',
  tags: ['Events'],
  security: SIGNED_IN,
  description:
    'A text/event-stream for signed-in users. Each change event carries `{"topic","at"}`; a ' +
    `\`${HEARTBEAT_EVENT}\` event (\`{}\`) is sent every ${HEARTBEAT_MS / 1000} s, and a client that hears nothing for ` +
    `${HEARTBEAT_TIMEOUT_MS / 1000} s reconnects (docs/product.md#messages); \`retry\` tells the browser to reconnect after 1 s.`,
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...errorResponses(401),
    503: errorResponse(503, 'The server is shutting down, or the session could not be checked'),
  },
});

/**
 * GET /api/events (docs/architecture.md#live-updates): one stream per signed-in client, fed by this instance's
 * {@link EventsHub}. The stream ends when the client goes away, when the hub closes (server shutdown), so an open stream
 * never holds the process up, and within VIEWER_CACHE_MS (default 1 s) of its session ending — sign-out, revocation,
 * password change, on this instance or another one ({@link EventsHub.watchSession}; decision 0010).
 */
export function registerEventRoutes(app: AppRouter, events: EventsHub): void {
  app.openapi(eventsRoute, async (c) => {
    const viewer = c.var.user;
    if (events.closed) throw new ServiceUnavailable('The server is shutting down. Please try again in a moment.', 'SHUTTING_DOWN');
    const logger = c.var.logger;
    const response = streamSSE(
      c,
      async (stream) => {
        let removeCloseCallback = () => {};
        let stopWatching = () => {};
        let sessionEnded = false;
        const ended = new Promise<void>((resolve) => {
          stream.onAbort(resolve);
          removeCloseCallback = events.onClose(resolve);
          // A stream lives no longer than its session (sign-out, revocation, on any instance): the hub checks it every
          // VIEWER_CACHE_MS (decision 0010), and the browser's reconnection is then answered 401.
          stopWatching = events.watchSession(viewer.sessionId, () => {
            sessionEnded = true;
            resolve();
          });
        });
        let unsubscribe = () => {};
        let heartbeat: NodeJS.Timeout | undefined;
        // Everything after onClose is in the try: a subscribe that throws (hub closed, database down) still removes the
        // close callback.
        try {
          unsubscribe = await events.subscribe(
            (topic) => {
              // Only the browsers' topics: 'catalogue' and 'viewers' are for the server instances (change-notify.ts).
              if (!CHANGE_TOPICS.includes(topic as ChangeTopic)) return;
              void stream.writeSSE({ event: topic, data: JSON.stringify({ topic, at: new Date().toISOString() }) });
            },
            { stream: true },
          );
          // 'ready' is written only now that this instance is listening: a client (or test) that saw it misses nothing.
          await stream.writeSSE({ event: 'ready', data: '{}', retry: SSE_RETRY_MS });
          // A named event, not a comment: the SPA's watchdog must see it to tell a quiet stream from a dead one (docs/product.md#messages).
          // EventSource drops an event without data, hence '{}'.
          heartbeat = setInterval(() => void stream.writeSSE({ event: HEARTBEAT_EVENT, data: '{}' }), events.heartbeatMs);
          logger?.debug({ streams: events.listenerCount }, 'event stream opened');
          await ended;
        } finally {
          clearInterval(heartbeat);
          unsubscribe();
          removeCloseCallback();
          stopWatching();
          logger?.debug({ streams: events.listenerCount, aborted: stream.aborted, sessionEnded }, 'event stream closed');
        }
      },
      async (error) => {
        logger?.warn({ err: error }, 'event stream failed');
      },
    );
    // Proxies such as nginx buffer responses unless told not to; an event must not wait in a buffer.
    response.headers.set('X-Accel-Buffering', 'no');
    // The connection is not reused once the stream ends (EventSource opens a new one anyway): an idle keep-alive socket
    // left behind by a stream ended at shutdown would hold server.close() for the keep-alive timeout.
    response.headers.set('Connection', 'close');
    return response as never;
  });
}
