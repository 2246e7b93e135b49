import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server-process';

const OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];
const INPUTS = ['src', 'catalogue', 'package.json', 'vite.config.ts', 'scripts/build-server.mjs'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
}

/**
 * Makes sure the production build the bench measures exists and is current, by the same rule as `npm start`
 * (scripts/start.mjs): build when an output is missing or a source is newer. `mode` 'always' forces `npm run build`,
 * 'never' only checks that the outputs exist.
 *
 * @returns whether a build ran. @throws when the build fails or, in 'never' mode, an output is missing.
 */
export function ensureBuild(mode: 'auto' | 'always' | 'never'): boolean {
  const at = (file: string) => path.join(repoRoot, file);
  const built = OUTPUTS.every((file) => existsSync(at(file)));
  if (mode === 'never') {
    if (!built) throw new Error(`--no-build: ${OUTPUTS.join(' and ')} must exist (run npm run build)`);
    return false;
  }
  const oldestOutput = built ? Math.min(...OUTPUTS.map((file) => statSync(at(file)).mtimeMs)) : 0;
  const stale = !built || INPUTS.some((entry) => newestMtime(at(entry)) > oldestOutput);
  if (mode === 'auto' && !stale) return false;
  process.stdout.write('Building the production bundle (npm run build)…\n');
  execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  return true;
}
