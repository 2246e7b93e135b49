// Starts the production server for the end-to-end run on a fresh embedded database (the directory is wiped first), so
// every run begins as a newcomer's first start would: migrations, the curated catalogue, the imported catalogue, demo accounts.
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import(path.resolve('dist/server/main.js'));
