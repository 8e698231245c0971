// @ts-check
// Loaded by pdf-stamp-worker.cjs.
const { inflateSync } = require('node:zlib');

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps (each table inflated, the table
 * directory rewritten). fontkit reads a WOFF's table again, inflating it, on every glyph it looks
 * up, so subsetting the stamp's fonts from the WOFF files took a few hundred milliseconds a stamp;
 * from the plain file it takes a few.
 * @param {Buffer} woff
 * @returns {Buffer}
 */
function sfntOfWoff(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const at = 44 + index * 20;
    const [offset, compressed, original] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compressed < original ? inflateSync(stored) : stored };
  });
  let end = 12 + tableCount * 16;
  const placed = tables.map((table) => {
    const at = end;
    end += (table.data.length + 3) & ~3;
    return { ...table, at };
  });
  const sfnt = Buffer.alloc(end);
  const power = 2 ** Math.floor(Math.log2(tableCount));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(tableCount * 16 - power * 16, 10);
  placed.forEach((table, index) => {
    const at = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(table.at, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, table.at);
  });
  return sfnt;
}

module.exports = { sfntOfWoff };
