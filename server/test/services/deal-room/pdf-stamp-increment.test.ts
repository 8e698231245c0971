import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { PACK_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { closeStampPool, planStamp, stampByPlan, type Stamp } from '../../../src/services/deal-room/pdf-stamp';
import { manyPagePdf, pdfOfObjects, samplePdf, streamObject } from '../../factories/deal-room';
import { pdfDrawnText } from '../../pdf-drawn-text';

/*
 * A buyer's stamp as an update appended to the original bytes (issue 47): made from a plan read
 * once per file, checked here as a reader sees the result, and the full rewrite kept for the
 * files an update cannot be appended to.
 */

afterAll(closeStampPool);

const TIME_LIMIT_MS = 30_000;
const STAMP = 'Confidential — released to Zoë Łukasiewicz, Ωmega Ltd on 26/11/2026';
let folder: string;
beforeAll(async () => (folder = await mkdtemp(path.join(tmpdir(), 'stamp-increment-'))));
afterAll(() => rm(folder, { recursive: true, force: true }));

let files = 0;
/** The plan of `pdf` and `text`'s stamp made by it, as the download does (both files on disk). */
async function stamped(pdf: Buffer, text = STAMP): Promise<{ plan: { kind: string; xrefStream?: boolean }; stamp: Stamp }> {
  files += 1;
  const [pdfPath, planPath] = [path.join(folder, `${files}.pdf`), path.join(folder, `${files}.json`)];
  await writeFile(pdfPath, pdf);
  const plan = await planStamp(pdfPath, TIME_LIMIT_MS);
  await writeFile(planPath, plan);
  return { plan: JSON.parse(plan), stamp: await stampByPlan(pdfPath, planPath, text, TIME_LIMIT_MS) };
}

/** The original with the appended stamp after it, as a buyer receives it. */
async function appendedTo(pdf: Buffer, text = STAMP) {
  const { plan, stamp } = await stamped(pdf, text);
  if (!('appended' in stamp)) throw new Error('expected an appended stamp');
  return { plan, appended: Buffer.from(stamp.appended), result: Buffer.concat([pdf, stamp.appended]) };
}

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

/**
 * What a reader that follows the cross-reference data finds from the end of the file: the last
 * section's entries each at its own object's header (`n g obj`), and its `/Prev` at the original's
 * last section. Classic tables and uncompressed streams (/W [1 4 2]), as the stamp writes them.
 */
function lastSectionHolds(result: Buffer, original: Buffer): void {
  const startxref = Number([...latin1(result.subarray(-64)).matchAll(/startxref\s+(\d+)/g)].pop()?.[1]);
  const originalStartxref = Number([...latin1(original.subarray(-64)).matchAll(/startxref\s+(\d+)/g)].pop()?.[1]);
  expect(startxref).toBeGreaterThan(original.length);
  const section = latin1(result.subarray(startxref));
  const entries: [number, number][] = [];
  let prev: number;
  if (section.startsWith('xref')) {
    const [table, trailer] = section.slice(4).split('trailer');
    const tokens = table.trim().split(/\s+/);
    for (let at = 0; at < tokens.length; ) {
      const [first, count] = [Number(tokens[at]), Number(tokens[at + 1])];
      at += 2;
      for (let n = 0; n < count; n += 1, at += 3) if (tokens[at + 2] === 'n') entries.push([first + n, Number(tokens[at])]);
    }
    prev = Number(/\/Prev (\d+)/.exec(trailer)?.[1]);
  } else {
    const dict = /<<([\s\S]*?)>>\nstream\n/.exec(section);
    expect(dict?.[1]).toContain('/Type /XRef');
    const index = (/\/Index \[([\d ]+)\]/.exec(dict?.[1] ?? '')?.[1] ?? '').split(' ').map(Number);
    const rows = result.subarray(startxref + (dict?.index ?? 0) + (dict?.[0].length ?? 0));
    let row = 0;
    for (let pair = 0; pair < index.length; pair += 2) {
      for (let n = 0; n < index[pair + 1]; n += 1, row += 1) entries.push([index[pair] + n, rows.readUInt32BE(row * 7 + 1)]);
    }
    prev = Number(/\/Prev (\d+)/.exec(dict?.[1] ?? '')?.[1]);
  }
  expect(prev).toBe(originalStartxref);
  expect(entries.length).toBeGreaterThan(0);
  for (const [object, offset] of entries) expect(latin1(result.subarray(offset, offset + 24))).toMatch(new RegExp(`^${object} \\d+ obj`));
}

/** The decoded content streams of each page, in order. */
async function pageContents(pdf: Buffer): Promise<string[][]> {
  const document = await PDFDocument.load(pdf);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    return parts.map((part) => Buffer.from(decodePDFRawStream(part as PDFRawStream).decode()).toString('latin1'));
  });
}

/**
 * Three pages that inherit from their page tree: Resources (by reference), MediaBox and Rotate 90.
 * The second has its own crop box, the third its own resources and two content streams. The
 * shared content scales the graphics state by 3 and does not restore it.
 */
function inheritingPdf(): Buffer {
  const hello = Buffer.from('Original page text', 'latin1').toString('hex');
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 3 /Kids [4 0 R 5 0 R 6 0 R] /Resources 7 0 R /MediaBox [0 0 595 842] /Rotate 90 >>',
    streamObject(`3 0 0 3 0 0 cm BT /F1 12 Tf 50 200 Td <${hello}> Tj ET`),
    '<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>',
    '<< /Type /Page /Parent 2 0 R /Contents 3 0 R /CropBox [100 100 495 742] /Rotate 0 >>',
    '<< /Type /Page /Parent 2 0 R /Contents [3 0 R 8 0 R] /Resources << /Font << /F1 9 0 R >> >> /MediaBox [0 0 300 300] >>',
    '<< /Font 10 0 R >>',
    streamObject('% the second part of the third page'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /F1 9 0 R >>',
  ]);
}

