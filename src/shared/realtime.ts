/**
 * The /api/events stream's heartbeat and event names, one place for both sides (docs/architecture.md#live-updates;
 * docs/product.md#live-updates): the server sends them, the SPA's watchdog and listeners wait for them.
 */

/** Milliseconds between heartbeats on every event stream (docs/product.md#live-updates 'Realtime: heartbeat every 25 s'). */
export const HEARTBEAT_MS = 25_000;

/**
 * Milliseconds without any event after which the SPA counts its stream as lost and reconnects (docs/product.md#live-updates 'Realtime:
 * heartbeat timeout leads to reconnect'): 2.5 heartbeats, so one late or lost heartbeat is not yet a lost connection.
 */
export const HEARTBEAT_TIMEOUT_MS = HEARTBEAT_MS * 2.5;

/**
 * Name of the heartbeat event. A named event, not an SSE comment: EventSource never passes comments to the page, so the
 * SPA could not tell a quiet stream from a half-open one.
 */
export const HEARTBEAT_EVENT = 'heartbeat';

/** Names of the live change events sent on /api/events (docs/product.md#live-updates). */
export const CHANGE_TOPICS = ['announcement', 'banner-ads'] as const;

export type ChangeTopic = (typeof CHANGE_TOPICS)[number];
