// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ServerEvent, subscribeToServerEvents } from './server-events';

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

// issue 5 review: one EventSource per tab holds one of the browser's 6 HTTP/1.1 connections per origin for good.
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
