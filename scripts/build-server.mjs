// Bundles the server and CLIs into dist/server (dependencies stay external) and ships the SQL migrations beside them,
// where src/server/db/client.ts#migrationsFolder looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'import-exercises': 'src/cli/import-exercises.ts',
    'import-illustrations': 'src/cli/import-illustrations.ts',
    'set-role': 'src/cli/set-role.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('built dist/server');
