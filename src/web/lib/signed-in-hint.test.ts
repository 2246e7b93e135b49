// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberSignedIn, wasSignedIn } from '@/web/lib/signed-in-hint';

describe('the signed-in hint (docs/architecture.md#performance)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.localStorage.clear();
  });

  it('holds when the page came in a shell asked for with a session cookie, until nobody turns out to be signed in', () => {
    document.body.innerHTML = '<div id="root" data-session-cookie></div>';
    expect(wasSignedIn()).toBe(true);
    rememberSignedIn(false);
    expect(wasSignedIn()).toBe(false);
    expect(document.getElementById('root')?.hasAttribute('data-session-cookie')).toBe(false);
  });

  it('holds after a member was seen on this browser, and not on a plain page of a browser that never saw one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(wasSignedIn()).toBe(false);
    rememberSignedIn(true);
    expect(wasSignedIn()).toBe(true);
  });
});
