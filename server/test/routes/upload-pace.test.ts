// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PACK_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import type { AppConfig, UploadBounds } from '../../src/config';
import { multipartBody, samplePdf, samplePng } from '../factories/deal-room';
import { createPost } from '../factories/posts';
import { createSeller } from '../factories/users';
import { authorizationFor, openDealRoomApp } from '../deal-room-app';
import type { TestApp } from '../helper';
import { trickleUpload, type RawAnswer, type TrickledUpload } from '../trickled-upload';

/*
 * Upload slots go to uploads that progress (issue 55): an upload must keep an average pace after
 * a grace time, an account has an hourly count, and when the instance is full a newcomer takes
 * the place of an upload that runs below the pace. Sizes and rates are scaled down so the tests
 * take seconds: 4 000 B/s stands for the 64 KiB/s floor, a 100 B/s trickle for a slow attacker.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const within = (answer: Promise<RawAnswer | null>, ms: number) => Promise.race([answer, sleep(ms).then(() => null)]);
async function until(condition: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !condition() && Date.now() < end; ) await sleep(50);
}

/** An app listening on 127.0.0.1 with `uploads` as its bounds. */
function listeningApp(uploads: UploadBounds, config: Partial<AppConfig> = {}) {
  const state = { t: undefined as unknown as TestApp, port: 0 };
  beforeAll(async () => {
    ({ t: state.t } = await openDealRoomApp({ config: { ...config, uploads } }));
    await state.t.app.listen({ port: 0, host: '127.0.0.1' });
    state.port = (state.t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => state.t?.close());
  return state;
}

/** A practitioner with a post of their own and their `Authorization` header. */
async function sellerWithPost(t: TestApp) {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id });
  return { seller, post, authorization: (await authorizationFor(t, seller)).authorization! };
}

/** A pack document sent over a socket `bytesPerSecond` at a time (everything at once when null). */
function packUpload(port: number, { post, authorization }: { post: { id: number }; authorization: string }, content: Buffer, bytesPerSecond: number | null): TrickledUpload {
  const file = { name: 'accounts.png', content };
  const pace = bytesPerSecond === null ? { head: content.length + 1024, bytesPerSecond: 0 } : { bytesPerSecond };
  return trickleUpload({ port, path: `/api/seller/pack-documents?id=${post.id}`, authorization, fields: { Title: 'Accounts' }, file, ...pace });
}

