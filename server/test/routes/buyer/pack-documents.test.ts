import { eq } from 'drizzle-orm';
import { formatDisplayDate, SITE_STATUS } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES, PACK_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { PDFDocument } from 'pdf-lib';
import { packDownloads } from '../../../src/db/schema';
import { expressInterestIn, multipartBody, samplePdf, samplePng } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createBuyer, type TestUser } from '../../factories/users';
import { authorizationFor, callerOf, openDealRoomApp } from '../../deal-room-app';
import type { TestApp } from '../../helper';
import { pdfDrawnText } from '../../pdf-drawn-text';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => ({ t, seller } = await openDealRoomApp()));
afterAll(async () => t?.close());

const call = callerOf(() => t);
const signature = { FullName: 'Bea Buyer', Company: 'Buyer Holdings Ltd', Position: 'Director', AcceptOnBehalf: true };

async function addDocument(postId: number, title: string, file: { name: string; content: Uint8Array }): Promise<number> {
  const body = await multipartBody({ Title: title }, [file]);
  const res = await t.app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${postId}`, payload: body.payload, headers: { ...body.headers, ...(await authorizationFor(t, seller)) } });
  return res.json().documentId;
}

/** A post with these deal-room settings whose pack holds a two-page PDF and a PNG. */
async function packedPost(settings: { NdaRequired: boolean; PackRelease?: 'automatic' | 'on_approval' } = { NdaRequired: true }) {
  const post = await createPost(t.db, { createdBy: seller.id });
  await call('PUT', `seller/deal-room?id=${post.id}`, seller, settings);
  const png = samplePng();
  const pdfId = await addDocument(post.id, 'Accounts', { name: 'accounts.pdf', content: await samplePdf(2) });
  const pngId = await addDocument(post.id, 'Site plan', { name: 'plan.png', content: png });
  return { post, pdfId, pngId, png };
}

describe('before the pack is released', () => {
  test("without interest, before the NDA, or awaiting approval: the list is 403, and a document is as unknown as a missing one (404: its id tells nothing)", async () => {
    const { post, pdfId } = await packedPost({ NdaRequired: true, PackRelease: 'on_approval' });
    const buyer = await createBuyer(t.db);
    const refused = async () => {
      const list = await call('GET', `buyer/pack-documents?id=${post.id}`, buyer);
      expect({ status: list.statusCode, body: list.json() }).toEqual({ status: 403, body: { message: PACK_MESSAGES.notReleased } });
      const document = await call('GET', `buyer/pack-document?id=${pdfId}`, buyer);
      expect({ status: document.statusCode, body: document.json() }).toEqual({ status: 404, body: { message: PACK_MESSAGES.documentNotFound } });
    };
    await refused();
    await expressInterestIn(t.db, buyer.id, post.id);
    await refused();
    await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, signature);
    await refused();
    await call('POST', `seller/approve-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id });
    expect((await call('GET', `buyer/pack-documents?id=${post.id}`, buyer)).json().map((d: { title: string }) => d.title)).toEqual(['Accounts', 'Site plan']);
    expect(await t.db.select().from(packDownloads).where(eq(packDownloads.userId, buyer.id))).toEqual([]);
  });

  test('a revoked buyer is told their access ended', async () => {
    const { post, pngId } = await packedPost({ NdaRequired: false });
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    expect((await call('GET', `buyer/pack-document?id=${pngId}`, buyer)).statusCode).toBe(200);
    await call('POST', `seller/revoke-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id });
    const res = await call('GET', `buyer/pack-document?id=${pngId}`, buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DEAL_ROOM_MESSAGES.accessRevoked);
  });
});

describe('GET buyer/pack-document', () => {
  test('a PDF comes stamped on every page with the signatory, company and date; the download is logged and shown to the seller', async () => {
    const { post, pdfId } = await packedPost();
    const buyer = await createBuyer(t.db, { forenames: 'Account', surname: 'Name' });
    await expressInterestIn(t.db, buyer.id, post.id);
    await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, signature);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/buyer/pack-document?id=${pdfId}`,
      headers: { ...(await authorizationFor(t, buyer)), 'user-agent': 'TestBrowser/3.0' },
      remoteAddress: '192.0.2.44',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="accounts.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const stamp = `Confidential — released to Bea Buyer, Buyer Holdings Ltd on ${formatDisplayDate(new Date())}`;
    const drawn = await pdfDrawnText(res.rawPayload);
    expect(drawn.split('\n').filter((line) => line === stamp)).toHaveLength(2);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(2);

    const [logged] = await t.db.select().from(packDownloads).where(eq(packDownloads.userId, buyer.id));
    expect(logged).toMatchObject({ documentId: pdfId, clientAddress: '192.0.2.44', userAgent: 'TestBrowser/3.0' });
    const sellerView = (await call('GET', `seller/pack-documents?id=${post.id}`, seller)).json();
    expect(sellerView[0].downloads).toEqual([{ buyerId: buyer.id, name: 'Account Name', company: buyer.company, downloadedAt: logged.downloadedAt.toISOString() }]);
  });

  test('other files are served as they are; on a post without NDA the stamp names the account', async () => {
    const { post, pdfId, pngId, png } = await packedPost({ NdaRequired: false });
    const buyer = await createBuyer(t.db, { forenames: 'Ola', surname: 'Nowak', company: 'Nowak Trading Ltd' });
    await expressInterestIn(t.db, buyer.id, post.id);
    const image = await call('GET', `buyer/pack-document?id=${pngId}`, buyer);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    const pdf = await call('GET', `buyer/pack-document?id=${pdfId}`, buyer);
    expect(await pdfDrawnText(pdf.rawPayload)).toContain('released to Ola Nowak, Nowak Trading Ltd on');
  });

  test("another post's document, an unknown one, or one on a draft: the same 404", async () => {
    const { post } = await packedPost({ NdaRequired: false });
    const elsewhere = await packedPost({ NdaRequired: false });
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    for (const id of [elsewhere.pngId, 99999999]) {
      const res = await call('GET', `buyer/pack-document?id=${id}`, buyer);
      expect({ id, status: res.statusCode, body: res.json() }).toEqual({ id, status: 404, body: { message: PACK_MESSAGES.documentNotFound } });
    }
    const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
    const draftDocument = await addDocument(draft.id, 'Draft', { name: 'a.png', content: samplePng() });
    const hidden = await call('GET', `buyer/pack-document?id=${draftDocument}`, buyer);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(PACK_MESSAGES.documentNotFound);
  });
});

test.each(['buyer/pack-documents?id=1', 'buyer/pack-document?id=1'])('GET %s: anonymous 401, a seller 403', async (url) => {
  expect((await call('GET', url, null)).statusCode).toBe(401);
  expect((await call('GET', url, seller)).statusCode).toBe(403);
});
