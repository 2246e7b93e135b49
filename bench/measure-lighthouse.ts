import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Chromium as the e2e suite uses it; flags keep it from phoning home during a measurement. */
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type LighthousePreset = 'mobile' | 'desktop';

/** One Lighthouse run's figures: scores 0–100, times in ms, bytes as transferred (Lighthouse `total-byte-weight`). */
export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  requests: number;
  /** Script requests started before the first `/api/` request; null when the page made no API call. */
  scriptsBeforeApi: number | null;
  /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`): the simulated phone is this machine slowed 4×. */
  benchmarkIndex: number;
};

export type LighthouseRow = {
  page: string;
  path: string;
  preset: LighthousePreset;
  /** The simulated phone's CPU slowdown when not Lighthouse's default 4× (`throttling.cpuSlowdownMultiplier`). */
  cpuSlowdown?: number;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
};

type NetworkItem = { url: string; resourceType?: string; networkRequestTime?: number };

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/**
 * Reads the figures from a Lighthouse result (https://github.com/GoogleChrome/lighthouse/blob/v12.2.3/docs/understanding-results.md):
 * category scores, the `largest-contentful-paint`, `total-blocking-time`, `cumulative-layout-shift` and
 * `total-byte-weight` audits, and from `network-requests` the request count and the script requests whose
 * `networkRequestTime` precedes the first request to `/api/`.
 */
export function figuresOf(lhr: Result): LighthouseFigures {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  const isApi = (item: NetworkItem) => {
    try {
      return new URL(item.url).pathname.startsWith('/api/');
    } catch {
      return false;
    }
  };
  const firstApi = Math.min(...items.filter(isApi).map((item) => item.networkRequestTime ?? Number.POSITIVE_INFINITY));
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferredBytes: numeric(lhr, 'total-byte-weight'),
    requests: items.length,
    scriptsBeforeApi: Number.isFinite(firstApi)
      ? items.filter((item) => item.resourceType === 'Script' && (item.networkRequestTime ?? Number.POSITIVE_INFINITY) < firstApi).length
      : null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** The run with the median performance score (of an odd count; the upper middle of an even one). */
export function medianByPerformance(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse runs');
  return middle;
}

/**
 * Runs Lighthouse 12 (Node API, https://github.com/GoogleChrome/lighthouse/blob/v12.2.3/docs/readme.md#using-programmatically)
 * in one headless Chromium launched by chrome-launcher, `runs` times per page and preset: the default config (mobile:
 * a simulated mid-tier phone on slow 4G) and `desktop-config.js`. Pages with a cookie get it on every request through
 * `extraHeaders`. Categories: performance, accessibility, SEO. A page with `cpuSlowdown` is measured on the mobile preset
 * only, its simulated phone's CPU slowed that many times instead of 4× (`throttling.cpuSlowdownMultiplier`: a slower
 * phone, or the same phone on a slower host).
 *
 * @throws when Chromium cannot start or a run fails three times in a row (Lighthouse's runtimeError, e.g. NO_NAVSTART).
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: { page: string; path: string; cookie?: string; cpuSlowdown?: number }[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const rows: LighthouseRow[] = [];
    for (const target of pages) {
      const presets: LighthousePreset[] = target.cpuSlowdown ? ['mobile'] : ['mobile', 'desktop'];
      for (const preset of presets) {
        const figures: LighthouseFigures[] = [];
        for (let run = 0; run < runs; run++) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo'],
            ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
            ...(target.cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: target.cpuSlowdown } } : {}),
          };
          const config: Config | undefined = preset === 'desktop' ? (desktopConfig as Config) : undefined;
          // A trace that Lighthouse cannot read (NO_NAVSTART and the like) asks to "run Lighthouse again": up to 3 attempts.
          let lhr: Result | undefined;
          let failure = '';
          for (let attempt = 0; attempt < 3 && !lhr; attempt++) {
            const result = await lighthouse(`${baseUrl}${target.path}`, flags, config);
            if (!result) failure = 'no result';
            else if (result.lhr.runtimeError) failure = result.lhr.runtimeError.message;
            else lhr = result.lhr;
          }
          if (!lhr) throw new Error(`Lighthouse ${target.path} (${preset}): ${failure}`);
          const one = figuresOf(lhr);
          figures.push(one);
          log(
            `  ${target.path} ${preset} #${run + 1}: performance ${one.performance}, LCP ${Math.round(one.lcpMs)} ms, TBT ${Math.round(one.tbtMs)} ms, ${one.requests} requests`,
          );
        }
        rows.push({
          page: target.page,
          path: target.path,
          preset,
          ...(target.cpuSlowdown ? { cpuSlowdown: target.cpuSlowdown } : {}),
          runs: figures,
          median: medianByPerformance(figures),
        });
      }
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** The issue's "now" figures (Lighthouse 12.2.3 mobile, before the performance work), for the before → after column. */
const BEFORE: Record<string, string> = { 'landing mobile': '68–70', 'library mobile': '41–42', 'landing desktop': '98' };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** The median benchmarkIndex over every run of `rows`, rounded; '—' when Lighthouse reported none. */
function benchmarkIndexOf(rows: LighthouseRow[]): string {
  const all = rows
    .flatMap((row) => row.runs.map((run) => run.benchmarkIndex))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const middle = all[Math.floor(all.length / 2)];
  return middle === undefined ? '—' : Math.round(middle).toLocaleString('en-US');
}

