// @vitest-environment jsdom
import { hydrate } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '@/shared/prerendered-pages';
import type { ExerciseList } from '@/shared/schemas/exercises-query';
import { exerciseFixture } from '@/test-support/exercise-fixture';
import { createQueryClient } from '@/web/lib/query-client';
import { AppProvider } from '@/web/app/provider';
import { AppRouter, createAppRouter } from '@/web/app/router';
import { HERO } from '@/web/features/landing/landing-content';
import { promotionsKeys } from '@/web/api/promotions-keys';
import { type ApiAnswer, renderMemberPage, renderPage } from './prerender';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the prerendered landing page', () => {
  it('holds the hero headline, the lead and the sign-up call to action as HTML, before any script runs', async () => {
    const html = await renderPage('/');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')?.textContent).toBe(`${HERO.headlineStart} ${HERO.headlineAccent}`);
    expect(page.textContent).toContain(HERO.lead);
    expect([...page.querySelectorAll('a[href="/auth"]')].map((link) => link.textContent)).toContain(HERO.cta);
    expect(page.querySelector('main#main-content')).not.toBeNull();
    expect(page.querySelector('script')).toBeNull();
  });

  it('is hydrated by the app in place: the same elements stay, with no mismatch reported', async () => {
    // Nobody is signed in: GET /api/me answers 401, as the server does for a visitor.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in.' } }, { status: 401 })),
    );
    const container = document.createElement('div');
    container.id = 'root';
    container.setAttribute(PRERENDERED_ATTRIBUTE, '/');
    container.innerHTML = await renderPage('/');
    document.body.append(container);
    const headline = container.querySelector('h1');
    const recoverable = vi.fn();

    const router = await createAppRouter({ prerendered: true });
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProvider>
            <AppRouter router={router} />
          </AppProvider>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });

    // A mismatch would make React throw the markup away and render afresh (new elements) and report it.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(headline);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe("the server's render of a member's library", () => {
  const MEMBER = {
    user: { id: 'u1', email: 'ada@example.test', name: 'Ada', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z' },
    role: 'user',
    subscription: { subscribed: false, tier: null, end: null },
  };
  const BENCH = exerciseFixture(1, { exerciseName: 'Barbell Bench Press' });
  const ROW = exerciseFixture(2, { exerciseName: 'Seated Cable Row' });
  const PAGE: ExerciseList = {
    items: [BENCH, ROW],
    total: 2,
    page: 1,
    pageSize: 12,
    sampleOnly: true,
    correctedQuery: null,
    matchedTerms: ['press'],
    relaxations: [],
    gymUnlock: null,
  };
  /** The app's API as the server's in-process calls answer it for this member; `me` overrides GET /api/me. */
  const ANNOUNCEMENT = {
    id: '0b6f7c1d-2e3a-4b5c-8d9e-0f1a2b3c4d5e',
    title: 'New kettlebell guides this week',
    // Ticking: the page hydrates a moment after its render, with other seconds on the clock.
    countdownEnd: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
    buttonText: null,
    buttonUrl: null,
    isActive: true,
    createdAt: '2026-11-30T09:00:00.000Z',
    updatedAt: '2026-11-30T09:00:00.000Z',
  };
  const HOME = { id: '6f1c2a4e-0d7b-4c1e-9a53-2b8f0e6d1c11', name: 'Home', equipment: ['Dumbbells'], isActive: true, exerciseCount: 2 };
  const apiFor = (me: ApiAnswer = { status: 200, body: MEMBER }, gyms: unknown[] = []) => {
    const asked: string[] = [];
    const api = async (path: string): Promise<ApiAnswer> => {
      asked.push(path);
      if (path === '/api/me') return me;
      if (path === '/api/gyms') return { status: 200, body: { items: gyms } };
      if (path === '/api/exercises?page=1') return { status: 200, body: { ...PAGE, total: 14, matchedTerms: [] } };
      if (path.startsWith('/api/exercises?')) return { status: 200, body: PAGE };
      if (path === '/api/favorites/ids') return { status: 200, body: { items: [ROW.id] } };
      if (path === '/api/announcements/active') return { status: 200, body: { announcement: ANNOUNCEMENT } };
      if (path === '/api/banner-ads') return { status: 200, body: { items: [] } };
      if (path === '/api/sessions/open') return { status: 200, body: { session: null } };
      if (path === '/api/exercises/equipment') return { status: 200, body: { items: ['Barbell', 'Cable'] } };
      return { status: 404, body: null };
    };
    return { api, asked };
  };

  it("renders the member's page for the address's view, with its data, the hearts and the samples banner", async () => {
    const { api, asked } = apiFor();
    const rendered = await renderMemberPage('/dashboard/exercises?q=press&sort=name', 'better-auth.session_token=x', api);
    expect(asked).toEqual([
      '/api/me',
      '/api/gyms',
      '/api/exercises?q=press&sort=name&dir=asc&page=1',
      '/api/favorites/ids',
      '/api/announcements/active',
      '/api/banner-ads',
      '/api/sessions/open',
      '/api/exercises/equipment',
      '/api/exercises?page=1',
    ]);
    const page = document.createElement('div');
    page.innerHTML = rendered?.markup ?? '';
    const cardNames = [...page.querySelectorAll('article')].map(
      (card) => page.querySelector(`[id="${card.getAttribute('aria-labelledby')}"]`)?.textContent,
    );
    expect(cardNames).toEqual(['Barbell Bench Press', 'Seated Cable Row']);
    expect(page.textContent).toContain('ada@example.test');
    expect(page.textContent).toContain('Limited Access - Sample Exercises Only');
    expect(page.textContent).toContain('You are viewing 14 sample exercises.');
    expect((page.querySelector('input[aria-label="Search exercises"], input[type=search]') as HTMLInputElement | null)?.value).toBe(
      'press',
    );
    expect(page.querySelectorAll('[aria-pressed=true]').length).toBeGreaterThan(0);
    expect(page.querySelector('script')).toBeNull();
  });

  it('brings the open exercise of the address along, so its details open with the page (docs/product.md#exercise-address)', async () => {
    const { api, asked } = apiFor();
    const wholeBench = { ...BENCH, formSteps: ['Grip the bar.'] };
    const withExercise = async (path: string): Promise<ApiAnswer> =>
      path === `/api/exercises/${BENCH.id}` ? { status: 200, body: wholeBench } : api(path);
    const rendered = await renderMemberPage(`/dashboard/exercises?exercise=${BENCH.id.toUpperCase()}`, 'c', withExercise);
    const state = JSON.parse(rendered!.state) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    const detail = state.queries.find((query) => query.queryKey.includes('detail'));
    expect(detail?.queryKey).toContain(BENCH.id);
    expect(detail?.state.data).toEqual(wholeBench);

    // One the member may not see (404) is left to the browser, which says so.
    const hidden = await renderMemberPage(`/dashboard/exercises?exercise=${ROW.id}`, 'c', api);
    expect(asked).toContain(`/api/exercises/${ROW.id}`);
    const hiddenState = JSON.parse(hidden!.state) as { queries: Array<{ queryKey: unknown[] }> };
    expect(hiddenState.queries.some((query) => query.queryKey.includes('detail'))).toBe(false);
  });

  it("renders a phone's layout for a request that said it is a phone, and says so for the browser's hydration", async () => {
    const { api } = apiFor();
    const phone = await renderMemberPage('/dashboard/exercises', 'c', api, { phone: true });
    const wide = await renderMemberPage('/dashboard/exercises', 'c', api);
    expect(phone?.phone).toBe(true);
    expect(wide?.phone).toBe(false);
    const markupOf = (rendered: typeof phone) => {
      const page = document.createElement('div');
      page.innerHTML = rendered?.markup ?? '';
      return page;
    };
    // The desktop sidebar is markup only a wide screen renders; a phone's is a closed panel (nothing until opened).
    expect(markupOf(wide).querySelector('[data-slot="sidebar"]')).not.toBeNull();
    expect(markupOf(phone).querySelector('[data-slot="sidebar"]')).toBeNull();
    expect(markupOf(phone).querySelectorAll('article')).toHaveLength(2);
  });

  it("renders the active gym's page when the address names no gym (docs/product.md#my-gyms)", async () => {
    const { api, asked } = apiFor(undefined, [HOME]);
    const rendered = await renderMemberPage('/dashboard/exercises', 'better-auth.session_token=x', api);
    expect(asked[2]).toBe(`/api/exercises?page=1&gym=${HOME.id}`);
    const page = document.createElement('div');
    page.innerHTML = rendered?.markup ?? '';
    expect(page.querySelector('[role=switch]')?.getAttribute('aria-checked')).toBe('true');
    expect(page.textContent).toContain('2 exercises at Home');
    expect(page.querySelector('button[aria-label="Active gym: Home"]')).not.toBeNull();
  });

  it('answers null when the cookie names no live session, and throws when the member cannot be read', async () => {
    const signedOut = apiFor({ status: 401, body: {} });
    expect(await renderMemberPage('/dashboard/exercises', 'c', signedOut.api)).toBeNull();
    // Nothing else is read for a session that is gone.
    expect(signedOut.asked).toEqual(['/api/me']);
    await expect(renderMemberPage('/dashboard/exercises', 'c', apiFor({ status: 503, body: {} }).api)).rejects.toThrow(
      'GET /api/me answered 503',
    );
  });

  it('leaves a view the API refuses to the browser: the page renders its loading state and its cache holds no page', async () => {
    const refusing = async (path: string): Promise<ApiAnswer> =>
      path.startsWith('/api/exercises?')
        ? { status: 422, body: { error: { code: 'VALIDATION_FAILED', message: 'No.' } } }
        : apiFor().api(path);
    const rendered = await renderMemberPage('/dashboard/exercises?equipment=Teleporter', 'c', refusing);
    const page = document.createElement('div');
    page.innerHTML = rendered?.markup ?? '';
    expect(page.querySelectorAll('article')).toHaveLength(0);
    expect(page.textContent).toContain('Exercise Library');
    const keys = (JSON.parse(rendered?.state ?? '{}') as { queries: { queryKey: unknown[] }[] }).queries.map((query) => query.queryKey);
    expect(keys.filter(([scope, kind]) => scope === 'exercises' && kind === 'list')).toEqual([]);
  });

  it('answers what the shell asks for once it mounts, so the hydrated page fetches nothing and shows the announcement at once', async () => {
    const { api } = apiFor();
    const rendered = await renderMemberPage('/dashboard/exercises', 'c', api);
    const state = JSON.parse(rendered!.state) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    const dataOf = (key: readonly unknown[]) =>
      state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;
    expect(dataOf(['exercises', 'equipment'])).toEqual(['Barbell', 'Cable']);
    expect(dataOf(['sessions', 'open'])).toEqual({ session: null });
    expect(dataOf(promotionsKeys.activeBannerAds())).toEqual([]);
    expect(dataOf(promotionsKeys.activeAnnouncement())).toEqual(ANNOUNCEMENT);
    const page = document.createElement('div');
    page.innerHTML = rendered?.markup ?? '';
    expect(page.textContent).toContain(ANNOUNCEMENT.title);

    // Dismissed for the browser session (its cookie names this version): left out here as the browser leaves it out.
    const version = encodeURIComponent(`${ANNOUNCEMENT.id}@${ANNOUNCEMENT.updatedAt}`);
    const dismissed = document.createElement('div');
    dismissed.innerHTML = (await renderMemberPage('/dashboard/exercises', `announcement_dismissed=${version}`, api))?.markup ?? '';
    expect(dismissed.textContent).not.toContain(ANNOUNCEMENT.title);
    expect(dismissed.textContent).toContain('Exercise Library');
    // A later edit of it (another version) shows again.
    const edited = document.createElement('div');
    edited.innerHTML = (await renderMemberPage('/dashboard/exercises', `announcement_dismissed=${version}x`, api))?.markup ?? '';
    expect(edited.textContent).toContain(ANNOUNCEMENT.title);

    // An open session is left to the browser: the bar that shows it loads its code on demand, which a render cannot await.
    const training = async (path: string): Promise<ApiAnswer> =>
      path === '/api/sessions/open' ? { status: 200, body: { session: { id: 'x' } } } : api(path);
    const withSession = JSON.parse((await renderMemberPage('/dashboard/exercises', 'c', training))!.state) as typeof state;
    expect(withSession.queries.some((query) => JSON.stringify(query.queryKey) === JSON.stringify(['sessions', 'open']))).toBe(false);

    // A read that fails is left to the browser, which asks again: nothing is cached for it.
    const failing = async (path: string): Promise<ApiAnswer> =>
      path === '/api/announcements/active' ? { status: 500, body: null } : api(path);
    const without = JSON.parse((await renderMemberPage('/dashboard/exercises', 'c', failing))!.state) as typeof state;
    expect(without.queries.some((query) => JSON.stringify(query.queryKey) === JSON.stringify(promotionsKeys.activeAnnouncement()))).toBe(
      false,
    );
  });

  it("reads the sidebar's remembered state from the request's cookies, and no other cookie", async () => {
    const collapsed = await renderMemberPage(
      '/dashboard/exercises',
      'better-auth.session_token=secret-token; sidebar_state=false',
      apiFor().api,
    );
    expect(collapsed?.markup).toContain('data-state="collapsed"');
    expect(collapsed?.markup).not.toContain('secret-token');
    const expanded = await renderMemberPage('/dashboard/exercises', 'better-auth.session_token=secret-token', apiFor().api);
    expect(expanded?.markup).toContain('data-state="expanded"');
  });

  it('is hydrated by the app in place from the data it was rendered with: no mismatch, no request for that data', async () => {
    const rendered = await renderMemberPage('/dashboard/exercises?q=press', 'c', apiFor().api);
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'No.' } }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // A desktop browser: the sidebar stays beside the page (jsdom has no matchMedia of its own).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    window.history.replaceState(null, '', '/dashboard/exercises?q=press');
    const container = document.createElement('div');
    container.id = 'root';
    container.setAttribute(PRERENDERED_ATTRIBUTE, '/dashboard/exercises');
    container.innerHTML = rendered?.markup ?? '';
    document.body.append(container);
    const card = container.querySelector('article');
    const client = createQueryClient();
    hydrate(client, JSON.parse(rendered?.state ?? '{}'));
    const recoverable = vi.fn();

    const router = await createAppRouter({ prerendered: true, serverRendered: true });
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProvider client={client}>
            <AppRouter router={router} />
          </AppProvider>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(card).not.toBeNull();
    expect(container.querySelector('article')).toBe(card);
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url === '/api/me' || url.startsWith('/api/exercises?') || url === '/api/favorites/ids')).toEqual([]);
    window.history.replaceState(null, '', '/');
  });
});
