// @ts-check
// The buyer's stamp as an incremental update (loaded by pdf-stamp-worker.cjs): a stamp plan is
// read once per stored PDF, then each buyer's stamp is a few kilobytes of new objects appended to
// the original bytes, so a stamped download costs about as much as the original's.
const { PDFArray, PDFContext, PDFDict, PDFDocument, PDFName, PDFNumber, PDFObjectParser, PDFRawStream, PDFRef, PDFXRefStreamParser } = require('pdf-lib');

/** Size of the stamp's text, in points. */
const STAMP_FONT_SIZE = 8;
/** Distance of the stamp from the page's crop box's bottom left corner, in points. */
const STAMP_MARGIN = 14;
/** Cross-reference sections followed from the last one (`/Prev`, `/XRefStm`) before a file is taken as broken. */
const MAX_XREF_SECTIONS = 1000;
/** Where `startxref` is looked for: the end of the file. */
const TAIL_BYTES = 2048;

/**
 * @typedef {{ type: 1, offset: number, generation: number } | { type: 2, stream: number } | { type: 0 }} XrefEntry
 * @typedef {{ object: number, generation: number, dict: string, box: number }} PlannedPage
 * @typedef {{ kind: 'increment', fileBytes: number, startxref: number, size: number, xrefStream: boolean, trailer: string, fontPrefix: string, boxes: [number, number][], pages: PlannedPage[] }} IncrementPlan
 * @typedef {{ kind: 'rewrite', reason: string }} RewritePlan
 * @typedef {IncrementPlan | RewritePlan} StampPlan
 * @typedef {{ runs: { fontKey: string, hexString: string }[], fonts: { fontKey: string, ref: PDFRef }[] }} StampFonts
 */

/** A file this module does not append to: stamped by a full rewrite instead. */
class NotIncremental extends Error {}

