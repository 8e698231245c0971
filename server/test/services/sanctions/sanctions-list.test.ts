// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sanctionsListVersions } from '../../../src/db/schema';
import { runSanctionsCommand } from '../../../src/cli/sanctions';
import { parseCsvList } from '../../../src/services/sanctions/csv-list';
import { fetchListFile, runSanctionsDownload, SANCTIONS_DOWNLOAD_QUEUE, SanctionsListDownload } from '../../../src/services/sanctions/list-download';
import { normaliseName } from '../../../src/services/sanctions/normalise';
import { parseXmlList } from '../../../src/services/sanctions/xml-list';
import { buildTestApp, type TestApp } from '../../helper';
import { csvWithoutLast, FIXTURE_COUNTS, FIXTURE_CSV_PATH, FIXTURE_XML_PATH, SANCTIONS_FIXTURE_DIR } from '../../sanctions-files';

// Issue 56, part 1: the parsers, the command line and the daily download's handler (handed a
// file, never a URL: SANCTIONS_LIST_URL is never reached in tests).

describe('parsers', () => {
  test('the CSV and the XML fixture describe the same designations, names and publication date', async () => {
    const csv = await parseCsvList(createReadStream(FIXTURE_CSV_PATH));
    const xml = await parseXmlList(createReadStream(FIXTURE_XML_PATH));
    expect(csv.publishedOn).toBe(FIXTURE_COUNTS.publishedOn);
    expect(xml.publishedOn).toBe(FIXTURE_COUNTS.publishedOn);
    expect(csv.designations).toHaveLength(FIXTURE_COUNTS.designations);
    expect(csv.designations.flatMap((designation) => designation.names)).toHaveLength(FIXTURE_COUNTS.names);
    expect(isDeepStrictEqual(csv.designations, xml.designations)).toBe(true);
    const types = new Set(csv.designations.map((designation) => designation.entityType));
    expect(types).toEqual(new Set(['individual', 'entity', 'ship']));
    // Partial dates of birth are kept as precise as the list gives them.
    const births = csv.designations.flatMap((designation) => designation.datesOfBirth);
    expect(births.some((date) => /^\d{4}$/.test(date))).toBe(true);
    expect(births.some((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
  });

  test('a file split anywhere into chunks parses the same (multi-byte letters across chunks)', async () => {
    const bytes = readFileSync(FIXTURE_XML_PATH);
    const chunks = function* () {
      for (let at = 0; at < bytes.length; at += 4093) yield bytes.subarray(at, at + 4093);
    };
    const whole = await parseXmlList(createReadStream(FIXTURE_XML_PATH));
    expect(await parseXmlList(Readable.from(chunks()))).toEqual(whole);
  });

  test('names are normalised for matching: lower case, diacritics removed, punctuation as spaces, scripts kept', () => {
    expect(normaliseName('  José-María  ÖZTÜRK ')).toBe('jose maria ozturk');
    expect(normaliseName('Łukasz Großmann')).toBe('lukasz grossmann');
    expect(normaliseName('NORTHWIND TRADING (S.A.)')).toBe('northwind trading s a');
    expect(normaliseName('Йорданов Ёлкин')).toBe('иорданов елкин');
    expect(normaliseName('مُحَمَّد')).toBe('محمد');
  });
});

describe('on a database', () => {
  let t: TestApp;
  const lines: string[] = [];
  const log = { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger & { info: jest.Mock; error: jest.Mock };
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    lines.length = 0;
    jest.clearAllMocks();
  });
  const run = (...args: string[]) => runSanctionsCommand(t.app.ctx, args, (line) => lines.push(line), SANCTIONS_FIXTURE_DIR);
  const inForce = async () => (await t.db.select().from(sanctionsListVersions).where(eq(sanctionsListVersions.status, 'in_force')))[0];

  test('npm run sanctions -- import <file> imports the list; a bad command prints the usage', async () => {
    expect(await run('import', 'uk-sanctions-list.xml')).toBe(0);
    expect(lines[0]).toBe('The list was imported: 300 designations are now in force.');
    expect(lines[1]).toMatch(/^version \d+: in force, published 2026-11-15, 300 designations, 1181 names \(\d+ aliases\), XML uk-sanctions-list\.xml, imported /);
    expect((await inForce()).source).toBe('cli');
    lines.length = 0;
    expect(await run('import', 'no-such-file.csv')).toBe(1);
    expect(lines[0]).toMatch(/^No such file: .*no-such-file\.csv$/);
    expect(await run('confirm', 'x')).toBe(1);
    expect(lines[1]).toMatch(/^Usage: npm run sanctions -- import <file>/);
  });

  test("the download's handler imports the file it is handed; the same file again is unchanged", async () => {
    const before = await inForce();
    const csv = await runSanctionsDownload(t.app.ctx, async () => ({ fileName: 'UK_Sanctions_List.csv', content: createReadStream(FIXTURE_CSV_PATH) }), log);
    expect(csv?.version).toMatchObject({ status: 'in_force', source: 'download', format: 'csv', designations: 300, names: 1181 });
    expect((await t.db.select().from(sanctionsListVersions).where(eq(sanctionsListVersions.id, before.id)))[0].status).toBe('superseded');
    const again = await runSanctionsDownload(t.app.ctx, async () => ({ fileName: 'UK_Sanctions_List.csv', content: createReadStream(FIXTURE_CSV_PATH) }), log);
    expect(again).toBeNull();
    expect(log.info).toHaveBeenLastCalledWith(expect.stringMatching(/^sanctions list download: unchanged\. This file is the list already in force/));
  });

  test('a download cut off mid-line changes nothing; one cut at a line end with 10% fewer designations waits for confirmation', async () => {
    const before = await inForce();
    const bytes = readFileSync(FIXTURE_CSV_PATH);
    const cut = await runSanctionsDownload(t.app.ctx, async () => ({ fileName: 'cut.csv', content: Readable.from([bytes.subarray(0, Math.floor(bytes.length / 2) + 7)]) }), log);
    expect(cut).toBeNull();
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/^sanctions list download refused: Line \d+ of the CSV file: .* Nothing was imported; the list in force is unchanged\.$/));
    expect(await inForce()).toEqual(before);
    const truncated = await runSanctionsDownload(t.app.ctx, async () => ({ fileName: 'short.csv', content: Readable.from([Buffer.from(csvWithoutLast(150))]) }), log);
    expect(truncated?.version).toMatchObject({ status: 'pending_confirmation', designations: 150 });
    expect(await inForce()).toEqual(before);
  });

  test('the CLI confirms a version waiting for confirmation', async () => {
    const [pending] = await t.db.select().from(sanctionsListVersions).where(eq(sanctionsListVersions.status, 'pending_confirmation'));
    expect(await run('confirm', String(pending.id))).toBe(0);
    expect(lines[0]).toBe('The list version is now in force.');
    expect((await inForce()).id).toBe(pending.id);
    expect(await run('reject', String(pending.id))).toBe(1);
    expect(lines[2]).toBe('Only a list version waiting for confirmation can be confirmed or rejected.');
  });

  test('SANCTIONS_LIST_URL set: a daily pg-boss schedule of the download queue is registered', async () => {
    const download = new SanctionsListDownload(log);
    await download.start(t.app.ctx, 'https://list.invalid/UK_Sanctions_List.xml', '30 6 * * *');
    try {
      const rows = (await t.db.execute(sql`select name, cron from pgboss.schedule where name = ${SANCTIONS_DOWNLOAD_QUEUE}`)) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([{ name: SANCTIONS_DOWNLOAD_QUEUE, cron: '30 6 * * *' }]);
    } finally {
      await download.stop();
    }
  });
});

