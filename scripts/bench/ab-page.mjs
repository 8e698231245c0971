// @ts-check
/**
 * Interleaved A/B of one page's HTML: `node scripts/bench/ab-page.mjs --a=FILE --b=FILE
 * [--path=/] [--screens=TEXT] [--rounds=N] [--no-csp]`. Starts the product and, in front of it,
 * one proxy per variant that passes every request through and answers `--path` (the address as
 * the screen asks for it) with the variant's file (brotli 6, as the server compresses a page,
 * with the product's own headers for that page). A file of `-` passes the product's page as it
 * is. Save a page with `curl -s http://127.0.0.1:PORT/ > page.html`, edit a copy, compare.
 * `--no-csp` drops the Content-Security-Policy header from both: the page's first script is
 * admitted by its hash, so a variant that edits it needs it. Run after `npm run build`.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { launchChromium } from './browser.mjs';
import { startProduct } from './product-server.mjs';
import { chosenScreens, interleave } from './interleave.mjs';
import { freePort, option } from './util.mjs';

const pagePath = option('path', '/');
const dropCsp = process.argv.includes('--no-csp');
const rounds = Number(option('rounds', '8'));

/** @param {string} file @returns {Buffer | null} the page as sent, or null to pass the product's */
function compressedPage(file) {
  if (file === '-') return null;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
}

/**
 * @param {URL} product
 * @param {Buffer | null} page
 * @returns {Promise<{ baseUrl: string, close: () => void }>}
 */
async function startProxy(product, page) {
  const server = http.createServer((request, response) => {
    const upstream = http.request({ host: product.hostname, port: product.port, path: request.url, method: request.method, headers: request.headers }, (answer) => {
      const headers = { ...answer.headers };
      if (dropCsp) delete headers['content-security-policy'];
      if (page && request.url === pagePath && answer.statusCode === 200) {
        answer.resume();
        answer.on('end', () => {
          delete headers.etag;
          response.writeHead(200, { ...headers, 'content-encoding': 'br', 'content-length': String(page.length) }).end(page);
        });
        return;
      }
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const aFile = option('a');
const bFile = option('b');
if (!aFile || !bFile) throw new Error('--a=FILE and --b=FILE are required (see the comment at the top of ab-page.mjs)');

const product = await startProduct({ port: await freePort() });
const proxies = { A: await startProxy(new URL(product.baseUrl), compressedPage(aFile)), B: await startProxy(new URL(product.baseUrl), compressedPage(bFile)) };
const browser = await launchChromium();
try {
  await interleave(browser, { A: { baseUrl: proxies.A.baseUrl }, B: { baseUrl: proxies.B.baseUrl } }, { rounds, screens: chosenScreens() });
} finally {
  await browser.close();
  proxies.A.close();
  proxies.B.close();
  await product.stop();
}
