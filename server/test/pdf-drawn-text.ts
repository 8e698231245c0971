import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/*
 * The text pdf-lib drew on a PDF's pages (the deal room's stamp), as a reader would copy it:
 * standard fonts read as WinAnsi, embedded fonts through their ToUnicode map. Plain pdf-lib, so
 * the API tests and the journeys share it.
 */

/** The characters of a font's ToUnicode map (the `beginbfchar` pairs pdf-lib writes), by code in hex. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(code.toUpperCase(), Buffer.from(unicode, 'hex').swap16().toString('utf16le'));
  }
  return map;
}

const streamText = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** A hex string of `Tj` as text: by the font's ToUnicode map (two bytes a glyph), or WinAnsi for a standard font. */
function showTextDecoder(toUnicode: Map<string, string> | null): (hex: string) => string {
  if (!toUnicode) return (hex) => Buffer.from(hex, 'hex').toString('latin1').replace(/\u0097/g, '—');
  return (hex) => (hex.toUpperCase().match(/.{4}/g) ?? []).map((code) => toUnicode.get(code) ?? '\ufffd').join('');
}

/**
 * Text drawn on a PDF's pages by pdf-lib, one line per text object (`BT` … `ET`, whose `Tj`
 * runs may switch font): standard fonts read as WinAnsi, embedded ones through their ToUnicode map.
 */
export async function pdfDrawnText(pdf: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(pdf);
  const lines: string[] = [];
  for (const page of document.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const decoders = new Map<string, (hex: string) => string>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const toUnicode = document.context.lookup(ref, PDFDict).lookup(PDFName.of('ToUnicode'));
      decoders.set(name.asString(), showTextDecoder(toUnicode instanceof PDFRawStream ? toUnicodeMap(streamText(toUnicode)) : null));
    }
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    const streams = parts.filter((part): part is PDFRawStream => part instanceof PDFRawStream);
    const content = streams.map(streamText).join('\n');
    for (const [, textObject] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let decode = showTextDecoder(null);
      let line = '';
      for (const [, fontName, hex] of textObject.matchAll(/(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (fontName) decode = decoders.get(fontName) ?? decode;
        else line += decode(hex);
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
