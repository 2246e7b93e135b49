import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import type { FavoriteIds } from '@/shared/schemas/favorites';
import type { EquipmentList, ExerciseList } from '@/shared/schemas/exercises-query';
import type { Exercise } from '@/shared/schemas/exercise';
import type { GymList } from '@/shared/schemas/gyms';
import { getExercisesQueryOptions, toExerciseQuery } from '@/web/api/get-exercises';
import { getGymsQueryOptions } from '@/web/api/get-gyms';
import { getExerciseQueryOptions } from '@/web/api/get-exercise';
import { exerciseIdOf } from '@/web/lib/exercise-address';
import { getFavoriteIdsQueryOptions } from '@/web/api/get-favorite-ids';
import { getEquipmentTypesQueryOptions } from '@/web/api/get-equipment-types';
import { sessionsKeys } from '@/web/api/open-session';
import { getActiveAnnouncementQueryOptions } from '@/web/features/announcements/api/get-active-announcement';
import { ANNOUNCEMENT_DISMISSED_COOKIE } from '@/web/features/announcements/components/announcement-bar';
import { getActiveBannerAdsQueryOptions } from '@/web/features/banner-ads/api/get-active-banner-ads';
import type { AnnouncementResponse, BannerAdList } from '@/shared/schemas/promotions';
import type { OpenSession } from '@/shared/schemas/sessions';
import { getMeQueryOptions, normaliseMe } from '@/web/api/get-me';
import { AppProvider } from '@/web/app/provider';
import { routes } from '@/web/app/router';
import { FullPageLoading } from '@/web/components/full-page-loading';
import { SIDEBAR_COOKIE_NAME } from '@/web/components/ui/sidebar-provider';
import { withQuery } from '@/web/lib/api-client';
import { EMPTY_LIBRARY_PARAMS, libraryGymId, parseLibraryParams } from '@/web/lib/library-params';
import { RequestCookieContext } from '@/web/lib/request-cookie';
import { ViewportHintContext } from '@/web/lib/viewport-hint';

/**
 * Renders the page at `path` (one of src/shared/prerendered-pages.ts) to the HTML that goes inside `<div id="root">`,
 * with the same route table, providers and components the browser then hydrates (docs/architecture.md#prerendered-landing-page):
 * React Router's static handler runs the route's lazy load and loaders, `renderToString` renders the matched page as a
 * visitor who is not yet known to be signed in sees it. No hydration data is embedded (the CSP allows no inline script);
 * the pages prerendered have no loaders, so the browser's router starts from the same state.
 *
 * @throws Error when the path does not render a page (a redirect or an error answer).
 */
export async function renderPage(path: string): Promise<string> {
  return renderRoute(routes, new Request(new URL(path, 'http://prerender.invalid')), undefined, '');
}

/**
 * Renders the route table for `request` into the markup of `<div id="root">`: React Router's static handler runs the
 * matched routes' lazy loads (and loaders, where `table` has them), then `renderToString` renders the page with `client`
 * (the tab's own client when undefined), `cookie` as the request's cookies (src/web/lib/request-cookie.ts) and `phone`
 * as the request's phone guess (src/web/lib/viewport-hint.ts).
 */
async function renderRoute(
  table: RouteObject[],
  request: Request,
  client: QueryClient | undefined,
  cookie: string,
  phone = false,
): Promise<string> {
  const path = new URL(request.url).pathname;
  const handler = createStaticHandler(table);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <RequestCookieContext value={cookie}>
        <ViewportHintContext value={phone}>
          <AppProvider client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </ViewportHintContext>
      </RequestCookieContext>
    </StrictMode>,
  );
}

/** An answer of the app's own API to the server's render: its status and parsed JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A member's page rendered by the server: the root's markup and the query cache it was rendered from, as JSON. */
export interface RenderedMemberPage {
  markup: string;
  /** The phone guess it was rendered with, which the browser must hydrate with too (src/web/lib/viewport-hint.ts). */
  phone: boolean;
  /** TanStack Query's `dehydrate` of the page's data; the browser `hydrate`s it before React hydrates the markup. */
  state: string;
}

/** The route table without loaders: on the server the page's data is fetched here, not by the loaders' prefetches. */
function withoutLoaders(table: RouteObject[]): RouteObject[] {
  return table.map(
    ({ loader: _loader, children, ...route }) => ({ ...route, ...(children ? { children: withoutLoaders(children) } : {}) }) as RouteObject,
  );
}
const serverRoutes = withoutLoaders(routes);

/**
 * Renders the signed-in library (`url`: /dashboard/exercises with its view in the query string) for the member whose
 * request carried `cookie`, with the data the page shows first, so a phone paints the member's exercises before any
 * script runs (docs/architecture.md#server-rendered-library). `api(path)` answers a GET of the app's own API as that
 * member (the server calls its routes in process, with the request's cookie): GET /api/me first, then GET /api/gyms
 * (the header's switcher, and the gym the page is limited to: the address's, else the active one, docs/product.md#my-gyms),
 * then the page of /api/exercises for that view and GET /api/favorites/ids (and GET /api/exercises/{id} when the address
 * names an open exercise, docs/product.md#exercise-address: its details open with the page), and when that page holds
 * samples only and the view is narrowed, the unfiltered first page too (its total is the samples banner's count). The data goes into a query client
 * of this request only, seeded under the keys and in the shapes the page's own hooks use (normaliseMe for the member),
 * and comes back dehydrated. Of the cookies, the render sees only those of UI state (the sidebar's), never the session.
 * `phone` (the request's guess, src/shared/phone-hint.ts) renders the phone's layout (the sidebar as a closed panel,
 * toasts from the top), so a phone's hydration finds what it would render itself.
 *
 * @returns null when /api/me answers 401 (the cookie names no live session: the visitor gets the app, which signs them in).
 * @throws Error when the member cannot be read (any other non-2xx), the page's read fails with a 5xx, or the page does
 *   not render; the server then sends the client-rendered shell. A 4xx for the page (a view the API refuses) and a failed
 *   read of the favourites are left to the browser.
 */
