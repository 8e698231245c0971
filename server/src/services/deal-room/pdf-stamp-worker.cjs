// @ts-check
// Runs in a worker thread of the stamping pool (pdf-stamp.ts): plain JavaScript, so the same
// file serves development (tsx), tests and the built server (copied beside dist/server.js).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const fontkit = require('@pdf-lib/fontkit');
const { sfntOfWoff } = require('./pdf-stamp-sfnt.cjs');
const { STAMP_FONT_SIZE, STAMP_MARGIN, stampPlanOf, appendedStamp } = require('./pdf-stamp-increment.cjs');
const { PDFDocument, beginText, endText, moveText, popGraphicsState, pushGraphicsState, setFillingRgbColor, setFontAndSize, showText } = require('pdf-lib');

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
    const bytes = sfntOfWoff(readFileSync(path.join(INTER_FILES, `inter-${script}-400-normal.woff`)));
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
 * The stamp's fonts embedded into `document` (subsets: only the glyphs used) and `text` encoded in
 * them, run by run, each font under a resource name made with `keyOf`.
 * @param {import('pdf-lib').PDFDocument} document
 * @param {string} text
 * @param {(font: import('pdf-lib').PDFFont, face: number) => string} keyOf
 */
async function embeddedRuns(document, text, keyOf) {
  document.registerFontkit(sharedFontkit);
  const runs = runsOf(text);
  /** @type {Map<number, { font: import('pdf-lib').PDFFont, fontKey: string }>} */
  const fonts = new Map();
  for (const { face } of runs) {
    if (fonts.has(face)) continue;
    const font = await document.embedFont(interFaces()[face].bytes, { subset: true });
    fonts.set(face, { font, fontKey: keyOf(font, face) });
  }
  const encoded = runs.map((run) => {
    const { font, fontKey } = /** @type {{ font: import('pdf-lib').PDFFont, fontKey: string }} */ (fonts.get(run.face));
    return { font, fontKey, hex: font.encodeText(run.text) };
  });
  return { encoded, fonts: [...fonts.values()] };
}

/**
 * Writes `text` at the foot of every page of a PDF by writing the whole file again (pdf-lib 1.17
 * cannot append an update, and @cantoo/pdf-lib's `saveIncremental` (2.11) took 11 s for 500 pages):
 * for the files `stampIncrement` cannot append to. Only the glyphs used are embedded (subsets), so
 * a stamped file grows by a few kilobytes. Rejects when the file cannot be read as a PDF (damaged,
 * or encrypted so it cannot be changed).
 * @param {{ pdf: string | Uint8Array, text: string }} task
 * @returns {Promise<Uint8Array>}
 */
async function stampPdf({ pdf, text }) {
  const document = await PDFDocument.load(bytesOf(pdf));
  const { encoded, fonts } = await embeddedRuns(document, text, (font) => font.name);
  for (const page of document.getPages()) {
    const { x, y } = page.getCropBox();
    const keys = new Map(fonts.map(({ font }) => [font, page.node.newFontDictionary(font.name, font.ref)]));
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

/**
 * The stamp plan of a PDF (`pdf-stamp-increment.cjs`) as JSON; rejects when the file cannot be read as a PDF.
 * @param {{ pdf: string | Uint8Array }} task
 */
async function stampPlan({ pdf }) {
  return JSON.stringify(await stampPlanOf(bytesOf(pdf)));
}

/**
 * The bytes appended for `text` by an increment plan.
 * @param {import('./pdf-stamp-increment.cjs').IncrementPlan} plan
 * @param {string} text
 */
function appendedStampOf(plan, text) {
  return appendedStamp(plan, async (document, fontPrefix) => {
    const { encoded, fonts } = await embeddedRuns(document, text, (_font, face) => `${fontPrefix}${face}`);
    await Promise.all(fonts.map(({ font }) => font.embed()));
    return {
      runs: encoded.map(({ fontKey, hex }) => ({ fontKey, hexString: hex.toString() })),
      fonts: fonts.map(({ font, fontKey }) => ({ fontKey, ref: font.ref })),
    };
  });
}

/**
 * A buyer's stamp of a PDF whose plan is in the file `plan`: the bytes to append to the original
 * (`appended`), or the whole stamped file (`whole`) when the plan says it must be written again.
 * @param {{ pdf: string | Uint8Array, plan: string, text: string }} task
 * @returns {Promise<{ appended: Uint8Array } | { whole: Uint8Array }>}
 */
async function stampIncrement({ pdf, plan, text }) {
  /** @type {import('./pdf-stamp-increment.cjs').StampPlan} */
  const read = JSON.parse(readFileSync(plan, 'utf8'));
  if (read.kind === 'rewrite') return { whole: await stampPdf({ pdf, text }) };
  return { appended: await appendedStampOf(read, text) };
}

/** The number of pages of a PDF; rejects when it cannot be read as one. @param {{ pdf: string | Uint8Array }} task */
async function countPages({ pdf }) {
  const document = await PDFDocument.load(bytesOf(pdf), { ignoreEncryption: true, updateMetadata: false });
  return document.getPageCount();
}

/**
 * A thread's first stamp reads the faces and runs pdf-lib's code cold: about 120 ms, against 10 ms
 * warm. A stamp of a one-page PDF as the thread starts (the pool keeps its threads) spends that
 * before any buyer waits on it.
 */
async function warmUp() {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage([595, 842]);
  const plan = await stampPlanOf(await document.save());
  if (plan.kind === 'increment') await appendedStampOf(plan, 'Confidential — released to A Buyer, A Company Ltd on 1 January 2026');
}
warmUp().catch(() => undefined);

module.exports = { stampPdf, stampPlan, stampIncrement, countPages };
