/**
 * Every citation of a repository document in the code (`docs/product.md#favourites`, `docs/architecture.md#layers`,
 * a decision record) must point at a file that exists and, when it names an anchor, at a heading of that file. Comments
 * cite these documents instead of documents a newcomer cannot open (docs/architecture.md#comments); this test keeps the
 * citations true when a heading is renamed or a document moves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The folders whose files may cite the documents, and the root's own config files. */
const SCANNED_DIRS = ['src', 'e2e', 'bench', 'scripts'];
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'migrations', 'test-results', 'playwright-report']);
/**
 * A citation: `docs/` at the start of a repository path (not `../shared/docs/…`, which is no repository document),
 * a Markdown file, and an optional `#anchor`.
 */
const CITATION = /(?<![\w./-])docs\/((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;

/**
 * The anchor GitHub gives a heading: the rendered text lower-cased, every character that is not a letter, mark,
 * number, connector, space or hyphen dropped, spaces turned into hyphens (github-slugger's rule).
 */
function githubSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link renders as its text
    .replace(/[`*]/g, '') // code and emphasis marks render as nothing
    .replace(/<[^>]+>/g, '') // inline HTML renders as its content
    .trim();
  return rendered
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown text: its headings' slugs (repeats numbered `-1`, `-2`, as GitHub does) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark) {
      fence = fence === null ? fenceMark : fence === fenceMark ? null : fence;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = githubSlug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const explicit of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(explicit[1]!);
  }
  return anchors;
}

function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(name) ? [path] : [];
  });
}

interface Citation {
  where: string;
  doc: string;
  anchor: string | undefined;
}

function citations(): Citation[] {
  const rootFiles = readdirSync(ROOT)
    .filter((name) => SOURCE_FILE.test(name))
    .map((name) => join(ROOT, name));
  const files = [...rootFiles, ...SCANNED_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))];
  return files.flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    return lines.flatMap((line, index) =>
      [...line.matchAll(CITATION)].map((match) => ({
        where: `${relative(ROOT, file)}:${index + 1}`,
        doc: `docs/${match[1]!}`,
        anchor: match[2],
      })),
    );
  });
}

function readDoc(doc: string): string | null {
  try {
    return readFileSync(join(ROOT, doc), 'utf8');
  } catch {
    return null;
  }
}

describe('githubSlug and anchorsOf', () => {
  it('slug headings as GitHub does', () => {
    expect(githubSlug('Favourites')).toBe('favourites');
    expect(githubSlug('Roles and access')).toBe('roles-and-access');
    expect(githubSlug('E-mail links')).toBe('e-mail-links');
    expect(githubSlug('Test-mode billing')).toBe('test-mode-billing');
    expect(githubSlug('The `viewer` (1 s)')).toBe('the-viewer-1-s');
    expect(githubSlug('0018 — One-way layers, enforced by lint')).toBe('0018--one-way-layers-enforced-by-lint');
  });

  it('numbers repeated headings and ignores headings inside code fences', () => {
    const anchors = anchorsOf(['# Title', '## Limits', '```', '## Not a heading', '```', '### Limits'].join('\n'));
    expect([...anchors]).toEqual(['title', 'limits', 'limits-1']);
  });
});

describe('citations of the repository documents', () => {
  const found = citations();

  it('find the citations in the code', () => {
    // The scanner must see the documents' own citers, or a broken pattern would pass silently.
    expect(found.some((c) => c.where.startsWith('src/docs-anchors.test.ts'))).toBe(true);
  });

  it('name documents that exist and anchors that are headings of them', () => {
    const anchorsByDoc = new Map<string, Set<string> | null>();
    const broken = found.flatMap(({ where, doc, anchor }) => {
      if (!anchorsByDoc.has(doc)) {
        const text = readDoc(doc);
        anchorsByDoc.set(doc, text === null ? null : anchorsOf(text));
      }
      const anchors = anchorsByDoc.get(doc);
      if (anchors === null || anchors === undefined) return [`${where}: ${doc} does not exist`];
      if (anchor !== undefined && !anchors.has(anchor)) return [`${where}: ${doc} has no heading #${anchor}`];
      return [];
    });
    expect(broken).toEqual([]);
  });
});
