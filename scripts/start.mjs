// `npm start`: builds the SPA and the server when the build is missing or older than the sources, then runs the server
// in this same process (so the PID npm reports is the server's).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['dist/web/index.html', 'dist/server/main.js'];
const inputs = ['src', 'catalogue', 'package.json', 'vite.config.ts', 'scripts/build-server.mjs'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
}

const built = outputs.every((file) => existsSync(file));
const oldestOutput = built ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
if (!built || inputs.some((entry) => newestMtime(entry) > oldestOutput)) {
  console.log(built ? 'Sources changed since the last build: building…' : 'First start: building…');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(path.resolve('dist/server/main.js'));
