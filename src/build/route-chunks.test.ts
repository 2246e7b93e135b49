import { describe, expect, it } from 'vitest';
import { placeModule, staticallyReached, type PageModules } from './route-chunks';

// A small app: the entry imports the API client; the landing page and the dashboard share the logo; the dashboard and
// the library share a badge; /auth shares the spinner with the dashboard; the library alone has the grid.
const graph: Record<string, string[]> = {
  main: ['router', 'api-client'],
  router: ['api-client'],
  landing: ['logo', 'landing-hero'],
  auth: ['spinner', 'logo'],
  dashboard: ['logo', 'spinner', 'sidebar', 'badge'],
  sidebar: ['api-client'],
  library: ['grid', 'badge'],
  grid: ['card'],
  card: ['badge', 'api-client'],
  workouts: ['badge'],
};
const importsOf = (id: string) => graph[id];
const pages: PageModules = { entry: 'main', dashboard: 'dashboard', library: 'library', publicPages: ['landing', 'auth'] };
const reach = {
  entry: staticallyReached('main', importsOf),
  dashboard: staticallyReached('dashboard', importsOf),
  library: staticallyReached('library', importsOf),
  publicPages: pages.publicPages.map((page) => staticallyReached(page, importsOf)),
};

describe('staticallyReached', () => {
  it('follows static imports, each module once, the start included', () => {
    expect([...staticallyReached('library', importsOf)].sort()).toEqual(['api-client', 'badge', 'card', 'grid', 'library']);
  });
});

describe('placeModule (docs/architecture.md#performance)', () => {
  it('puts what the entry reaches in one app chunk, and leaves the entry and the route modules alone', () => {
    expect(placeModule('api-client', pages, reach)).toBe('app');
    expect(placeModule('router', pages, reach)).toBe('app');
    for (const page of ['main', 'dashboard', 'library', 'landing', 'auth']) expect(placeModule(page, pages, reach)).toBeNull();
  });

  it('puts what a public page shares with the dashboard or the library in the shell, so the landing loads no dashboard code', () => {
    expect(placeModule('logo', pages, reach)).toBe('shell');
    expect(placeModule('spinner', pages, reach)).toBe('shell');
    expect(placeModule('landing-hero', pages, reach)).toBeNull();
  });

  it("groups the rest of the dashboard's modules, then the rest of the library's", () => {
    expect(placeModule('sidebar', pages, reach)).toBe('dashboard');
    expect(placeModule('badge', pages, reach)).toBe('dashboard');
    expect(placeModule('grid', pages, reach)).toBe('library');
    expect(placeModule('card', pages, reach)).toBe('library');
  });

  it('keeps automatic chunking for what neither the dashboard nor the library uses', () => {
    expect(placeModule('workouts', pages, reach)).toBeNull();
  });
});
