// @ts-check
// The floors of section (e), served beside the product in the same run and loaded under the same
// throttling, so that a screen's time is judged as a ratio to what this machine and network allow:
// - the static floor: the visitor home's first page of posts as plain HTML (rendered here from
//   the product's own answer), nothing to run;
// - the React floor: a page of React 19 alone that makes the screen's first API call (through
//   this server, which passes `/api/` on to the product untouched) and draws the same rows;
// - the stack floor: the same page drawn by the design card's shared stack in one bundle (react-dom,
//   react-router's data router, a Redux store with an RTK Query API slice, react-redux, antd and
//   the federation runtime started as a host), none of our code: what any screen of this stack
//   costs before our own work.
// Pages and the script are served compressed (brotli when the browser takes it, else gzip), as
// the product serves its own.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { build } from 'esbuild';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FLOOR_CSS, FloorScreen } from './floor-screen.mjs';
import { REPO_ROOT, freePort } from '../util.mjs';

const HOME_CALL = '/api/unauth/homeposts';
/** shared-auth's localStorage key of the access token (shared-auth/src/session/token-storage.ts). */
export const ACCESS_TOKEN_KEY = 'insolvency.auth.accessToken';

/**
 * The React floor's pages: the product screen each stands beside, and that screen's first call.
 * @typedef {{ path: string, call: string, kind: 'posts' | 'users', title: string, signedIn: boolean }} ReactFloorPage
 */
async function reactFloorPages() {
  /**
   * The route's first call, as the built remote's load plan records it from the route's prefetch.
   * @param {string} area @param {string} route
   */
  const first = async (area, route) => {
    /** @type {{ routes: Record<string, { firstCalls: { signedIn: string[] } }> }} */
    const plan = JSON.parse(await readFile(path.join(REPO_ROOT, `remote-${area}`, 'dist', 'load-plan.json'), 'utf8'));
    return plan.routes[route].firstCalls.signedIn[0];
  };
  /** @type {ReactFloorPage[]} */
  return [
    { path: '/floor/react/home', call: HOME_CALL, kind: 'posts', title: 'Opportunities', signedIn: false },
    { path: '/floor/react/posting-inbox', call: await first('buyer', 'PostingInbox'), kind: 'posts', title: 'Your Posting Inbox', signedIn: true },
    { path: '/floor/react/live-posts', call: await first('seller', 'LivePosts'), kind: 'posts', title: 'Live Postings', signedIn: true },
    { path: '/floor/react/admin-users', call: await first('admin', 'AdminUsers'), kind: 'users', title: 'Administrate Users', signedIn: true },
  ];
}

/** @param {string} head @param {string} body */
const htmlPage = (head, body) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<style>${FLOOR_CSS}</style></head><body><header>Insolvency Marketplace</header>${body}</body></html>`;

/** Both encodings the product serves its files in, made once. @param {string} text */
const compressed = (text) => ({
  br: brotliCompressSync(Buffer.from(text), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(Buffer.from(text), { level: 9 }),
});

/**
 * A floor's script, one minified production bundle: floor-client.mjs (React alone) or
 * floor-stack-client.mjs (the stack, bundled once per kind of rows).
 * @param {string} entry @param {Record<string, string>} [define]
 */
async function floorScript(entry, define = {}) {
  const bundled = await build({
    entryPoints: [path.join(REPO_ROOT, 'scripts', 'bench', 'floors', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    write: false,
    logLevel: 'warning',
  });
  return bundled.outputFiles[0].text;
}

/** The stack floor's page standing beside a React floor's page. @param {string} reactPath */
export const stackFloorPath = (reactPath) => reactPath.replace('/floor/react/', '/floor/stack/');

/**
 * A floor's page of `page`'s screen, served at `at`, loading `script`.
 * @param {ReactFloorPage} page @param {string} at @param {string} title @param {string} script
 * @returns {[string, { type: string, body: { br: Buffer, gzip: Buffer } }]}
 */
function floorPage(page, at, title, script) {
  return [
    at,
    {
      type: 'text/html; charset=utf-8',
      body: compressed(
        htmlPage(
          `<title>${title}</title><script src="${script}" defer></script>`,
          `<div id="root" data-call="${page.call}" data-kind="${page.kind}" data-title="${page.title}" data-token-key="${page.signedIn ? ACCESS_TOKEN_KEY : ''}"></div>`,
        ),
      ),
    },
  ];
}

/**
 * Starts the floors on a free port of 127.0.0.1.
 * @param {{ productBaseUrl: string }} options
 * @returns {Promise<{ baseUrl: string, staticHomePath: string, reactPages: ReactFloorPage[], stop: () => Promise<void> }>}
 */
export async function startFloorServer({ productBaseUrl }) {
  const homeAnswer = await (await fetch(`${productBaseUrl}${HOME_CALL}`)).json();
  const reactPages = await reactFloorPages();
  const staticHomePath = '/floor/static-home';
  /** @type {Map<string, { type: string, body: { br: Buffer, gzip: Buffer } }>} */
  const files = new Map([
    [staticHomePath, { type: 'text/html; charset=utf-8', body: compressed(htmlPage('<title>Static floor</title>', renderToStaticMarkup(h(FloorScreen, { kind: 'posts', title: 'Opportunities', answer: homeAnswer })))) }],
    ['/floor/react.js', { type: 'text/javascript', body: compressed(await floorScript('floor-client.mjs')) }],
    ...(await Promise.all(
      /** @type {const} */ (['posts', 'users']).map(async (kind) => /** @type {const} */ ([
        `/floor/stack-${kind}.js`,
        { type: 'text/javascript', body: compressed(await floorScript('floor-stack-client.mjs', { STACK_FLOOR_KIND: JSON.stringify(kind) })) },
      ])),
    )),
    ...reactPages.flatMap((page) => [
      floorPage(page, page.path, 'React floor', '/floor/react.js'),
      floorPage(page, stackFloorPath(page.path), 'Stack floor', `/floor/stack-${page.kind}.js`),
    ]),
  ]);
  const product = new URL(productBaseUrl);

  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/api/')) {
      // Passed on as it is (headers, compression), so the floor's call costs what the product's does.
      const upstream = http.request({ host: product.hostname, port: product.port, path: url, method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    const file = files.get(url.split('?')[0]);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const encoding = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? '')) ? 'br' : 'gzip';
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': encoding, 'cache-control': 'no-cache', vary: 'accept-encoding' });
    response.end(file.body[encoding]);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    staticHomePath,
    reactPages,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
