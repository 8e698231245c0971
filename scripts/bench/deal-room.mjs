// @ts-check
// (g) The deal room's files through the API (issues 32 and 47): a 20 MB upload and download (time
// and the server's peak memory beside the file's size), then 20 and 50 buyers at once fetching a
// 5 MB static file, a stored 5 MB PNG (unstamped) and a 5 MB PDF stamped for each of them, in the
// same run (p50/p99, errors, peak memory). The product runs as `npm start` serves it, on a scratch PostgreSQL
// database of its own (so that 50 buyer accounts can be made with one INSERT), and is stopped at
// the end. Run alone: `node scripts/bench/deal-room.mjs [--postgres=URL]`.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startProduct } from './product-server.mjs';
import { createScratchDatabase, DEFAULT_POSTGRES_URL } from './scratch-database.mjs';
import { REPO_ROOT, freePort, median, option, percentile, table } from './util.mjs';

const requireFromServer = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
/** @type {typeof import('pg')} */
const pg = requireFromServer('pg');
/** @type {typeof import('pdf-lib')} */
const { PDFDocument, StandardFonts } = requireFromServer('pdf-lib');

const MB = 1024 * 1024;
const BUYERS = 50;
/** How many buyers fetch at once, in turn. */
const CROWDS = [20, 50];
/** The size of the files the crowds fetch. */
const CROWD_FILE_BYTES = 5 * MB;
const DEMO_PASSWORD = 'Demo1234';
const DEMO_SELLER = 'seller@example.com';
const DEMO_BUYER = 'buyer@example.com';
const BENCH_BUYER_DOMAIN = 'deal-room-bench.example.com';

/**
 * @typedef {{ name: string, fileBytes: number, uploadMs: number, uploadPeakRssBytes: number, downloadMs: number, downloadPeakRssBytes: number, downloadedBytes: number, idleRssBytes: number }} FileRun
 * @typedef {{ name: string, p50Ms: number, p99Ms: number, wallMs: number, errors: number, peakRssBytes: number }} CrowdRound
 * @typedef {{ buyers: number, fileBytes: number, pages: number, idleRssBytes: number, rounds: CrowdRound[] }} CrowdRun
 * @typedef {{ database: string, files: FileRun[], crowds: CrowdRun[] }} DealRoomBench
 */

/** Random bytes (incompressible, like a scanned document's images). @param {number} size */
function randomBytes(size) {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 65_536) crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65_536)));
  return bytes;
}

/** A real PDF of about `size` bytes: `pages` pages of text and the rest as an attached file (one large stream, as a scan's images are). */
async function pdfOfSize(/** @type {number} */ size, /** @type {number} */ pages) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) document.addPage([595, 842]).drawText(`Information memorandum, page ${page}`, { x: 50, y: 780, size: 12, font });
  const bare = (await document.save()).byteLength;
  await document.attach(randomBytes(Math.max(0, size - bare - 2048)), 'appendix.bin', { mimeType: 'application/octet-stream' });
  return document.save({ useObjectStreams: false });
}

/** A PNG signature followed by random bytes: served as uploaded, never parsed. @param {number} size */
function pngOfSize(size) {
  const bytes = randomBytes(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** The API server's process: in the product's process group, running the built server. @param {number} groupId */
function serverPid(groupId) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const [program, ...args] = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (path.basename(program) === 'node' && args.some((arg) => arg.endsWith('server.js'))) return Number(entry);
    } catch {
      /* gone meanwhile */
    }
  }
  throw new Error(`no API server process in group ${groupId}`);
}

