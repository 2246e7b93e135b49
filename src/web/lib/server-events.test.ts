// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_EVENT, HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS } from '@/shared/realtime';
import { RECONNECT_DELAYS_MS, type ServerEvent, subscribeToServerEvents } from './server-events';

/** A stand-in for the browser's EventSource: records every instance, lets the test fire its events. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};
const openSources = () => FakeEventSource.instances.filter((s) => !s.closed);

beforeEach(() => {
  FakeEventSource.instances = [];
  Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
  setVisibility('visible');
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EventSource');
});

// One EventSource per tab holds one of the browser's 6 HTTP/1.1 connections per origin for good.
describe('server events and tab visibility', () => {
  it('lets the connection go while the tab is hidden and refetches everything when it is shown again', () => {
    const heard: ServerEvent[] = [];
    const unsubscribe = subscribeToServerEvents((event) => heard.push(event));
    expect(openSources()).toHaveLength(1);
    openSources()[0]!.fire('ready');
    openSources()[0]!.fire('announcement');
    expect(heard).toEqual(['announcement']);

    setVisibility('hidden');
    expect(openSources()).toHaveLength(0);

    setVisibility('visible');
    expect(openSources()).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    openSources()[0]!.fire('ready');
    expect(heard).toEqual(['announcement', 'reconnected']);

    unsubscribe();
    expect(openSources()).toHaveLength(0);
    // Once nobody listens, showing the tab opens nothing.
    setVisibility('hidden');
    setVisibility('visible');
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('waits for a tab opened in the background to be shown before connecting', () => {
    setVisibility('hidden');
    const heard: ServerEvent[] = [];
    const unsubscribe = subscribeToServerEvents((event) => heard.push(event));
    expect(FakeEventSource.instances).toHaveLength(0);
    setVisibility('visible');
    expect(openSources()).toHaveLength(1);
    openSources()[0]!.fire('ready');
    expect(heard).toEqual(['reconnected']);
    unsubscribe();
  });
});

// docs/product.md#live-updates 'Realtime: heartbeat timeout leads to reconnect': a half-open connection raises no error in
// EventSource, so only the silence tells; and a 'ready' after any failure must refetch what the outage hid.
describe('server events heartbeat watchdog and reconnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const subscribe = () => {
    const heard: ServerEvent[] = [];
    const unsubscribe = subscribeToServerEvents((event) => heard.push(event));
    return { heard, unsubscribe };
  };

  it('keeps a stream that hears a heartbeat (or any event) in time', () => {
    const { heard, unsubscribe } = subscribe();
    const stream = openSources()[0]!;
    stream.fire('ready');
    // Ten heartbeats: far longer than the timeout in total, never longer than one interval apart.
    for (let beat = 0; beat < 10; beat += 1) {
      vi.advanceTimersByTime(HEARTBEAT_MS);
      stream.fire(HEARTBEAT_EVENT);
    }
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
    stream.fire('banner-ads');
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
    expect(stream.closed).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(heard).toEqual(['banner-ads']);
    unsubscribe();
  });

  it('closes a silent stream after the heartbeat timeout, reopens it, and refetches on the next ready', () => {
    const { heard, unsubscribe } = subscribe();
    const first = openSources()[0]!;
    first.fire('ready');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    first.fire(HEARTBEAT_EVENT);

    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    // Through the back-off of docs/product.md#limits, not at once.
    expect(openSources()).toHaveLength(0);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(openSources()).toHaveLength(1);
    const second = openSources()[0]!;
    expect(heard).toEqual([]);
    second.fire('ready');
    expect(heard).toEqual(['reconnected']);
    second.fire('announcement');
    expect(heard).toEqual(['reconnected', 'announcement']);
    unsubscribe();
  });

  it('gives up on a connection attempt that never answers', () => {
    const { heard, unsubscribe } = subscribe();
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
    expect(openSources()).toHaveLength(0);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    openSources()[0]!.fire('ready');
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(heard).toEqual(['reconnected']);
    unsubscribe();
  });

  it('refetches on the first ready when the very first attempt failed (server restarting)', () => {
    const { heard, unsubscribe } = subscribe();
    openSources()[0]!.fire('error');
    expect(openSources()).toHaveLength(0);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    openSources()[0]!.fire('error');
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1]);
    openSources()[0]!.fire('ready');
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(heard).toEqual(['reconnected']);
    unsubscribe();
  });

  it('emits nothing on the first ready of a connection that never failed', () => {
    const { heard, unsubscribe } = subscribe();
    openSources()[0]!.fire('ready');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    openSources()[0]!.fire(HEARTBEAT_EVENT);
    expect(heard).toEqual([]);
    unsubscribe();
  });

  it('stops every timer once the last subscriber leaves', () => {
    const { unsubscribe } = subscribe();
    openSources()[0]!.fire('ready');
    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS * 2);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
