// @ts-check
// Runs in a worker thread of the stamping pool (pdf-stamp.ts): plain JavaScript, so the same
// file serves development (tsx), tests and the built server (copied beside dist/server.js).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const fontkit = require('@pdf-lib/fontkit');
const { PDFDocument, beginText, endText, moveText, popGraphicsState, pushGraphicsState, setFillingRgbColor, setFontAndSize, showText } = require('pdf-lib');

/** Size of the stamp's text, in points. */
const STAMP_FONT_SIZE = 8;
/** Distance of the stamp from the page's bottom left corner, in points. */
const STAMP_MARGIN = 14;
/** Drawn for a character none of the faces has. */
const MISSING = '?';

/*
 * The stamp is set in Inter, the face of the SIP 16 evidence, from the files @fontsource ships:
 * one per script (found through node_modules, from the source and from dist alike). A character
 * is drawn with the first face that has it, so "Zoë Łukasiewicz, Ωmega Ltd" keeps every letter.
 */
const INTER_FILES = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
const INTER_SCRIPTS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];

/** @type {{ bytes: Buffer, face: { hasGlyphForCodePoint(codePoint: number): boolean } }[] | undefined} */
let faces;
/** The faces, read once per worker thread. */
function interFaces() {
  faces ??= INTER_SCRIPTS.map((script) => {
    const bytes = readFileSync(path.join(INTER_FILES, `inter-${script}-400-normal.woff`));
    return { bytes, face: fontkit.create(bytes) };
  });
  return faces;
}

/**
 * fontkit as pdf-lib calls it, handing back the faces already read rather than reading a file
 * again for every PDF (that halves the time of a stamp).
 * @type {import('pdf-lib/cjs/types/fontkit').Fontkit}
 */
const sharedFontkit = {
  create: (bytes, postscriptName) => /** @type {any} */ (interFaces().find((entry) => entry.bytes === bytes)?.face) ?? fontkit.create(bytes, postscriptName),
};

/** The first face with every character of `text`, or -1. @param {string} text */
function faceFor(text) {
  return interFaces().findIndex(({ face }) => [...text].every((character) => face.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)));
}

/**
 * `text` cut into runs of one face each. A character no face has is drawn without its accents
 * when that helps, and as `?` otherwise.
 * @param {string} text
 * @returns {{ face: number, text: string }[]}
 */
function runsOf(text) {
  /** @type {{ face: number, text: string }[]} */
  const runs = [];
  for (const character of text.normalize('NFC')) {
    const plain = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    let [drawn, face] = [character, faceFor(character)];
    if (face === -1 && plain) [drawn, face] = [plain, faceFor(plain)];
    if (face === -1) [drawn, face] = [MISSING, faceFor(MISSING)];
    const last = runs[runs.length - 1];
    if (last?.face === face) last.text += drawn;
    else runs.push({ face, text: drawn });
  }
  return runs;
}

/** A PDF handed over by its path (the worker reads it, so its bytes never pass through the API's thread) or its bytes. @param {string | Uint8Array} pdf */
const bytesOf = (pdf) => (typeof pdf === 'string' ? readFileSync(pdf) : pdf);

/**
 * Writes `text` at the foot of every page of a PDF, in one line of text whose runs switch face
 * where the script does. Only the glyphs used are embedded (subsets), so a stamped file grows
 * by a few kilobytes. The whole file is written again: pdf-lib 1.17 cannot append an incremental
 * update, and @cantoo/pdf-lib's `saveIncremental` (2.11) took 11 s for 500 pages (quadratic).
 * Rejects when the file cannot be read as a PDF (damaged, or encrypted so it cannot be changed).
 * @param {{ pdf: string | Uint8Array, text: string }} task
 * @returns {Promise<Uint8Array>}
 */
async function stampPdf({ pdf, text }) {
  const document = await PDFDocument.load(bytesOf(pdf));
  document.registerFontkit(sharedFontkit);
  const runs = runsOf(text);
  /** @type {Map<number, import('pdf-lib').PDFFont>} */
  const fonts = new Map();
  for (const { face } of runs) if (!fonts.has(face)) fonts.set(face, await document.embedFont(interFaces()[face].bytes, { subset: true }));
  const encoded = runs.map((run) => ({ font: /** @type {import('pdf-lib').PDFFont} */ (fonts.get(run.face)), hex: /** @type {import('pdf-lib').PDFFont} */ (fonts.get(run.face)).encodeText(run.text) }));
  for (const page of document.getPages()) {
    const { x, y } = page.getCropBox();
    const keys = new Map([...fonts.values()].map((font) => [font, page.node.newFontDictionary(font.name, font.ref)]));
    page.pushOperators(
      pushGraphicsState(),
      beginText(),
      setFillingRgbColor(0.75, 0.05, 0.05),
      moveText(x + STAMP_MARGIN, y + STAMP_MARGIN),
      ...encoded.flatMap(({ font, hex }) => [setFontAndSize(/** @type {import('pdf-lib').PDFName} */ (keys.get(font)), STAMP_FONT_SIZE), showText(hex)]),
      endText(),
      popGraphicsState(),
    );
  }
  return document.save();
}

/** The number of pages of a PDF; rejects when it cannot be read as one. @param {{ pdf: string | Uint8Array }} task */
async function countPages({ pdf }) {
  const document = await PDFDocument.load(bytesOf(pdf), { ignoreEncryption: true, updateMetadata: false });
  return document.getPageCount();
}

module.exports = { stampPdf, countPages };
