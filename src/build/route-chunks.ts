import type { Plugin } from 'vite';

/** What the chunking needs of a module: the modules it imports statically. */
export type ImportsOf = (id: string) => readonly string[] | undefined;

/** The modules `from` reaches through static imports, itself included (a dynamic import loads later, on demand). */
export function staticallyReached(from: string, importsOf: ImportsOf): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(importsOf(id) ?? []));
  }
  return reached;
}

/** The module files (absolute ids) the page-load groups are drawn around. */
export interface PageModules {
  /** The SPA's entry (main.tsx): what it reaches is in the entry chunk already. */
  entry: string;
  /** The dashboard shell's route module (every /dashboard/* page loads it). */
  dashboard: string;
  /** The library's route module. */
  library: string;
  /** The route modules of the pages outside the dashboard (the landing page, /auth, the legal pages, …). */
  publicPages: string[];
}

/** What each page module reaches statically. */
export interface Reach {
  entry: ReadonlySet<string>;
  dashboard: ReadonlySet<string>;
  library: ReadonlySet<string>;
  publicPages: ReadonlySet<string>[];
}

/** Which group a module of the app belongs to, or null for rolldown's automatic chunking. */
export type Placement = 'app' | 'shell' | 'dashboard' | 'library' | null;

/**
 * Places the modules every page and the dashboard shell and the library need, so a first visit fetches a handful of
 * chunks instead of one per small module (docs/architecture.md#performance):
 * - `app`: what the entry reaches besides itself (the router, the API client, the route loaders' fetchers). Left to
 *   automatic chunking, each of these that a lazy route also imports became a chunk of its own, so the route's chunk
 *   would not import the entry's: nine requests of 1–2 kB before any route chunk;
 * - `shell`: those a page outside the dashboard needs too (the logo, the skip link, the loading spinner), so the landing
 *   page and /auth load this small chunk and none of the dashboard's code;
 * - `dashboard`: the rest of what the dashboard shell needs, which every /dashboard/* page loads anyway;
 * - `library`: the rest of what the library needs.
 * Every other module keeps rolldown's automatic chunking; a /dashboard/* page that shares a module with the library loads
 * the `library` chunk with it.
 */
export function placeModule(id: string, pages: PageModules, reach: Reach): Placement {
  // A dependency the entry reaches is the vendor groups' or automatic chunking's.
  if (reach.entry.has(id)) return id === pages.entry || id.includes('/node_modules/') ? null : 'app';
  // A page module stays its route's own chunk, which its lazy import loads and Vite's manifest names.
  if (id === pages.dashboard || id === pages.library || pages.publicPages.includes(id)) return null;
  const inDashboard = reach.dashboard.has(id);
  if (!inDashboard && !reach.library.has(id)) return null;
  if (reach.publicPages.some((page) => page.has(id))) return 'shell';
  return inDashboard ? 'dashboard' : 'library';
}

/**
 * A Vite plugin, and the rolldown `codeSplitting` groups it feeds: at the end of the build's module graph (rolldown's
 * `buildEnd`, before chunking) it records what each page module reaches statically, and the groups place modules with
 * {@link placeModule}. `priority` sits below the vendor groups', so a library in node_modules stays in its vendor chunk.
 */
export function routeChunks(pages: PageModules, priority: number) {
  let reach: Reach | undefined;
  const plugin: Plugin = {
    name: 'equipped:route-chunks',
    apply: 'build',
    buildEnd() {
      const importsOf: ImportsOf = (id) => this.getModuleInfo(id)?.importedIds;
      const reached = (from: string) => {
        if (!this.getModuleInfo(from))
          throw new Error(`route-chunks: ${from} is not in the build; has the page moved? Update vite.config.ts.`);
        return staticallyReached(from, importsOf);
      };
      reach = {
        entry: reached(pages.entry),
        dashboard: reached(pages.dashboard),
        library: reached(pages.library),
        publicPages: pages.publicPages.map(reached),
      };
    },
  };
  const group = (name: Exclude<Placement, null>, offset: number) => ({
    name,
    test: (id: string) => reach !== undefined && placeModule(id, pages, reach) === name,
    priority: priority + offset,
    // Only the modules placed here: a dependency in the entry chunk (the API client, say) must stay there, or the entry
    // would import this group and every page would load it. The placement keeps the chunks acyclic: a module's static
    // imports are placed in its own group or a lower one (library → dashboard → shell → app).
    includeDependenciesRecursively: false,
  });
  return { plugin, groups: [group('app', 3), group('shell', 2), group('dashboard', 1), group('library', 0)] };
}
