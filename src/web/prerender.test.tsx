// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '@/shared/prerendered-pages';
import { AppProvider } from '@/web/app/provider';
import { AppRouter, createAppRouter } from '@/web/app/router';
import { HERO } from '@/web/features/landing/landing-content';
import { renderPage } from './prerender';

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
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in.' } }, { status: 401 })));
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