/**
 * The Lighthouse section of bench/results.md: one row per page and preset (the median run by performance score), the
 * three performance scores, and the before → after comparison with the figures measured before the work.
 *
 * @param context where the figures come from (commit, data, date), printed above the table.
 */
export function renderLighthouseSection(
  rows: LighthouseRow[],
  context: { commit: string; date: string; data: string; runs: number },
): string {
  const lines = [
    '## Lighthouse 12.2.3 (landing page and signed-in library)',
    '',
    `Generated by \`npm run bench\` (or \`npm run bench -- --only lighthouse\`) on ${context.date} at commit \`${context.commit}\`. Production build, ${context.data}. Chromium ${CHROMIUM} headless; mobile = Lighthouse's default config (simulated mid-tier phone, slow 4G), desktop = \`desktop-config.js\`; median of ${context.runs} runs by performance score (the row with the CPU slowed 8×: of at least 5). Transferred = \`total-byte-weight\`; "scripts before API" = script requests started before the first \`/api/\` request (network-requests audit).`,
    '',
    '| page | preset | performance (runs) | accessibility | SEO | LCP | TBT | CLS | transferred | requests | scripts before API |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const m = row.median;
      return `| ${row.page} \`${row.path}\` | ${row.preset}${row.cpuSlowdown ? `, CPU ${row.cpuSlowdown}×` : ''} | **${m.performance}** (${row.runs.map((r) => r.performance).join(', ')}) | ${m.accessibility} | ${m.seo} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${kib(m.transferredBytes)} | ${m.requests} | ${m.scriptsBeforeApi ?? '—'} |`;
    }),
    '',
    'Before → after (performance, median):',
    '',
    '| page | preset | before | after |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.preset}${row.cpuSlowdown ? `, CPU ${row.cpuSlowdown}×` : ''} | ${row.cpuSlowdown ? '—' : (BEFORE[`${row.page} ${row.preset}`] ?? '—')} | ${row.median.performance} |`,
    ),
    '',
    `Host CPU: Lighthouse's benchmarkIndex ${benchmarkIndexOf(rows)} (median over all runs). Lighthouse's simulated phone is this machine's CPU slowed 4× (Lighthouse's throttling documentation): on a slower host it is a slower phone, so mobile TBT and scores compare only between runs at a similar index. A row marked "CPU 8×" slows it 8× (\`throttling.cpuSlowdownMultiplier\`): what the 4× phone reads on a host half as fast.`,
    '',
  ];
  return lines.join('\n');
}

/**
 * Puts `section` into an existing results file: replaces a previous section with the same `## ` heading (its first
 * line, up to the first parenthesis; from that heading to the next `## ` heading or the end) or appends it, so the
 * other sections keep their figures and their own commit line.
 */
export function mergeResultsSection(existing: string, section: string): string {
  const heading = (section.split('\n')[0] ?? '').split('(')[0]!.trimEnd();
  const start = existing.indexOf(heading);
  if (start === -1) return `${existing.trimEnd()}\n\n${section}`;
  const next = existing.indexOf('\n## ', start + 1);
  return `${existing.slice(0, start)}${section}${next === -1 ? '' : `\n${existing.slice(next + 1)}`}`;
}