describe('a buyer stamp appended to the original PDF', () => {
  it('keeps the original bytes in front, reads back with the stamp on every page and the original text intact, and its cross-reference data holds', async () => {
    const original = await samplePdf(3);
    const { plan, result } = await appendedTo(original);
    expect(plan.kind).toBe('increment');
    expect(result.subarray(0, original.length).equals(original)).toBe(true);
    expect((await PDFDocument.load(result)).getPageCount()).toBe(3);
    const lines = (await pdfDrawnText(result)).split('\n');
    expect(lines.filter((line) => line === STAMP)).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('Management accounts, page'))).toEqual(['Management accounts, page 1', 'Management accounts, page 2', 'Management accounts, page 3']);
    lastSectionHolds(result, original);
  });

  it('stamps pages that inherit resources, boxes and rotation, inside each crop box, with the original contents wrapped in q … Q', async () => {
    const original = inheritingPdf();
    const { plan, result } = await appendedTo(original);
    expect(plan.kind).toBe('increment');
    const lines = (await pdfDrawnText(result)).split('\n');
    expect(lines.filter((line) => line === STAMP)).toHaveLength(3);
    expect(lines.filter((line) => line === 'Original page text')).toHaveLength(3);

    const document = await PDFDocument.load(result);
    const pages = document.getPages();
    expect(pages.map((page) => page.getRotation().angle)).toEqual([90, 0, 90]);
    expect(pages.map((page) => page.getMediaBox())).toEqual([
      { x: 0, y: 0, width: 595, height: 842 },
      { x: 0, y: 0, width: 595, height: 842 },
      { x: 0, y: 0, width: 300, height: 300 },
    ]);
    // The original font stays beside the stamp's, on every page.
    for (const page of pages) expect(page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict).has(PDFName.of('F1'))).toBe(true);

    const contents = await pageContents(result);
    for (const [index, parts] of contents.entries()) {
      expect(parts[0].trim()).toBe('q');
      expect(parts[parts.length - 2].trim()).toBe('Q');
      expect(parts.slice(1, -2).join('\n')).toContain('3 0 0 3 0 0 cm');
      const corner = index === 1 ? '114 114 Td' : '14 14 Td';
      expect(parts[parts.length - 1]).toContain(corner);
    }
    expect(contents[2]).toHaveLength(5);
    lastSectionHolds(result, original);
  });

  it('appends a cross-reference stream to a file whose last one is a stream (pages in object streams)', async () => {
    const original = Buffer.from(await (await PDFDocument.load(await samplePdf(3))).save({ useObjectStreams: true }));
    const { plan, appended, result } = await appendedTo(original);
    expect(plan.xrefStream).toBe(true);
    expect(latin1(appended)).toContain('/Type /XRef');
    expect(latin1(appended)).not.toContain('trailer');
    expect((await pdfDrawnText(result)).split('\n').filter((line) => line === STAMP)).toHaveLength(3);
    lastSectionHolds(result, original);
  });

  it('appends bytes in proportion to the pages, not to the file: 200 pages with or without a 3 MB attachment', async () => {
    const pages = async (attachment: number) => {
      const document = await PDFDocument.load(await samplePdf(200));
      // Random bytes, so the attachment's stream is not compressed away.
      if (attachment) await document.attach(randomBytes(attachment), 'appendix.bin', { mimeType: 'application/octet-stream' });
      return Buffer.from(await document.save({ useObjectStreams: false }));
    };
    const [small, large] = [await pages(0), await pages(3 * 1024 * 1024)];
    const [fromSmall, fromLarge] = [await appendedTo(small), await appendedTo(large)];
    expect(large.length - small.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(fromSmall.appended.length).toBeLessThan(16 * 1024 + 200 * 400);
    expect(Math.abs(fromLarge.appended.length - fromSmall.appended.length)).toBeLessThan(2 * 1024);
    expect((await pdfDrawnText(fromLarge.result)).split('\n').filter((line) => line === STAMP)).toHaveLength(200);
  });

  it('writes the whole file again where the cross-reference data is broken, and still stamps every page', async () => {
    const intact = manyPagePdf(3);
    // A comment after the header moves every object, so every offset of the table is wrong.
    const broken = Buffer.concat([intact.subarray(0, 9), Buffer.from('% moved\n', 'latin1'), intact.subarray(9)]);
    const { plan, stamp } = await stamped(broken);
    expect(plan.kind).toBe('rewrite');
    if (!('whole' in stamp)) throw new Error('expected a whole stamped file');
    expect((await pdfDrawnText(Buffer.from(stamp.whole))).split('\n').filter((line) => line === STAMP)).toHaveLength(3);
  });

  it('refuses an encrypted PDF as before: 422 "cannot stamp"', async () => {
    const encrypted = pdfOfObjects(
      ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Count 1 /Kids [3 0 R] >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>', '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'],
      '/Encrypt 4 0 R ',
    );
    await expect(stamped(encrypted)).rejects.toMatchObject({ statusCode: 422, message: PACK_MESSAGES.cannotStamp });
  });

  it('refuses a file that is not a PDF as before: 422 "cannot stamp"', async () => {
    await expect(stamped(Buffer.from('%PDF-1.7 but nothing else'))).rejects.toMatchObject({ statusCode: 422, message: PACK_MESSAGES.cannotStamp });
  });
});
