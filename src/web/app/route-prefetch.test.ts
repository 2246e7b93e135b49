import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getExercisesQueryOptions } from '@/web/api/get-exercises';
import { meQueryKey } from '@/web/api/get-me';
import { sessionsKeys } from '@/web/api/open-session';
import { takeEarlySessionRead } from '@/web/api/session-early-read';
import { prefetchLibraryPage, prefetchMe, prefetchSession } from '@/web/app/route-prefetch';
import { parseLibraryParams } from '@/web/lib/library-params';
import { createQueryClient } from '@/web/lib/query-client';
import { rememberSignedIn } from '@/web/lib/signed-in-hint';

const user = { id: 'u1', email: 'member@example.test', name: 'm', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z' };
const page = { items: [], total: 0, page: 1, pageSize: 12, sampleOnly: false };
const SESSION_ID = '0b7e4d1a-2c3f-4e5a-8b9c-1d2e3f4a5b6c';
const PREFERENCES = { weightUnit: 'kg', barWeight: 20, plates: [25, 20] };
const HOME = { id: '6f1c2a4e-0d7b-4c1e-9a53-2b8f0e6d1c11', name: 'Home', equipment: ['Dumbbells'], isActive: true, exerciseCount: 40 };

/** A fetch that answers /api/viewer with `me` (`{ me: null }` when null) once `releaseMe` is called, and /api/exercises at once. */
function fakeApi(me: object | null) {
  let releaseMe = () => {};
  const meAnswered = new Promise<void>((resolve) => (releaseMe = resolve));
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/api/viewer')) {
      await meAnswered;
      return Response.json({ me: me ? { user: me, role: 'user' } : null });
    }
    if (url.startsWith('/api/gyms')) return Response.json({ items: [HOME] });
    if (url.startsWith('/api/sessions/')) return Response.json({ id: url.slice('/api/sessions/'.length), exercises: [] });
    if (url.startsWith('/api/training-preferences')) return Response.json(PREFERENCES);
    return Response.json(page);
  });
  vi.stubGlobal('fetch', fetch);
  const paths = () => fetch.mock.calls.map(([url]) => url.split('?')[0]);
  return { releaseMe, paths, urls: () => fetch.mock.calls.map(([url]) => url) };
}

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('route loaders prefetch into the cache the pages read (docs/architecture.md#performance)', () => {
  it("asks for the plain page beside the session check when this browser last saw a member, then the active gym's page once the check finds them, under the keys the page uses", async () => {
    rememberSignedIn(true);
    const api = fakeApi(user);
    const client = createQueryClient();
    const search = new URLSearchParams('q=press&equipment=Barbell&page=2');
    prefetchMe(client);
    prefetchLibraryPage(client, search);
    await vi.waitFor(() => expect(api.paths()).toEqual(['/api/viewer', '/api/exercises']));
    expect(api.urls()[1]).toBe('/api/exercises?q=press&equipment=Barbell&page=2');
    // Nothing that needs a session before the session check answers: a session ended elsewhere would make it a 401.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.paths()).not.toContain('/api/gyms');
    api.releaseMe();
    await vi.waitFor(() => expect(api.paths()).toEqual(['/api/viewer', '/api/exercises', '/api/gyms', '/api/exercises']));
    expect(api.urls()[3]).toBe(`/api/exercises?q=press&equipment=Barbell&page=2&gym=${HOME.id}`);
    const key = getExercisesQueryOptions({ ...parseLibraryParams(search), gym: HOME.id }).queryKey;
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(page));
    await vi.waitFor(() => expect(client.getQueryData(meQueryKey)).toMatchObject({ user }));
  });

  it('waits for the session check otherwise, and asks for nothing more when nobody is signed in', async () => {
    const api = fakeApi(null);
    const client = createQueryClient();
    prefetchMe(client);
    prefetchLibraryPage(client, new URLSearchParams());
    api.releaseMe();
    await vi.waitFor(() => expect(client.getQueryData(meQueryKey)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.paths()).toEqual(['/api/viewer']);
  });

  it('asks for the page once the session check finds a member, and remembers the member for the next load', async () => {
    const api = fakeApi(user);
    const client = createQueryClient();
    prefetchLibraryPage(client, new URLSearchParams());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.paths()).toEqual(['/api/viewer']);
    api.releaseMe();
    await vi.waitFor(() => expect(api.paths()).toEqual(['/api/viewer', '/api/gyms', '/api/exercises']));
    expect(window.localStorage.getItem('equipped:signed-in')).toBe('1');
    client.setQueryData(meQueryKey, null);
    expect(window.localStorage.getItem('equipped:signed-in')).toBeNull();
  });

  it('reads an exercise open at the address beside the page, once a member is found (docs/product.md#exercise-address)', async () => {
    const api = fakeApi(user);
    const client = createQueryClient();
    prefetchLibraryPage(client, new URLSearchParams(`exercise=${SESSION_ID}`));
    api.releaseMe();
    await vi.waitFor(() => expect(api.urls()).toContain(`/api/exercises/${SESSION_ID}`));
    await vi.waitFor(() => expect(client.getQueryData(['exercises', 'detail', SESSION_ID])).toBeDefined());
  });

  it("starts a session page's read beside the session check for the page to take once, and its preferences into the cache", async () => {
    rememberSignedIn(true);
    const api = fakeApi(user);
    const client = createQueryClient();
    prefetchMe(client);
    prefetchSession(client, SESSION_ID);
    await vi.waitFor(() => expect(api.paths()).toEqual(['/api/viewer', `/api/sessions/${SESSION_ID}`, '/api/training-preferences']));
    await vi.waitFor(() => expect(client.getQueryData(sessionsKeys.preferences())).toEqual(PREFERENCES));
    // The session goes to the page's own read, not the cache: the page chooses between it and the device's copy.
    expect(client.getQueryData(sessionsKeys.detail(SESSION_ID))).toBeUndefined();
    await expect(takeEarlySessionRead(SESSION_ID)).resolves.toMatchObject({ id: SESSION_ID });
    expect(takeEarlySessionRead(SESSION_ID)).toBeUndefined();
    // Back on a session the cache holds, nothing is asked for again.
    client.setQueryData(sessionsKeys.detail(SESSION_ID), { id: SESSION_ID });
    prefetchSession(client, SESSION_ID);
    expect(api.paths()).toHaveLength(3);
    api.releaseMe();
  });

  it("waits for the session check before a session page's reads otherwise, and makes none when nobody is signed in", async () => {
    const api = fakeApi(null);
    const client = createQueryClient();
    prefetchSession(client, SESSION_ID);
    api.releaseMe();
    await vi.waitFor(() => expect(client.getQueryData(meQueryKey)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.paths()).toEqual(['/api/viewer']);
    expect(takeEarlySessionRead(SESSION_ID)).toBeUndefined();
  });
});