const latin1 = (/** @type {Uint8Array} */ bytes, /** @type {number} */ start, /** @type {number} */ end) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', start, end);
const isWhite = (/** @type {number} */ byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

/** The offset of the last `startxref` of the file. @param {Uint8Array} bytes */
function lastStartxref(bytes) {
  const from = Math.max(0, bytes.length - TAIL_BYTES);
  const found = [...latin1(bytes, from, bytes.length).matchAll(/startxref\s+(\d+)/g)].pop();
  if (!found) throw new NotIncremental('no startxref');
  return Number(found[1]);
}

/** The object parser of pdf-lib at `offset`, its position past leading white space. @param {Uint8Array} bytes @param {number} offset @param {PDFContext} context */
const parserAt = (bytes, offset, context) => PDFObjectParser.forBytes(bytes.subarray(offset), context);

/**
 * One classic cross-reference table (`xref` … `trailer << >>`) at `offset`.
 * @param {Uint8Array} bytes @param {number} offset @param {PDFContext} context
 * @returns {{ entries: [number, XrefEntry][], trailer: PDFDict }}
 */
function classicSection(bytes, offset, context) {
  const trailerAt = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf('trailer', offset, 'latin1');
  if (trailerAt < 0) throw new NotIncremental('xref table without trailer');
  const tokens = latin1(bytes, offset + 4, trailerAt).trim().split(/\s+/).filter(Boolean);
  /** @type {[number, XrefEntry][]} */
  const entries = [];
  for (let at = 0; at < tokens.length; ) {
    const [first, count] = [Number(tokens[at]), Number(tokens[at + 1])];
    if (!Number.isInteger(first) || !Number.isInteger(count) || count < 0 || at + 2 + count * 3 > tokens.length) throw new NotIncremental('malformed xref table');
    at += 2;
    for (let n = 0; n < count; n += 1, at += 3) {
      const [offsetToken, generationToken, kind] = [tokens[at], tokens[at + 1], tokens[at + 2]];
      if (!/^\d+$/.test(offsetToken) || !/^\d+$/.test(generationToken) || (kind !== 'n' && kind !== 'f')) throw new NotIncremental('malformed xref entry');
      entries.push([first + n, kind === 'n' ? { type: 1, offset: Number(offsetToken), generation: Number(generationToken) } : { type: 0 }]);
    }
  }
  const trailer = parserAt(bytes, trailerAt + 'trailer'.length, context).parseObject();
  if (!(trailer instanceof PDFDict)) throw new NotIncremental('trailer is not a dictionary');
  return { entries, trailer };
}

/**
 * One cross-reference stream (`n g obj << /Type /XRef >> stream`) at `offset`.
 * @param {Uint8Array} bytes @param {number} offset @param {PDFContext} context
 * @returns {{ entries: [number, XrefEntry][], trailer: PDFDict }}
 */
function streamSection(bytes, offset, context) {
  const header = /^\s*(\d+)\s+(\d+)\s+obj/.exec(latin1(bytes, offset, Math.min(bytes.length, offset + 64)));
  if (!header) throw new NotIncremental('startxref points at nothing');
  const stream = parserAt(bytes, offset + header[0].length, context).parseObject();
  if (!(stream instanceof PDFRawStream) || stream.dict.lookup(PDFName.of('Type')) !== PDFName.of('XRef')) throw new NotIncremental('startxref points at no xref stream');
  const parsed = PDFXRefStreamParser.forStream(stream).parseIntoContext();
  /** @type {[number, XrefEntry][]} */
  const entries = parsed.map(({ ref, offset: at, deleted, inObjectStream }) => [
    ref.objectNumber,
    deleted ? { type: 0 } : inObjectStream ? { type: 2, stream: at } : { type: 1, offset: at, generation: ref.generationNumber },
  ]);
  return { entries, trailer: stream.dict };
}

/** A section's offset from a trailer's entry, or undefined. @param {PDFDict} trailer @param {string} key */
function offsetIn(trailer, key) {
  const value = trailer.get(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}

/**
 * The file's cross-reference data as a reader that follows it sees it: every object's newest
 * entry, the last trailer and whether the last section is a stream. Throws NotIncremental when a
 * section is missing or malformed, or an entry points at anything but its own object.
 * @param {Uint8Array} bytes
 */
function crossReference(bytes) {
  const context = PDFContext.create();
  const startxref = lastStartxref(bytes);
  /** @type {Map<number, XrefEntry>} */
  const entries = new Map();
  /** @type {PDFDict | undefined} */
  let lastTrailer;
  let xrefStream = false;
  const queue = [startxref];
  const seen = new Set();
  while (queue.length) {
    const offset = /** @type {number} */ (queue.shift());
    if (seen.has(offset) || seen.size >= MAX_XREF_SECTIONS || offset >= bytes.length) throw new NotIncremental('xref chain loops or leaves the file');
    seen.add(offset);
    let start = offset;
    while (start < bytes.length && isWhite(bytes[start])) start += 1;
    const classic = latin1(bytes, start, start + 4) === 'xref';
    const section = classic ? classicSection(bytes, start, context) : streamSection(bytes, start, context);
    if (!lastTrailer) [lastTrailer, xrefStream] = [section.trailer, !classic];
    for (const [object, entry] of section.entries) if (!entries.has(object)) entries.set(object, entry);
    const hybrid = classic ? offsetIn(section.trailer, 'XRefStm') : undefined;
    const previous = offsetIn(section.trailer, 'Prev');
    queue.push(...[hybrid, previous].filter(/** @returns {n is number} */ (n) => n !== undefined));
  }
  for (const [object, entry] of entries) {
    if (object === 0 || entry.type === 0) continue;
    if (entry.type === 2) {
      if (entries.get(entry.stream)?.type !== 1) throw new NotIncremental(`object ${object} is in a missing object stream`);
      continue;
    }
    const header = /^\s*(\d+)\s+(\d+)\s+obj/.exec(latin1(bytes, entry.offset, Math.min(bytes.length, entry.offset + 48)));
    if (!header || Number(header[1]) !== object || Number(header[2]) !== entry.generation) throw new NotIncremental(`xref entry of object ${object} points elsewhere`);
  }
  return { startxref, entries, trailer: /** @type {PDFDict} */ (lastTrailer), xrefStream };
}

/** `/Key value` of every entry of a dictionary but those named. @param {PDFDict} dict @param {string[]} except */
function entriesText(dict, except = []) {
  return dict
    .entries()
    .filter(([key]) => !except.includes(key.decodeText()))
    .map(([key, value]) => `${key.toString()} ${value.toString()}`)
    .join(' ');
}

/** Where a buyer's stamp fonts go in a planned page's dictionary. */
const FONTS_SLOT = '\u0001fonts\u0001';

/**
 * What a buyer's stamp needs of a stored PDF, read once: each page's object number and its
 * dictionary as text with its inherited attributes resolved (Resources, MediaBox, CropBox,
 * Rotate), the corner the stamp is placed at, and the cross-reference data a new section points
 * back to. `kind: 'rewrite'` for a file an update cannot be appended to (encrypted, header not at
 * the start, cross-reference data missing, broken or out of step with the objects).
 * @param {Uint8Array} bytes
 * @returns {Promise<StampPlan>}
 */
async function stampPlanOf(bytes) {
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  try {
    if (document.isEncrypted) throw new NotIncremental('encrypted');
    if (latin1(bytes, 0, 5) !== '%PDF-') throw new NotIncremental('header not at the start');
    const { startxref, entries, trailer, xrefStream } = crossReference(bytes);
    const root = trailer.get(PDFName.of('Root'));
    if (!(root instanceof PDFRef) || root !== document.context.trailerInfo.Root) throw new NotIncremental('catalog differs from the trailer');
    let size = Math.max(offsetIn(trailer, 'Size') ?? 0, document.context.largestObjectNumber + 1);
    for (const object of entries.keys()) size = Math.max(size, object + 1);
    const pages = document.getPages();
    const fontKeys = pages.flatMap((page) => page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict)?.keys().map((key) => key.decodeText()) ?? []);
    let fontPrefix = 'StampF';
    while (fontKeys.some((key) => key.startsWith(fontPrefix))) fontPrefix += 'x';
    /** @type {Map<string, number>} */
    const boxes = new Map();
    /** @type {PlannedPage[]} */
    const planned = [];
    const seen = new Set();
    for (const page of pages) {
      const { node, ref } = page;
      if (seen.has(ref)) continue;
      seen.add(ref);
      const entry = entries.get(ref.objectNumber);
      if (!entry || entry.type === 0 || (entry.type === 1 ? entry.generation : 0) !== ref.generationNumber) throw new NotIncremental(`page ${ref} is not in the xref`);
      const { x, y } = page.getCropBox();
      const corner = `${x + STAMP_MARGIN} ${y + STAMP_MARGIN}`;
      if (!boxes.has(corner)) boxes.set(corner, boxes.size);
      const resources = node.Resources();
      const fonts = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
      const contents = node.get(PDFName.of('Contents'));
      const resolved = contents instanceof PDFRef ? document.context.lookup(contents) : contents;
      const contentRefs = resolved instanceof PDFArray ? resolved.asArray() : contents ? [contents] : [];
      if (contentRefs.some((part) => !(part instanceof PDFRef))) throw new NotIncremental('page contents are not streams');
      const cropBox = node.CropBox();
      const rotate = node.Rotate();
      const dict = [
        '<<',
        entriesText(node, ['Contents', 'Resources', 'MediaBox', 'CropBox', 'Rotate']),
        `/MediaBox ${node.MediaBox().toString()}`,
        cropBox ? `/CropBox ${cropBox.toString()}` : '',
        rotate ? `/Rotate ${rotate.toString()}` : '',
        `/Resources << ${resources ? entriesText(resources, ['Font']) : ''} /Font << ${fonts ? entriesText(fonts) : ''} ${FONTS_SLOT} >> >>`,
        `/Contents [${size} 0 R ${contentRefs.map(String).join(' ')} ${size + 1} 0 R ${size + 2 + /** @type {number} */ (boxes.get(corner))} 0 R]`,
        '>>',
      ]
        .filter(Boolean)
        .join(' ');
      planned.push({ object: ref.objectNumber, generation: ref.generationNumber, dict, box: /** @type {number} */ (boxes.get(corner)) });
    }
    const trailerText = ['Root', 'Info', 'ID'].flatMap((key) => {
      const value = trailer.get(PDFName.of(key));
      return value ? [`/${key} ${value.toString()}`] : [];
    });
    return {
      kind: 'increment',
      fileBytes: bytes.length,
      startxref,
      size,
      xrefStream,
      trailer: trailerText.join(' '),
      fontPrefix,
      boxes: [...boxes.keys()].map((corner) => /** @type {[number, number]} */ (corner.split(' ').map(Number))),
      pages: planned,
    };
  } catch (error) {
    if (error instanceof NotIncremental) return { kind: 'rewrite', reason: error.message };
    throw error;
  }
}

/** A number as PDF content writes it (no exponent). @param {number} n */
const pdfNumber = (n) => String(Number(n.toFixed(4)));

/**
 * The bytes appended to the original for one buyer: the fonts `embedFonts` puts into a scratch
 * document (numbered after the original's objects), a `q` and a `Q` stream that wrap the original
 * contents (which may leave a transformed graphics state), one stamp stream per corner, each page
 * again with those streams and fonts, and a cross-reference section (a table, or a stream when the
 * original's last one is) whose `/Prev` is the original's.
 * @param {IncrementPlan} plan
 * @param {(document: PDFDocument, fontPrefix: string) => Promise<StampFonts>} embedFonts
 * @returns {Promise<Uint8Array>}
 */
async function appendedStamp(plan, embedFonts) {
  const { size, boxes, pages, fileBytes } = plan;
  const firstFont = size + 2 + boxes.length;
  const scratch = await PDFDocument.create({ updateMetadata: false });
  scratch.context.largestObjectNumber = firstFont - 1;
  const { runs, fonts } = await embedFonts(scratch, plan.fontPrefix);
  /** @type {Buffer[]} */
  const parts = [];
  let length = 0;
  /** @type {[number, number, number][]} object, generation, offset */
  const written = [];
  const push = (/** @type {Buffer} */ part) => {
    parts.push(part);
    length += part.length;
  };
  const object = (/** @type {number} */ number, /** @type {number} */ generation, /** @type {Buffer} */ body) => {
    written.push([number, generation, fileBytes + length]);
    push(Buffer.from(`${number} ${generation} obj\n`, 'latin1'));
    push(body);
    push(Buffer.from('\nendobj\n', 'latin1'));
  };
  const stream = (/** @type {string} */ content) => Buffer.from(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`, 'latin1');

  push(Buffer.from('\n', 'latin1'));
  object(size, 0, stream('q'));
  object(size + 1, 0, stream('Q'));
  const shown = runs.map(({ fontKey, hexString }) => `/${fontKey} ${STAMP_FONT_SIZE} Tf ${hexString} Tj`).join('\n');
  boxes.forEach(([x, y], index) => object(size + 2 + index, 0, stream(`q\nBT\n0.75 0.05 0.05 rg\n${pdfNumber(x)} ${pdfNumber(y)} Td\n${shown}\nET\nQ`)));
  const fontObjects = scratch.context.enumerateIndirectObjects().filter(([ref]) => ref.objectNumber >= firstFont);
  for (const [ref, value] of fontObjects) {
    const body = Buffer.alloc(value.sizeInBytes());
    value.copyBytesInto(body, 0);
    object(ref.objectNumber, ref.generationNumber, body);
  }
  const fontsText = fonts.map(({ fontKey, ref }) => `/${fontKey} ${ref}`).join(' ');
  for (const page of pages) object(page.object, page.generation, Buffer.from(page.dict.replace(FONTS_SLOT, fontsText), 'latin1'));

  const nextNumber = scratch.context.largestObjectNumber + 1;
  if (plan.xrefStream) appendXrefStream(plan, written, nextNumber, fileBytes + length, push);
  else appendXrefTable(plan, written, nextNumber, fileBytes + length, push);
  return Buffer.concat(parts, length);
}

/** Consecutive object numbers in runs: [first, count][] and the entries in that order. @param {[number, number, number][]} written */
function subsections(written) {
  const sorted = [...written].sort((a, b) => a[0] - b[0]);
  /** @type {[number, number][]} */
  const ranges = [];
  for (const [number] of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && last[0] + last[1] === number) last[1] += 1;
    else ranges.push([number, 1]);
  }
  return { ranges, sorted };
}

/**
 * A classic cross-reference table and trailer for the written objects.
 * @param {IncrementPlan} plan @param {[number, number, number][]} written @param {number} size @param {number} at @param {(part: Buffer) => void} push
 */
function appendXrefTable(plan, written, size, at, push) {
  const { ranges, sorted } = subsections(written);
  const lines = ['xref', '0 1', '0000000000 65535 f\r'];
  let index = 0;
  for (const [first, count] of ranges) {
    lines.push(`${first} ${count}`);
    for (let n = 0; n < count; n += 1, index += 1) {
      const [, generation, offset] = sorted[index];
      lines.push(`${String(offset).padStart(10, '0')} ${String(generation).padStart(5, '0')} n\r`);
    }
  }
  lines.push('trailer', `<< /Size ${size} /Prev ${plan.startxref} ${plan.trailer} >>`, 'startxref', String(at), '%%EOF', '');
  push(Buffer.from(lines.join('\n'), 'latin1'));
}

/**
 * A cross-reference stream (uncompressed, with its own entry) for the written objects.
 * @param {IncrementPlan} plan @param {[number, number, number][]} written @param {number} number @param {number} at @param {(part: Buffer) => void} push
 */
function appendXrefStream(plan, written, number, at, push) {
  const { ranges, sorted } = subsections([...written, [number, 0, at]]);
  const rows = Buffer.alloc(sorted.length * 7);
  sorted.forEach(([, generation, offset], index) => {
    rows.writeUInt8(1, index * 7);
    rows.writeUInt32BE(offset, index * 7 + 1);
    rows.writeUInt16BE(generation, index * 7 + 5);
  });
  const dict = `<< /Type /XRef /Size ${number + 1} /W [1 4 2] /Index [${ranges.flat().join(' ')}] /Prev ${plan.startxref} ${plan.trailer} /Length ${rows.length} >>`;
  push(Buffer.from(`${number} 0 obj\n${dict}\nstream\n`, 'latin1'));
  push(rows);
  push(Buffer.from(`\nendstream\nendobj\nstartxref\n${at}\n%%EOF\n`, 'latin1'));
}

module.exports = { STAMP_FONT_SIZE, STAMP_MARGIN, stampPlanOf, appendedStamp };