describe('fetchListFile (with a stand-in for fetch: no request leaves the machine)', () => {
  const answer = (body: BodyInit | null, init: ResponseInit & { url?: string } = {}) => {
    const response = new Response(body, init);
    Object.defineProperty(response, 'url', { value: init.url ?? 'https://list.invalid/files/UK_Sanctions_List.xml' });
    return response;
  };

  test('a success hands over the body and the file name', async () => {
    const source = await fetchListFile('https://list.invalid/x', { fetch: async () => answer('<Designations/>') });
    expect(source.fileName).toBe('UK_Sanctions_List.xml');
    const chunks: Buffer[] = [];
    for await (const chunk of source.content) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('<Designations/>');
  });

  test('an error status, a declared size past the cap and a slow answer are refused', async () => {
    await expect(fetchListFile('https://list.invalid/x', { fetch: async () => answer('gone', { status: 404 }) })).rejects.toThrow('answered 404');
    await expect(fetchListFile('https://list.invalid/x', { fetch: async () => answer('x', { headers: { 'content-length': String(65 * 1024 * 1024) } }) })).rejects.toThrow(
      'The list file is larger than 64 MB.',
    );
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    await expect(fetchListFile('https://list.invalid/x', { fetch: hanging, timeoutMs: 50 })).rejects.toThrow(/timeout|aborted/i);
  });
});

describe('an upload that stalls', () => {
  test('is cut off with 408 once its time is up, and nothing is imported', async () => {
    const { importUploadedList } = await import('../../../src/services/sanctions/list-upload');
    const stalled: AsyncIterable<Buffer> = {
      [Symbol.asyncIterator]: () => {
        let sent = false;
        return {
          next: () => (sent ? new Promise<IteratorResult<Buffer>>(() => undefined) : ((sent = true), Promise.resolve({ done: false, value: Buffer.from('Report Date: 15/11/2026\r\n') }))),
        };
      },
    };
    async function* parts() {
      yield { type: 'file' as const, fieldname: 'File', filename: 'slow.csv', file: stalled };
    }
    const ctx = { now: () => new Date() } as never;
    const admin = { id: 1, role: 'Admin', name: 'Ada', sessionId: 's' } as never;
    await expect(importUploadedList(ctx, admin, { isMultipart: true, parts }, 50)).rejects.toMatchObject({
      statusCode: 408,
      message: 'The list file took too long to arrive and was not imported. Please try again.',
    });
  });
});