export async function renderMemberPage(
  url: string,
  cookie: string,
  api: (path: string) => Promise<ApiAnswer>,
  { phone = false }: { phone?: boolean } = {},
): Promise<RenderedMemberPage | null> {
  const address = new URL(url, 'http://server-render.invalid');
  const me = await api('/api/me');
  if (me.status === 401) return null;
  if (me.status !== 200) throw new Error(`GET /api/me answered ${me.status}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(getMeQueryOptions().queryKey, normaliseMe(me.body as Parameters<typeof normaliseMe>[0]));
  const gyms = await api('/api/gyms');
  if (gyms.status >= 500) throw new Error(`GET /api/gyms answered ${gyms.status}`);
  const gymList = gyms.status === 200 ? (gyms.body as GymList).items : null;
  if (gymList) client.setQueryData(getGymsQueryOptions().queryKey, gymList);
  const asked = parseLibraryParams(address.searchParams);
  // Without the member's gyms the page cannot know its gym: it renders its loading state and the browser asks again.
  const params = { ...asked, gym: gymList ? libraryGymId(asked, gymList) : asked.gym };
  const pageQuery = withQuery('/api/exercises', toExerciseQuery(params));
  const openId = exerciseIdOf(address.searchParams);
  const [page, favoriteIds, opened, announcement, bannerAds, openSession, equipment] = await Promise.all([
    api(pageQuery),
    api('/api/favorites/ids'),
    openId ? api(`/api/exercises/${openId}`) : null,
    api('/api/announcements/active'),
    api('/api/banner-ads'),
    api('/api/sessions/open'),
    api('/api/exercises/equipment'),
  ]);
  // What the shell and the library ask for once they mount, answered here so the hydrated page has nothing to fetch
  // and nothing to re-render when the answers come (docs/architecture.md#server-rendered-library). A failed read is
  // left to the browser, which asks again.
  if (announcement.status === 200)
    client.setQueryData(getActiveAnnouncementQueryOptions().queryKey, (announcement.body as AnnouncementResponse).announcement);
  if (bannerAds.status === 200) client.setQueryData(getActiveBannerAdsQueryOptions().queryKey, (bannerAds.body as BannerAdList).items);
  // Only "no open session": the "Workout in progress" bar's code loads on demand (session-in-progress-slot.tsx), which
  // a server's render cannot wait for, so a member with an open session has it read and shown by the browser.
  if (openSession.status === 200 && (openSession.body as OpenSession).session === null)
    client.setQueryData(sessionsKeys.open(), openSession.body);
  if (equipment.status === 200) client.setQueryData(getEquipmentTypesQueryOptions().queryKey, (equipment.body as EquipmentList).items);
  // The open exercise's details: a 404 (not the member's to see) is left to the browser, which says so.
  if (openId && opened?.status === 200) client.setQueryData(getExerciseQueryOptions(openId).queryKey, opened.body as Exercise);
  if (page.status === 200) {
    const list = page.body as ExerciseList;
    client.setQueryData(getExercisesQueryOptions(params).queryKey, list);
    // A non-subscriber's 'Limited Access' banner counts the samples: the unfiltered first page's total (use-sample-count.ts).
    const unfilteredQuery = withQuery('/api/exercises', toExerciseQuery(EMPTY_LIBRARY_PARAMS));
    if (list.sampleOnly && pageQuery !== unfilteredQuery) {
      const samples = await api(unfilteredQuery);
      if (samples.status === 200)
        client.setQueryData(getExercisesQueryOptions(EMPTY_LIBRARY_PARAMS).queryKey, samples.body as ExerciseList);
    }
  } else if (page.status >= 500) {
    throw new Error(`GET /api/exercises answered ${page.status}`);
  }
  // Any other answer (a view the API refuses, too many requests) is left to the browser, which asks again after
  // hydration and shows it as it would without the server's render: the page renders its loading state here.
  if (favoriteIds.status === 200) client.setQueryData(getFavoriteIdsQueryOptions().queryKey, (favoriteIds.body as FavoriteIds).items);
  const markup = await renderRoute(serverRoutes, new Request(address), client, onlyRenderCookies(cookie), phone);
  const state = JSON.stringify(dehydrate(client));
  client.clear();
  return { markup, state, phone };
}

/** The cookies a render may read (RFC 6265 `name=value; …`): those of UI state (the sidebar's, a dismissed announcement), never the session's. */
const RENDER_COOKIES = [SIDEBAR_COOKIE_NAME, ANNOUNCEMENT_DISMISSED_COOKIE];

function onlyRenderCookies(cookie: string): string {
  return cookie
    .split(/;\s*/)
    .filter((pair) => RENDER_COOKIES.some((name) => pair.startsWith(`${name}=`)))
    .join('; ');
}

/**
 * The session-loading screen ('Loading...', docs/product.md#screens) as HTML, which a preloaded shell's root holds
 * (src/shared/prerendered-pages.ts PRELOADED_SHELLS): the page a member's phone shows at once, before any script has
 * run; the app replaces it with the same screen, then the page (docs/architecture.md#performance).
 */
export function renderLoading(): string {
  return renderToString(<FullPageLoading />);
}

export {
  PRELOADED_SHELLS,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  SERVER_RENDER_MARKUP,
  SERVER_RENDER_STATE,
  SESSION_COOKIE_ATTRIBUTE,
} from '@/shared/prerendered-pages';
