import { eq, sql } from 'drizzle-orm';
import { DEAL_ROOM_MESSAGES, PACK_FILE_MAX_BYTES, PACK_MESSAGES, PACK_POST_MAX_BYTES } from '@insolvency/shared-contracts/deal-room';
import { packDocuments, packDownloads, storedFileChunks, storedFiles } from '../../../src/db/schema';
import { DEAL_ROOM_NOTICES } from '../../../src/services/deal-room/deal-room-notices';
import { STORED_FILE_CHUNK_BYTES } from '../../../src/services/deal-room/stored-files';
import { expressInterestIn, manyPagePdf, multipartBody, sampleDocx, samplePdf, samplePng } from '../../factories/deal-room';
import { createPost, type TestPost } from '../../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../../factories/users';
import { authorizationFor, callerOf, openDealRoomApp, type Caller } from '../../deal-room-app';
import type { TestApp } from '../../helper';

let t: TestApp;
let seller: TestUser;
let admin: TestUser;
beforeAll(async () => ({ t, seller, admin } = await openDealRoomApp()));
afterAll(async () => t?.close());

const call = callerOf(() => t);

async function upload(post: { id: number }, user: Caller, fields: Record<string, string>, files: { name: string; content: Uint8Array }[]) {
  const body = await multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${post.id}`, payload: body.payload, headers: { ...body.headers, ...(await authorizationFor(t, user)) } });
}
const fileRows = async () => {
  const [files] = await t.db.select({ count: sql<number>`count(*)::int` }).from(storedFiles);
  const [chunks] = await t.db.select({ count: sql<number>`count(*)::int` }).from(storedFileChunks);
  const [documents] = await t.db.select({ count: sql<number>`count(*)::int` }).from(packDocuments);
  return { files: files.count, chunks: chunks.count, documents: documents.count };
};

describe('POST seller/pack-documents', () => {
  test('a crafted PDF of 5 000 pages (one shared content stream, 300 KB) is refused with 422 and leaves nothing; 2 000 pages are accepted', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const before = await fileRows();
    const refused = await upload(post, seller, { Title: 'Crafted' }, [{ name: 'crafted.pdf', content: manyPagePdf(5000) }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(PACK_MESSAGES.tooManyPages);
    expect(await fileRows()).toEqual(before);
    expect((await upload(post, seller, { Title: 'Memorandum' }, [{ name: 'memorandum.pdf', content: manyPagePdf(2000) }])).statusCode).toBe(201);
  });

  test('a PDF is stored in chunks under a safe name, listed, and given back byte for byte', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    // Larger than one chunk, so it spans two rows.
    const pdf = Buffer.concat([await samplePdf(), Buffer.alloc(STORED_FILE_CHUNK_BYTES, 0x20)]);
    const res = await upload(post, seller, { Title: 'Management accounts' }, [{ name: '../../Annual accounts 2025?.PDF', content: pdf }]);
    expect(res.statusCode).toBe(201);
    const document = res.json();
    expect(document).toEqual({
      documentId: expect.any(Number),
      title: 'Management accounts',
      sortOrder: 0,
      fileName: 'Annual accounts 2025.pdf',
      contentType: 'application/pdf',
      byteSize: pdf.length,
      uploadedAt: expect.any(String),
    });
    const [stored] = await t.db.select().from(packDocuments).where(eq(packDocuments.id, document.documentId));
    expect(await t.db.select({ seq: storedFileChunks.seq }).from(storedFileChunks).where(eq(storedFileChunks.fileId, stored.fileId))).toHaveLength(2);

    const list = await call('GET', `seller/pack-documents?id=${post.id}`, seller);
    expect(list.json()).toEqual([{ ...document, downloads: [], version: 1, previousVersions: [] }]);
    const original = await call('GET', `seller/pack-document?id=${document.documentId}`, seller);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toBe('attachment; filename="Annual accounts 2025.pdf"');
    expect(original.rawPayload.equals(pdf)).toBe(true);
  });

  test('types come from the bytes: Word, PNG; a program named .pdf is 415 and leaves nothing', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    expect((await upload(post, seller, { Title: 'Leases' }, [{ name: 'leases.bin', content: sampleDocx() }])).json()).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      fileName: 'leases.docx',
      sortOrder: 0,
    });
    expect((await upload(post, seller, { Title: 'Site plan', SortOrder: '7' }, [{ name: 'plan.png', content: samplePng() }])).json()).toMatchObject({ contentType: 'image/png', sortOrder: 7 });
    expect((await upload(post, seller, { Title: 'Photos' }, [{ name: 'photo.png', content: samplePng() }])).json()).toMatchObject({ sortOrder: 8 });

    const before = await fileRows();
    const program = await upload(post, seller, { Title: 'Accounts' }, [{ name: 'accounts.pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)]) }]);
    expect(program.statusCode).toBe(415);
    expect(program.json().message).toBe(PACK_MESSAGES.wrongType);
    expect(await fileRows()).toEqual(before);
  });

  test('a file over 25 MB is 413 and leaves no row', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const before = await fileRows();
    const oversized = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(PACK_FILE_MAX_BYTES)]);
    const res = await upload(post, seller, { Title: 'Too big' }, [{ name: 'big.pdf', content: oversized }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PACK_MESSAGES.fileTooLarge);
    expect(await fileRows()).toEqual(before);
  });

  test("a file that would take the post's pack past 200 MB is 413 and leaves no row", async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    // A document already holding all but 1 KB of the pack's room (its bytes need not exist for the count).
    const [file] = await t.db.insert(storedFiles).values({ postId: post.id, fileName: 'full.pdf', contentType: 'application/pdf', byteSize: PACK_POST_MAX_BYTES - 1024, sha256: '' }).returning();
    await t.db.insert(packDocuments).values({ postId: post.id, fileId: file.id, title: 'Full', sortOrder: 0 });
    const before = await fileRows();
    const res = await upload(post, seller, { Title: 'One more' }, [{ name: 'more.png', content: samplePng() }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PACK_MESSAGES.packTooLarge);
    expect(await fileRows()).toEqual(before);
  });

  test('no title, no file, two files, an empty file or a JSON body: 4xx with a clear message, nothing stored', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const before = await fileRows();
    const untitled = await upload(post, seller, {}, [{ name: 'a.png', content: samplePng() }]);
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().errors.Title).toEqual([PACK_MESSAGES.titleRequired]);
    const fileless = await upload(post, seller, { Title: 'Nothing' }, []);
    expect(fileless.statusCode).toBe(400);
    expect(fileless.json().errors.File).toEqual([PACK_MESSAGES.fileRequired]);
    const two = await upload(post, seller, { Title: 'Two' }, [
      { name: 'a.png', content: samplePng() },
      { name: 'b.png', content: samplePng() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(PACK_MESSAGES.oneFileOnly);
    const empty = await upload(post, seller, { Title: 'Empty' }, [{ name: 'a.pdf', content: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PACK_MESSAGES.emptyFile);
    const json = await t.app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${post.id}`, payload: { Title: 'x' }, headers: await authorizationFor(t, seller) });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(PACK_MESSAGES.notMultipart);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/seller/pack-documents?id=${post.id}`,
      payload: '--xyz\r\nContent-Disposition: form-data; name="File"; filename="a.pdf"\r\n\r\n%PDF-1.7 cut short',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...(await authorizationFor(t, seller)) },
    });
    expect(broken.statusCode).toBe(400);
    expect(await fileRows()).toEqual(before);
  });

  test("another seller's post is 404; Admin lists and downloads but cannot upload or remove (403)", async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const { documentId } = (await upload(post, seller, { Title: 'Plan' }, [{ name: 'plan.png', content: samplePng() }])).json();
    const other = await createSeller(t.db);
    expect((await upload(post, other, { Title: 'Mine' }, [{ name: 'a.png', content: samplePng() }])).statusCode).toBe(404);
    expect((await call('GET', `seller/pack-documents?id=${post.id}`, other)).statusCode).toBe(404);
    const foreign = await call('GET', `seller/pack-document?id=${documentId}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PACK_MESSAGES.documentNotFound);
    expect((await call('DELETE', `seller/pack-document?id=${documentId}`, other)).statusCode).toBe(404);

    expect((await call('GET', `seller/pack-documents?id=${post.id}`, admin)).json()).toHaveLength(1);
    expect((await call('GET', `seller/pack-document?id=${documentId}`, admin)).statusCode).toBe(200);
    const adminUpload = await upload(post, admin, { Title: 'Admin' }, [{ name: 'a.png', content: samplePng() }]);
    expect(adminUpload.statusCode).toBe(403);
    expect(adminUpload.json().message).toBe(DEAL_ROOM_MESSAGES.adminReadOnly);
    expect((await call('DELETE', `seller/pack-document?id=${documentId}`, admin)).statusCode).toBe(403);
  });

  test('every buyer the pack is released to is told in their notification area; a buyer still to accept the NDA is not', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, NdaText: 'Keep it secret.' });
    const [released, waiting] = [await createBuyer(t.db), await createBuyer(t.db)];
    for (const buyer of [released, waiting]) await expressInterestIn(t.db, buyer.id, post.id);
    const signature = { FullName: 'Bea Buyer', Company: 'Buyer Ltd', Position: 'Director', AcceptOnBehalf: true };
    expect((await call('POST', `buyer/accept-nda?id=${post.id}`, released, signature)).statusCode).toBe(200);
    expect((await upload(post, seller, { Title: 'Asset schedule' }, [{ name: 'assets.pdf', content: await samplePdf() }])).statusCode).toBe(201);
    const notice = DEAL_ROOM_NOTICES.documentAdded(post.reference, 'Asset schedule');
    expect((await call('GET', 'allauth/fetchNotifications', released)).json()).toContain(notice);
    expect((await call('GET', 'allauth/fetchNotifications', waiting)).json()).not.toContain(notice);
  });
});