/** Resident memory of `pid` now and at its peak since the last reset (`/proc/<pid>/status`). @param {number} pid */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (/** @type {string} */ key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
/** Resets the peak (VmHWM) to the current resident size (Linux `clear_refs` 5). @param {number} pid */
function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** @param {string} baseUrl @param {string} email */
async function login(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Email: email, Password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${(/** @type {{ token: string }} */ (await res.json())).token}` };
}

/** @param {Response} res @param {string} what */
async function expectOk(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** Uploads `content` to the post's pack; answers the document id and the time. */
async function upload(/** @type {string} */ baseUrl, /** @type {Record<string, string>} */ seller, /** @type {number} */ postId, /** @type {string} */ title, /** @type {string} */ fileName, /** @type {Uint8Array} */ content) {
  const form = new FormData();
  form.append('Title', title);
  form.append('File', new Blob([content]), fileName);
  const started = performance.now();
  const res = await expectOk(await fetch(`${baseUrl}/api/seller/pack-documents?id=${postId}`, { method: 'POST', headers: seller, body: form }), `upload ${title}`);
  const { documentId: id } = /** @type {{ documentId: number }} */ (await res.json());
  return { id, ms: performance.now() - started };
}

/** Fetches `url`, reading the body to its end; answers its size and the time. */
async function fetchWhole(/** @type {string} */ url, /** @type {Record<string, string>} */ headers = {}) {
  const started = performance.now();
  const res = await expectOk(await fetch(url, { headers }), `fetch ${url}`);
  let bytes = 0;
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (res.body))) bytes += chunk.byteLength;
  return { bytes, ms: performance.now() - started };
}
/** Downloads a document as a buyer. */
const download = (/** @type {string} */ baseUrl, /** @type {Record<string, string>} */ buyer, /** @type {number} */ documentId) => fetchWhole(`${baseUrl}/api/buyer/pack-document?id=${documentId}`, buyer);

/** Runs `fetchOne` for every buyer at the same moment: p50, p99, errors and the API's peak memory. */
async function crowdRound(/** @type {string} */ name, /** @type {number} */ pid, /** @type {Record<string, string>[]} */ buyers, /** @type {(buyer: Record<string, string>) => Promise<{ ms: number }>} */ fetchOne) {
  resetPeak(pid);
  const started = performance.now();
  const outcomes = await Promise.allSettled(buyers.map(fetchOne));
  const wallMs = performance.now() - started;
  const times = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.ms] : []));
  const errors = outcomes.filter((outcome) => outcome.status === 'rejected');
  if (errors.length) console.log(`  ${name}, first error: ${/** @type {PromiseRejectedResult} */ (errors[0]).reason}`);
  return { name, p50Ms: median(times), p99Ms: percentile(times, 99), wallMs, errors: errors.length, peakRssBytes: memory(pid).peak };
}

/**
 * @param {{ postgresUrl?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<DealRoomBench>}
 */
export async function measureDealRoom({ postgresUrl = DEFAULT_POSTGRES_URL, log = console.log } = {}) {
  const database = await createScratchDatabase('deal_room_bench', postgresUrl);
  const product = await startProduct({ port: await freePort(), env: { DATABASE_URL: database.url, SEED_DEMO: 'true' } }).catch(async (error) => {
    await database.drop();
    throw error;
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const pid = serverPid(product.groupId);
    const { baseUrl } = product;

    // 50 buyers with the demo buyer's password (one argon2 hash, copied).
    const columns = (await client.query(`select column_name from information_schema.columns where table_name = 'users' and column_name not in ('id', 'email1', 'email2') and is_generated = 'NEVER'`)).rows.map((row) => row.column_name);
    const list = columns.map((column) => `"${column}"`).join(', ');
    await client.query(
      `insert into users (email1, ${list}) select 'buyer-' || g || '@${BENCH_BUYER_DOMAIN}', ${list} from users cross join generate_series(1, ${BUYERS}) g where lower(email1) = $1`,
      [DEMO_BUYER],
    );
    const seller = await login(baseUrl, DEMO_SELLER);
    const livePosts = /** @type {{ businessId: number }[]} */ (await (await expectOk(await fetch(`${baseUrl}/api/seller/posts?status=1`, { headers: seller }), 'live posts')).json());
    const postId = Number(livePosts[0]?.businessId);
    if (!postId) throw new Error('the demo seller has no live post');

    /** @type {FileRun[]} */
    const files = [];
    const firstBuyer = await login(baseUrl, `buyer-1@${BENCH_BUYER_DOMAIN}`);
    await expectOk(await fetch(`${baseUrl}/api/buyer/express-interest?id=${postId}`, { method: 'POST', headers: { ...firstBuyer, 'content-type': 'application/json' }, body: JSON.stringify({ ExpressInterestText: 'Deal-room bench buyer 1.' }) }), 'express interest');
    for (const [name, fileName, make] of /** @type {[string, string, () => Promise<Uint8Array>][]} */ ([
      ['20 MB PDF (stamped on download)', 'memorandum.pdf', () => pdfOfSize(20 * MB, 20)],
      ['20 MB PNG (served as stored)', 'site-plan.png', async () => pngOfSize(20 * MB)],
    ])) {
      const content = await make();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const idleRssBytes = memory(pid).rss;
      resetPeak(pid);
      const uploaded = await upload(baseUrl, seller, postId, name, fileName, content);
      const uploadPeakRssBytes = memory(pid).peak;
      resetPeak(pid);
      const downloaded = await download(baseUrl, firstBuyer, uploaded.id);
      files.push({ name, fileBytes: content.byteLength, uploadMs: uploaded.ms, uploadPeakRssBytes, downloadMs: downloaded.ms, downloadPeakRssBytes: memory(pid).peak, downloadedBytes: downloaded.bytes, idleRssBytes });
      log(`  ${name}: uploaded in ${uploaded.ms.toFixed(0)} ms, downloaded in ${downloaded.ms.toFixed(0)} ms`);
    }

    // 20, then 50 buyers, each with access, fetch at the same moment: a static file, a stored PNG and a
    // stamped PDF of the same size, each new document fetched twice (the first time fills the
    // API's local copy and makes each buyer's stamp; the second is served from them).
    const pages = 50;
    const buyers = [firstBuyer];
    for (let n = 2; n <= BUYERS; n += 1) {
      const buyer = await login(baseUrl, `buyer-${n}@${BENCH_BUYER_DOMAIN}`);
      await expectOk(await fetch(`${baseUrl}/api/buyer/express-interest?id=${postId}`, { method: 'POST', headers: { ...buyer, 'content-type': 'application/json' }, body: JSON.stringify({ ExpressInterestText: `Deal-room bench buyer ${n}.` }) }), `express interest ${n}`);
      buyers.push(buyer);
    }
    const pdf = await pdfOfSize(CROWD_FILE_BYTES, pages);
    const staticFolder = path.join(product.dataDir, 'deployments', 'deal-room-bench');
    mkdirSync(staticFolder, { recursive: true });
    writeFileSync(path.join(staticFolder, 'static.bin'), randomBytes(pdf.byteLength));
    /** @type {CrowdRun[]} */
    const crowds = [];
    for (const size of CROWDS) {
      const crowd = buyers.slice(0, size);
      const pngId = (await upload(baseUrl, seller, postId, `Site plan ${size}`, 'site-plan.png', pngOfSize(pdf.byteLength))).id;
      const pdfId = (await upload(baseUrl, seller, postId, `Management accounts ${size}`, 'accounts.pdf', pdf)).id;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const idleRssBytes = memory(pid).rss;
      const rounds = [
        await crowdRound('static file', pid, crowd, () => fetchWhole(`${baseUrl}/deployments/deal-room-bench/static.bin`)),
        await crowdRound('stored PNG, first fetch', pid, crowd, (buyer) => download(baseUrl, buyer, pngId)),
        await crowdRound('stored PNG, again', pid, crowd, (buyer) => download(baseUrl, buyer, pngId)),
        await crowdRound("stamped PDF, each buyer's first", pid, crowd, (buyer) => download(baseUrl, buyer, pdfId)),
        await crowdRound('stamped PDF, again the same day', pid, crowd, (buyer) => download(baseUrl, buyer, pdfId)),
      ];
      crowds.push({ buyers: size, fileBytes: pdf.byteLength, pages, idleRssBytes, rounds });
      log(`  ${size} buyers: ${rounds.map((round) => `${round.name} p99 ${round.p99Ms.toFixed(0)} ms`).join(', ')}`);
    }
    return { database: 'PostgreSQL', files, crowds };
  } finally {
    await client.end();
    await product.stop();
    await database.drop();
  }
}

const mib = (/** @type {number} */ bytes) => `${(bytes / MB).toFixed(1)} MiB`;

/** @param {DealRoomBench} bench */
export function printDealRoomResults(bench) {
  console.log(
    table(
      ['file', 'size', 'upload', 'server peak RSS (idle)', 'download', 'server peak RSS'],
      bench.files.map((run) => [run.name, mib(run.fileBytes), `${run.uploadMs.toFixed(0)} ms`, `${mib(run.uploadPeakRssBytes)} (${mib(run.idleRssBytes)})`, `${run.downloadMs.toFixed(0)} ms, ${mib(run.downloadedBytes)}`, mib(run.downloadPeakRssBytes)]),
    ),
  );
  for (const crowd of bench.crowds) {
    const p99 = (/** @type {string} */ name) => crowd.rounds.find((round) => round.name.startsWith(name))?.p99Ms ?? NaN;
    console.log(`  ${crowd.buyers} buyers at once, ${mib(crowd.fileBytes)} each (PDF of ${crowd.pages} pages), API idle RSS ${mib(crowd.idleRssBytes)}:`);
    console.log(
      table(
        ['fetch', 'p50', 'p99', 'all done', 'errors', 'API peak RSS'],
        crowd.rounds.map((round) => [round.name, `${round.p50Ms.toFixed(0)} ms`, `${round.p99Ms.toFixed(0)} ms`, `${round.wallMs.toFixed(0)} ms`, round.errors, mib(round.peakRssBytes)]),
      ),
    );
    console.log(
      `  p99 ratios: stored PNG again / static ${(p99('stored PNG, again') / p99('static')).toFixed(2)} x (target <= 3); stamped again / stored PNG again ${(p99('stamped PDF, again') / p99('stored PNG, again')).toFixed(2)} x, each buyer's first stamp / stored PNG again ${(p99('stamped PDF, each') / p99('stored PNG, again')).toFixed(2)} x (target <= 1.5)`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bench = await measureDealRoom({ postgresUrl: option('postgres', DEFAULT_POSTGRES_URL) });
  printDealRoomResults(bench);
}
