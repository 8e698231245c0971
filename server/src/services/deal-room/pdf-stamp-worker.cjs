// @ts-check
// Runs in a worker thread of the stamping pool (pdf-stamp.ts): plain JavaScript, so the same
// file serves development (tsx), tests and the built server (copied beside dist/server.js).
const { PDFDocument, rgb, StandardFonts } = require('pdf-lib');

/** Size of the stamp's text, in points. */
const STAMP_FONT_SIZE = 8;
/** Distance of the stamp from the page's bottom left corner, in points. */
const STAMP_MARGIN = 14;

/**
 * Writes `text` at the foot of every page of a PDF. The standard Helvetica font has only the
 * WinAnsi characters: accents are dropped and anything else becomes `?`, so a name in another
 * script still stamps. Rejects when the file cannot be read as a PDF (damaged, or encrypted so
 * it cannot be changed).
 * @param {{ pdf: Uint8Array, text: string }} task
 * @returns {Promise<Uint8Array>}
 */
module.exports = async function stampPdf({ pdf, text }) {
  const document = await PDFDocument.load(pdf);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const known = new Set(font.getCharacterSet());
  const printable = [...text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')].map((character) => (known.has(character.codePointAt(0) ?? 0) ? character : '?')).join('');
  for (const page of document.getPages()) {
    const { x, y } = page.getCropBox();
    page.drawText(printable, { x: x + STAMP_MARGIN, y: y + STAMP_MARGIN, size: STAMP_FONT_SIZE, font, color: rgb(0.75, 0.05, 0.05) });
  }
  return document.save();
};
