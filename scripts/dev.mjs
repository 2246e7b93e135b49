// `npm run dev`: the API server with tsx in watch mode on PORT (default 3000) and Vite's dev server on 5173, which
// proxies /api and /dev to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
