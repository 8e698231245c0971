import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Database } from '../../src/db/client';
import { asc, eq } from 'drizzle-orm';
import { buyerBeneficialOwners, dealRoomCdd, expressionsOfInterest } from '../../src/db/schema';

/** The buyer's expression of interest in the post, as buyer/express-interest stores it (no mail). */
export async function expressInterestIn(db: Database, buyerId: number, postId: number, overrides: Partial<typeof expressionsOfInterest.$inferInsert> = {}) {
  const [row] = await db
    .insert(expressionsOfInterest)
    .values({ buyerId, postId, profile: 'We buy businesses like this one.', connectedParty: false, ...overrides })
    .returning();
  return row;
}

/**
 * The buyer's own part of their CDD for the post, given (their owners confirmed as declared now:
 * none unless the test declared some first). A buyer gives it before they may offer while the
 * deal room requires CDD (the default).
 */
export async function giveCddPart(db: Database, buyerId: number, postId: number) {
  const owners = await db.select().from(buyerBeneficialOwners).where(eq(buyerBeneficialOwners.buyerId, buyerId)).orderBy(asc(buyerBeneficialOwners.id));
  const values = {
    sourceOfFunds: 'savings',
    fundsStatement: 'Savings from the sale of an earlier business.',
    politicallyExposed: false,
    ownersConfirmed: owners.map(({ name, country, dateOfBirth, sharePercent }) => ({ name, country, dateOfBirth, sharePercent })),
    ownersConfirmedAt: new Date(),
    buyerSubmittedAt: new Date(),
  };
  await db.insert(dealRoomCdd).values({ postId, buyerId, ...values }).onConflictDoUpdate({ target: [dealRoomCdd.postId, dealRoomCdd.buyerId], set: values });
}

/** A multipart/form-data body (as a browser's FormData sends it) for `app.inject`. */
export async function multipartBody(fields: Record<string, string>, files: { name: string; content: Uint8Array }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('File', new Blob([new Uint8Array(file.content)]), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

/** A real PDF of `pages` pages (pdf-lib), each with a line of text. */
export async function samplePdf(pages = 2): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) document.addPage([595, 842]).drawText(`Management accounts, page ${page}`, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await document.save());
}

/** The first bytes of a PNG, then filler: enough for the type check. */
export const samplePng = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);

/** A ZIP whose first entry is a Word part, as a .docx starts. */
export const sampleDocx = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('word/document.xml'), Buffer.alloc(512, 1)]);

/**
 * A PDF written by hand: `objects` numbered from 1 (`<< ... >>` or a dictionary and its stream),
 * a classic cross-reference table and a trailer with `trailer`'s entries (the catalog is object 1).
 */
export function pdfOfObjects(objects: string[], trailer = ''): Buffer {
  let pdf = '%PDF-1.7\n';
  const offsets = objects.map((object, n) => {
    const offset = pdf.length;
    pdf += `${n + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A content stream object of `content`. */
export const streamObject = (content: string) => `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/**
 * A valid PDF of `pages` pages written by hand, every page drawing the one shared content stream:
 * about 60 bytes a page, so a crafted file of many thousands of pages is cheap to make.
 */
export function manyPagePdf(pages: number): Buffer {
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, n) => `${n + 4} 0 R`).join(' ')}] >>`,
    streamObject('0 0 m 100 100 l S'),
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>'),
  ]);
}
