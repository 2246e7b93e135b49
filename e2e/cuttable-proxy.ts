import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * An HTTP proxy in front of the e2e server whose network can be cut and restored, for the offline stories
 * (docs/decisions/0030-installable-app.md). Chromium's offline switch (`context.setOffline`) does not cut a service
 * worker's own requests, so a test that relied on it would pass by luck: with the proxy cut, nothing answers at its
 * address — the page's requests and the service worker's alike are refused — exactly like a phone that lost its network.
 * The page opens the app at {@link CuttableProxy.origin} (another port of localhost: the session cookie, set for
 * localhost, goes there too). `nextServiceWorker` makes /sw.js read as a new version (the same file with a comment
 * added), for the update stories.
 */
export type CuttableProxy = {
  origin: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  nextServiceWorker(marker: string): void;
  close(): Promise<void>;
};

/** Starts the proxy on a free port of 127.0.0.1, forwarding to `targetPort` on the same host. */
export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  let marker = '';
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const rewrite = request.url === '/sw.js' && marker !== '';
    const headers = { ...request.headers };
    if (rewrite) delete headers['accept-encoding'];
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers }, (answer) => {
      if (!rewrite || answer.statusCode !== 200) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from(`\n// ${marker}\n`)]);
        const { etag: _etag, 'last-modified': _modified, ...kept } = answer.headers;
        response.writeHead(200, { ...kept, 'content-length': String(body.length) });
        response.end(body);
      });
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return {
    origin: `http://localhost:${port}`,
    cut: stop,
    restore: () => listen(port),
    nextServiceWorker: (next) => {
      marker = next;
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
