import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** Size of the stamp's text, in points. */
const STAMP_FONT_SIZE = 8;
/** Distance of the stamp from the page's bottom left corner, in points. */
const STAMP_MARGIN = 14;

/**
 * Writes `text` at the foot of every page of a PDF (pdf-lib). The standard Helvetica font has
 * only the WinAnsi characters: accents are dropped and anything else becomes `?`, so a
 * name in another script still stamps. Throws when the file cannot be read as a PDF
 * (damaged, or encrypted so it cannot be changed).
 */
export async function stampPdf(pdf: Uint8Array, text: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const known = new Set(font.getCharacterSet());
  const printable = [...text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')].map((character) => (known.has(character.codePointAt(0) ?? 0) ? character : '?')).join('');
  for (const page of document.getPages()) {
    const { x, y } = page.getCropBox();
    page.drawText(printable, { x: x + STAMP_MARGIN, y: y + STAMP_MARGIN, size: STAMP_FONT_SIZE, font, color: rgb(0.75, 0.05, 0.05) });
  }
  return document.save();
}
