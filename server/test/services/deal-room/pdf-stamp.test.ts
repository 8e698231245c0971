import { PDFDocument } from 'pdf-lib';
import { closeStampPool, STAMP_SLOTS, stampPdf, withStampSlot } from '../../../src/services/deal-room/pdf-stamp';
import { samplePdf } from '../../factories/deal-room';
import { pdfDrawnText } from '../../pdf-drawn-text';

afterAll(closeStampPool);

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
    await expect(stampPdf(new TextEncoder().encode('%PDF-1.7 but nothing else'), 'x')).rejects.toThrow();
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
});