describe('DELETE seller/pack-document', () => {
  test('takes the document out of the pack and deletes its bytes; its download log stays', async () => {
    const post: TestPost = await createPost(t.db, { createdBy: seller.id });
    const { documentId } = (await upload(post, seller, { Title: 'Plan' }, [{ name: 'plan.png', content: samplePng() }])).json();
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    expect((await call('GET', `buyer/pack-document?id=${documentId}`, buyer)).statusCode).toBe(200);

    const res = await call('DELETE', `seller/pack-document?id=${documentId}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PACK_MESSAGES.documentRemoved });
    expect((await call('GET', `seller/pack-documents?id=${post.id}`, seller)).json()).toEqual([]);
    expect((await call('GET', `buyer/pack-document?id=${documentId}`, buyer)).statusCode).toBe(404);
    const [document] = await t.db.select().from(packDocuments).where(eq(packDocuments.id, documentId));
    expect(await t.db.select().from(storedFileChunks).where(eq(storedFileChunks.fileId, document.fileId))).toEqual([]);
    expect(await t.db.select().from(packDownloads).where(eq(packDownloads.documentId, documentId))).toHaveLength(1);
    expect((await call('DELETE', `seller/pack-document?id=${documentId}`, seller)).statusCode).toBe(404);
  });
});

async function uploadVersion(documentId: number, user: Caller, files: { name: string; content: Uint8Array }[]) {
  const body = await multipartBody({}, files);
  return t.app.inject({ method: 'POST', url: `/api/seller/pack-document-version?id=${documentId}`, payload: body.payload, headers: { ...body.headers, ...(await authorizationFor(t, user)) } });
}

describe('POST seller/pack-document-version', () => {
  test('a new version takes the place and title of the old one; buyers get the new file; the seller sees both download logs', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const first = (await upload(post, seller, { Title: 'Accounts' }, [{ name: 'accounts-2024.png', content: samplePng() }])).json();
    await upload(post, seller, { Title: 'Plan' }, [{ name: 'plan.png', content: samplePng() }]);
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    expect((await call('GET', `buyer/pack-document?id=${first.documentId}`, buyer)).statusCode).toBe(200);

    const res = await uploadVersion(first.documentId, seller, [{ name: 'accounts-2025.pdf', content: await samplePdf() }]);
    expect(res.statusCode).toBe(201);
    const second = res.json();
    expect(second).toMatchObject({ title: 'Accounts', sortOrder: first.sortOrder, fileName: 'accounts-2025.pdf', contentType: 'application/pdf' });
    expect((await call('GET', `buyer/pack-document?id=${first.documentId}`, buyer)).statusCode).toBe(404);
    expect((await call('GET', `buyer/pack-document?id=${second.documentId}`, buyer)).statusCode).toBe(200);
    expect((await call('GET', `buyer/pack-documents?id=${post.id}`, buyer)).json().map((document: { title: string; fileName: string }) => `${document.title} ${document.fileName}`)).toEqual([
      'Accounts accounts-2025.pdf',
      'Plan plan.png',
    ]);

    const third = (await uploadVersion(second.documentId, seller, [{ name: 'accounts-final.png', content: samplePng() }])).json();
    const [listed] = (await call('GET', `seller/pack-documents?id=${post.id}`, seller)).json();
    expect(listed).toMatchObject({ documentId: third.documentId, title: 'Accounts', version: 3, downloads: [] });
    expect(listed.previousVersions).toEqual([
      expect.objectContaining({ documentId: second.documentId, version: 2, fileName: 'accounts-2025.pdf', downloads: [expect.objectContaining({ buyerId: buyer.id })] }),
      expect.objectContaining({ documentId: first.documentId, version: 1, fileName: 'accounts-2024.png', downloads: [expect.objectContaining({ buyerId: buyer.id })] }),
    ]);
    // The earlier version is gone from the pack for good: a second replacement of it is 404.
    expect((await uploadVersion(first.documentId, seller, [{ name: 'late.png', content: samplePng() }])).statusCode).toBe(404);
  });

  test('no file, a JSON body, another seller, Admin, anonymous or a buyer: refused, the pack unchanged', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const { documentId } = (await upload(post, seller, { Title: 'Plan' }, [{ name: 'plan.png', content: samplePng() }])).json();
    const before = await fileRows();
    const noFile = await uploadVersion(documentId, seller, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(PACK_MESSAGES.fileRequired);
    const json = await call('POST', `seller/pack-document-version?id=${documentId}`, seller, { File: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(PACK_MESSAGES.versionNotMultipart);
    expect((await uploadVersion(documentId, await createSeller(t.db), [{ name: 'a.png', content: samplePng() }])).statusCode).toBe(404);
    const byAdmin = await uploadVersion(documentId, admin, [{ name: 'a.png', content: samplePng() }]);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(DEAL_ROOM_MESSAGES.adminReadOnly);
    expect((await uploadVersion(documentId, null, [{ name: 'a.png', content: samplePng() }])).statusCode).toBe(401);
    expect((await uploadVersion(documentId, await createBuyer(t.db), [{ name: 'a.png', content: samplePng() }])).statusCode).toBe(403);
    expect(await fileRows()).toEqual(before);
  });
});

describe('PUT seller/pack-order', () => {
  test('puts the pack in the new order for the seller and buyers; a list that misses, repeats or adds a document is refused and changes nothing', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const ids: number[] = [];
    for (const title of ['Accounts', 'Plan', 'Leases']) ids.push((await upload(post, seller, { Title: title }, [{ name: `${title}.png`, content: samplePng() }])).json().documentId);
    const [accounts, plan, leases] = ids;
    const res = await call('PUT', `seller/pack-order?id=${post.id}`, seller, { DocumentIds: [leases, accounts, plan] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((document: { title: string }) => document.title)).toEqual(['Leases', 'Accounts', 'Plan']);
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    expect((await call('GET', `buyer/pack-documents?id=${post.id}`, buyer)).json().map((document: { title: string }) => document.title)).toEqual(['Leases', 'Accounts', 'Plan']);

    const other = await upload(await createPost(t.db, { createdBy: seller.id }), seller, { Title: 'Elsewhere' }, [{ name: 'e.png', content: samplePng() }]);
    for (const DocumentIds of [[leases, accounts], [leases, accounts, plan, other.json().documentId]]) {
      const refused = await call('PUT', `seller/pack-order?id=${post.id}`, seller, { DocumentIds });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PACK_MESSAGES.orderIncomplete);
    }
    for (const body of [{ DocumentIds: [leases, leases, plan] }, { DocumentIds: [] }, { DocumentIds: 'all' }, {}]) {
      const bad = await call('PUT', `seller/pack-order?id=${post.id}`, seller, body);
      expect(bad.statusCode).toBe(400);
    }
    expect((await call('GET', `seller/pack-documents?id=${post.id}`, seller)).json().map((document: { title: string }) => document.title)).toEqual(['Leases', 'Accounts', 'Plan']);
  });

  test("another seller's post is 404; Admin cannot reorder (403)", async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const { documentId } = (await upload(post, seller, { Title: 'Plan' }, [{ name: 'plan.png', content: samplePng() }])).json();
    expect((await call('PUT', `seller/pack-order?id=${post.id}`, await createSeller(t.db), { DocumentIds: [documentId] })).statusCode).toBe(404);
    const byAdmin = await call('PUT', `seller/pack-order?id=${post.id}`, admin, { DocumentIds: [documentId] });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(DEAL_ROOM_MESSAGES.adminReadOnly);
  });
});

test.each([
  ['PUT', 'seller/pack-order?id=1'],
  ['GET', 'seller/pack-documents?id=1'],
  ['GET', 'seller/pack-document?id=1'],
  ['DELETE', 'seller/pack-document?id=1'],
] as const)('%s %s: anonymous 401, a buyer 403', async (method, url) => {
  expect((await call(method, url, null)).statusCode).toBe(401);
  expect((await call(method, url, await createBuyer(t.db))).statusCode).toBe(403);
});

test('POST seller/pack-documents: anonymous 401, a buyer 403', async () => {
  const post = await createPost(t.db, { createdBy: seller.id });
  expect((await upload(post, null, { Title: 'x' }, [{ name: 'a.png', content: samplePng() }])).statusCode).toBe(401);
  expect((await upload(post, await createBuyer(t.db), { Title: 'x' }, [{ name: 'a.png', content: samplePng() }])).statusCode).toBe(403);
});
