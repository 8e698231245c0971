import { PDFDocument } from 'pdf-lib';
import { PACK_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { assertPdfPageLimit, closeStampPool, STAMP_QUEUE_LIMIT, STAMP_SLOTS, stampPdf as stampWithLimit, withStampSlot } from '../../../src/services/deal-room/pdf-stamp';
import { manyPagePdf, samplePdf } from '../../factories/deal-room';
import { pdfDrawnText } from '../../pdf-drawn-text';

afterAll(closeStampPool);

const TIME_LIMIT_MS = 30_000;
const stampPdf = (pdf: Uint8Array, text: string) => stampWithLimit(pdf, text, TIME_LIMIT_MS);

describe('stamping PDFs in worker threads', () => {
  it('stamps every page in a worker and answers a PDF that reads back', async () => {
    const stamped = await stampPdf(await samplePdf(3), 'Confidential — released to Zoë Ng, Acme Ltd on 26/11/2026');
    const document = await PDFDocument.load(stamped);
    expect(document.getPageCount()).toBe(3);
    expect(await pdfDrawnText(stamped)).toContain('Confidential — released to Zoë Ng, Acme Ltd on 26/11/2026');
  });

  it('keeps accents and Polish and Greek letters; a character the font lacks becomes "?"; the file grows by a few KB only', async () => {
    const original = await samplePdf(2);
    const stamp = 'Confidential — released to Zoë Łukasiewicz, Ωmega Ltd on 26/11/2026';
    const stamped = await stampPdf(original, stamp);
    const lines = (await pdfDrawnText(stamped)).split('\n');
    expect(lines.filter((line) => line === stamp)).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('Management accounts, page'))).toHaveLength(2);
    expect(stamped.length - original.length).toBeLessThan(16 * 1024);

    expect(await pdfDrawnText(await stampPdf(await samplePdf(1), 'released to 王芳, Ковальчук ﬁrm'))).toContain('released to ??, Ковальчук firm');
  });

  it('rejects a file that is not a PDF, and the next stamp still works', async () => {
    await expect(stampPdf(new TextEncoder().encode('%PDF-1.7 but nothing else'), 'x')).rejects.toMatchObject({ statusCode: 422, message: PACK_MESSAGES.cannotStamp });
    expect((await PDFDocument.load(await stampPdf(await samplePdf(1), 'after'))).getPageCount()).toBe(1);
  });

  it('holds at most STAMP_SLOTS stamps at once; the rest wait their turn and all finish', async () => {
    let running = 0;
    let most = 0;
    const finished = await Promise.all(
      Array.from({ length: STAMP_SLOTS * 3 }, (_, n) =>
        withStampSlot(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          return n;
        }),
      ),
    );
    expect(most).toBe(STAMP_SLOTS);
    expect(finished).toEqual(Array.from({ length: STAMP_SLOTS * 3 }, (_, n) => n));
  });

  it('answers 503 with Retry-After once STAMP_QUEUE_LIMIT tasks wait for a slot, and takes tasks again once they are done', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const queued = Array.from({ length: STAMP_SLOTS + STAMP_QUEUE_LIMIT }, () => withStampSlot(() => held));
    await expect(withStampSlot(async () => 'one too many')).rejects.toMatchObject({ statusCode: 503, message: PACK_MESSAGES.stampingBusy, headers: { 'retry-after': '5' } });
    release();
    await Promise.all(queued);
    await expect(withStampSlot(async () => 'later')).resolves.toBe('later');
  });

  it('counts pages within the limits: 2 000 pages pass, 5 000 (one shared content stream, 300 KB) are refused with 422', async () => {
    await expect(assertPdfPageLimit(manyPagePdf(2000), TIME_LIMIT_MS)).resolves.toBeUndefined();
    await expect(assertPdfPageLimit(manyPagePdf(5000), TIME_LIMIT_MS)).rejects.toMatchObject({ statusCode: 422, message: PACK_MESSAGES.tooManyPages });
  });

  it('ends a stamp past its time limit with 422 "too large to stamp"; the next stamp still works', async () => {
    await expect(stampWithLimit(manyPagePdf(10_000), 'x', 500)).rejects.toMatchObject({ statusCode: 422, message: PACK_MESSAGES.tooLargeToStamp });
    expect((await PDFDocument.load(await stampPdf(await samplePdf(1), 'after'))).getPageCount()).toBe(1);
  });
});
