// @ts-check
// Serves the monolithic build like the product serves the shell: static files, the app's
// index.html for every page path, and /api and /remotes.json proxied to the running product
// (the monolith's federation stand-in ignores the registry's URLs, but the shell reads it).
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
});

/**
 * @param {{ distDir: string, apiBaseUrl: string }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function serveMonolith({ distDir, apiBaseUrl }) {
  const api = new URL(apiBaseUrl);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent((request.url ?? '/').split('?')[0]);
    if (pathname.startsWith('/api/') || pathname === '/remotes.json') {
      const upstream = http.request(
        { hostname: api.hostname, port: api.port, path: request.url, method: request.method, headers: { ...request.headers, host: api.host } },
        (upstreamResponse) => {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(response);
        },
      );
      upstream.on('error', () => {
        response.writeHead(502).end();
      });
      request.pipe(upstream);
      return;
    }
    const candidate = path.join(distDir, path.normalize(pathname).replace(/^([/\\])+/, ''));
    const isFile = candidate.startsWith(distDir) && existsSync(candidate) && statSync(candidate).isFile();
    if (!isFile && path.extname(pathname)) {
      response.writeHead(404).end();
      return;
    }
    const file = isFile ? candidate : path.join(distDir, 'index.html');
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
