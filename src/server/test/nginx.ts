import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Test scaffolding: the repository's nginx configuration (deploy/nginx.conf, docs/deployment.md#nginx-in-front) run by a
 * real nginx, as an unprivileged process under a temporary prefix.
 */

/** The recommended site configuration, as kept in the repository. */
export const DEPLOY_NGINX_CONF = path.resolve('deploy/nginx.conf');

/** The test-only certificate deploy/nginx.conf's TLS server is given (src/server/test/fixtures/tls). */
export const TEST_CERTIFICATE = path.resolve('src/server/test/fixtures/tls/localhost.crt');
export const TEST_CERTIFICATE_KEY = path.resolve('src/server/test/fixtures/tls/localhost.key');

/**
 * The nginx binary: `nginx` on PATH, else Debian's /usr/sbin/nginx (not on a non-root user's PATH); null when neither
 * runs `nginx -v`.
 */
export function findNginx(): string | null {
  const candidates = [
    ...(process.env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
  ];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not there, or not runnable
    }
  }
  return null;
}

/** What a test changes in deploy/nginx.conf: only ports and paths. */
export type SiteSubstitutions = {
  /** Ports of the two instances, in place of 3001 and 3002. */
  upstreamPorts: [number, number];
  /** Loopback ports in place of `listen 80` and `listen 443`. */
  httpPort: number;
  httpsPort: number;
  /** Where the access log goes, in place of /var/log/nginx. */
  logDirectory: string;
};

/**
 * deploy/nginx.conf with only its ports and paths changed: the instances' ports, the listeners (bound to 127.0.0.1),
 * the certificate (the test fixture) and the log directory. Every change must match exactly the text it replaces as
 * many times as stated (in directives, not comments), so a change of the file that the test would silently stop exercising fails here instead.
 *
 * @throws Error naming a replacement that did not match as expected.
 */
export function recommendedSite(substitutions: SiteSubstitutions): string {
  let text = readFileSync(DEPLOY_NGINX_CONF, 'utf8');
  // In directives only: the file's comments may quote them.
  const replace = (from: string, to: string, times: number) => {
    const directive = new RegExp(`^([^#\\n]*)${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`, 'gm');
    const found = text.match(directive)?.length ?? 0;
    if (found !== times) throw new Error(`deploy/nginx.conf: expected ${times} × "${from}" in a directive, found ${found}`);
    text = text.replace(directive, (_match, before: string) => `${before}${to}`);
  };
  const [a, b] = substitutions.upstreamPorts;
  replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${a} `, 1);
  replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${b} `, 1);
  replace('listen 80;', `listen 127.0.0.1:${substitutions.httpPort};`, 1);
  replace('listen 443 ssl', `listen 127.0.0.1:${substitutions.httpsPort} ssl`, 1);
  replace('/etc/letsencrypt/live/equipped.example/fullchain.pem', TEST_CERTIFICATE, 1);
  replace('/etc/letsencrypt/live/equipped.example/privkey.pem', TEST_CERTIFICATE_KEY, 1);
  replace('/var/log/nginx/', `${substitutions.logDirectory}/`, 2);
  return text;
}

/** A running nginx: its prefix directory, its access log and error output so far, and how to stop it. */
export type NginxProcess = {
  prefix: string;
  /** The lines of deploy/nginx.conf's access log (`log_format equipped`) so far. */
  accessLog(): string[];
  /** nginx's own stderr and error log so far. */
  output(): string;
  /** Stops nginx (SIGQUIT: open requests finish) and removes its prefix. */
  stop(): Promise<void>;
};

/**
 * Starts `binary` in the foreground with a site configuration (such as {@link recommendedSite}'s, made by `site` for
 * the log directory it is given) inside the http {} block a distribution's nginx.conf would give it, under a new
 * temporary prefix that holds every file nginx writes (pid, logs, temp paths), then waits until `readyPort` on
 * 127.0.0.1 accepts connections.
 *
 * When this process is root, nginx's workers run as `nobody`: the prefix is made traversable for them (nginx creates
 * and hands over its temp directories itself).
 *
 * @throws Error with nginx's output when it exits or does not listen within `timeoutMs`.
 */
export async function startNginx(
  binary: string,
  site: (logDirectory: string) => string,
  readyPort: number,
  timeoutMs = 10_000,
): Promise<NginxProcess> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'equipped-nginx-'));
  chmodSync(prefix, 0o755);
  const logs = path.join(prefix, 'logs');
  // What Debian's /etc/nginx/nginx.conf gives a site (worker processes, events, the http block) and no more, with
  // every path nginx writes moved inside the prefix: the compiled-in ones are under /var, which an unprivileged
  // process may not write.
  try {
    writeFileSync(path.join(prefix, 'equipped.conf'), site(logs));
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes auto;',
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${logs}/access.log;`,
      `  client_body_temp_path ${prefix}/client_body_temp;`,
      `  proxy_temp_path ${prefix}/proxy_temp;`,
      `  fastcgi_temp_path ${prefix}/fastcgi_temp;`,
      `  uwsgi_temp_path ${prefix}/uwsgi_temp;`,
      `  scgi_temp_path ${prefix}/scgi_temp;`,
      `  include ${prefix}/equipped.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  mkdirSync(logs, { mode: 0o755 });
  let output = '';
  const child: ChildProcess = spawn(
    binary,
    [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-e',
      path.join(prefix, 'error.log'),
      '-g',
      `daemon off; master_process on; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log warn;`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const errorLog = () => (existsSync(path.join(prefix, 'error.log')) ? readFileSync(path.join(prefix, 'error.log'), 'utf8') : '');
  const allOutput = () => `${output}${errorLog()}`;

  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(readyPort))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const text = allOutput();
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    prefix,
    accessLog: () => {
      const file = path.join(logs, 'equipped.access.log');
      return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    },
    output: allOutput,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Whether a TCP connection to 127.0.0.1:`port` is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