describe('an upload must keep its pace', () => {
  // A body timeout shorter than the uploads here: an upload keeps its own pace instead.
  const app = listeningApp({ perUser: 2, inAll: 10, minBytes: 2, rateWindowMs: 1000, minBytesPerSecond: 4000, graceMs: 1000, perHour: 3 }, { bodyTimeoutMs: 1000 });

  test('an upload below the minimum average rate is cut off with 408 seconds after its grace, long before the request timeout; one above it is stored', async () => {
    const slowOwner = await sellerWithPost(app.t);
    const content = Buffer.concat([samplePng(), Buffer.alloc(18_000, 7)]);
    // 100 B/s passes the per-window minimum (2 B a second) but not the 4 000 B/s average.
    const slow = packUpload(app.port, slowOwner, content, 100);
    const started = performance.now();
    const answer = await within(slow.answer, 8000);
    slow.abort();
    expect(answer).toMatchObject({ status: 408 });
    expect(JSON.parse(answer!.body)).toEqual({ message: PACK_MESSAGES.uploadTooSlow });
    expect(performance.now() - started).toBeLessThan(app.t.config.requestTimeoutMs);

    // 8 000 B/s keeps the pace: 20 KB in 2.5 s, stored.
    const steady = packUpload(app.port, await sellerWithPost(app.t), content, 8000);
    const stored = await within(steady.answer, 8000);
    steady.abort();
    expect(stored).toMatchObject({ status: 201 });
  });

  test('an account past its uploads an hour is answered 429 with Retry-After and a clear message; another account is not', async () => {
    const owner = await sellerWithPost(app.t);
    const send = async ({ post, authorization }: typeof owner) => {
      const body = await multipartBody({ Title: 'Accounts' }, [{ name: 'accounts.pdf', content: await samplePdf(1) }]);
      return app.t.app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${post.id}`, payload: body.payload, headers: { ...body.headers, authorization } });
    };
    for (let i = 0; i < 3; i += 1) expect((await send(owner)).statusCode).toBe(201);
    const fourth = await send(owner);
    expect(fourth.statusCode).toBe(429);
    const wait = Number(fourth.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(fourth.json()).toEqual({ message: PACK_MESSAGES.uploadsPerHour(wait) });
    expect(PACK_MESSAGES.uploadsPerHour(wait)).toMatch(/try again in \d+ minutes?/);
    expect((await send(await sellerWithPost(app.t))).statusCode).toBe(201);
  });
});

describe('a full instance takes a slot back from an upload below the pace', () => {
  // A long grace: the slow uploads are not yet cut by their own pace; only a newcomer takes their place.
  const app = listeningApp({ perUser: 2, inAll: 4, minBytes: 2, rateWindowMs: 1000, minBytesPerSecond: 4000, graceMs: 60_000, perHour: 100 });
  const tempFiles = () => {
    try {
      return readdirSync(path.join(app.t.config.dataDir, 'uploads'));
    } catch {
      return [];
    }
  };

  test("with every slot held by two accounts' slow uploads, another seller's upload at a normal rate is stored and a slow one is cut off with 408", async () => {
    // PNGs: what is tested is the place, not a PDF's page count (whose first worker may start slowly).
    const content = samplePng();
    const slowAccounts = [await sellerWithPost(app.t), await sellerWithPost(app.t)];
    const slow = slowAccounts.flatMap((account) => [packUpload(app.port, account, content, 50), packUpload(app.port, account, content, 50)]);
    try {
      await until(() => tempFiles().length === 4, 5000);
      expect(tempFiles()).toHaveLength(4);
      // Past one rate window each is known to run below the pace.
      await sleep(1500);
      const honest = packUpload(app.port, await sellerWithPost(app.t), content, null);
      const answer = await within(honest.answer, 5000);
      honest.abort();
      expect(answer).toMatchObject({ status: 201 });
      const cut = await Promise.all(slow.map((upload) => within(upload.answer, 1000)));
      const refused = cut.filter((one) => one?.status === 408);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(refused[0]!.body)).toEqual({ message: PACK_MESSAGES.uploadTooSlow });
    } finally {
      slow.forEach((upload) => upload.abort());
    }
  });
});

describe('an account past its hourly count takes no place from anyone', () => {
  const app = listeningApp({ perUser: 2, inAll: 4, minBytes: 2, rateWindowMs: 1000, minBytesPerSecond: 4000, graceMs: 60_000, perHour: 2 });

  test('with every slot held by slow uploads, an account that has used its uploads this hour is answered 429 and no slow upload is cut off', async () => {
    const content = samplePng();
    const spent = await sellerWithPost(app.t);
    for (let i = 0; i < 2; i += 1) expect(await within(packUpload(app.port, spent, content, null).answer, 5000)).toMatchObject({ status: 201 });
    const slowAccounts = [await sellerWithPost(app.t), await sellerWithPost(app.t)];
    const slow = slowAccounts.flatMap((account) => [packUpload(app.port, account, content, 50), packUpload(app.port, account, content, 50)]);
    try {
      await until(() => readdirSync(path.join(app.t.config.dataDir, 'uploads')).length === 4, 5000);
      await sleep(1500);
      const third = packUpload(app.port, spent, content, null);
      const answer = await within(third.answer, 5000);
      third.abort();
      expect(answer).toMatchObject({ status: 429 });
      expect(JSON.parse(answer!.body).message).toMatch(/^You have uploaded many files in a short time/);
      expect(await Promise.all(slow.map((upload) => within(upload.answer, 500)))).toEqual([null, null, null, null]);
    } finally {
      slow.forEach((upload) => upload.abort());
    }
  });
});
