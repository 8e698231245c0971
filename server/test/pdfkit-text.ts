import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF made by PDFKit with an embedded font (the invoices, certificates and SIP 16
 * evidence), as a reader would copy it: each font's glyph codes mapped back through its
 * ToUnicode map. The lines are joined by spaces and runs of white space folded, so a value that
 * wraps onto the next line reads as one phrase.
 */

const objectsOf = (pdf: string) => new Map([...pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)].map(([, id, body]) => [id, body]));

/** A stream's bytes, cut by the /Length PDFKit writes: compressed bytes may end in \r, which a search for "\r?\nendstream" would drop. */
function streamOf(body: string): string {
  const start = /stream\r?\n/.exec(body);
  const length = /\/Length (\d+)\b/.exec(body);
  if (!start || !length) return '';
  const from = start.index + start[0].length;
  const raw = Buffer.from(body.slice(from, from + Number(length[1])), 'latin1');
  return /\/FlateDecode/.test(body) ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
}

/** A ToUnicode CMap as code -> text (its bfrange arrays and ranges, and bfchar entries). */
function cmapOf(source: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, from, list] of source.matchAll(/<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
    [...list.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, hex], index) => map.set(parseInt(from, 16) + index, unicode(hex)));
  }
  for (const [, from, to, start] of source.matchAll(/^<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*$/gm)) {
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) map.set(code, String.fromCharCode(parseInt(start, 16) + code - parseInt(from, 16)));
  }
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, hex] of block[1].matchAll(/^<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*$/gm)) map.set(parseInt(code, 16), unicode(hex));
  }
  return map;
}

export function pdfkitText(pdf: Buffer): string {
  const objects = objectsOf(pdf.toString('latin1'));
  // Font resource names (/F1, /F2 ...) -> their ToUnicode map; PDFKit names each font once per document.
  const cmaps = new Map<string, Map<number, string>>();
  for (const body of objects.values()) {
    for (const [, name, id] of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id) ?? '');
      if (toUnicode) cmaps.set(name, cmapOf(streamOf(objects.get(toUnicode[1]) ?? '')));
    }
  }
  const pages = [...objects.values()].filter((body) => /\/Type \/Page\b/.test(body));
  const lines: string[] = [];
  for (const page of pages) {
    const contents = /\/Contents (\d+) 0 R/.exec(page);
    const content = contents ? streamOf(objects.get(contents[1]) ?? '') : '';
    let cmap = new Map<number, string>();
    for (const [, font, array, single] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (font) cmap = cmaps.get(font) ?? new Map();
      const hexes = array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => hex) : single !== undefined ? [single] : [];
      if (hexes.length) lines.push(hexes.map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => cmap.get(parseInt(code, 16)) ?? '\uFFFD').join('')).join(''));
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}
