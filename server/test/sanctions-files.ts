import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The made-up UK Sanctions List in both published formats (server/fixtures/sanctions, one seed). */
export const SANCTIONS_FIXTURE_DIR = path.resolve(__dirname, '../fixtures/sanctions');
export const FIXTURE_CSV_PATH = path.join(SANCTIONS_FIXTURE_DIR, 'uk-sanctions-list.csv');
export const FIXTURE_XML_PATH = path.join(SANCTIONS_FIXTURE_DIR, 'uk-sanctions-list.xml');
export const fixtureCsv = () => readFileSync(FIXTURE_CSV_PATH, 'utf8');
export const fixtureXml = () => readFileSync(FIXTURE_XML_PATH, 'utf8');

/** What the fixture lists (checked against both files by the parser tests). */
export const FIXTURE_COUNTS = { designations: 300, names: 1181, publishedOn: '2026-11-15' };

/** The fixture's CSV lines (the report-date line and the header first); its rows never quote the first two cells. */
export const csvLines = (csv = fixtureCsv()) => csv.split('\r\n');
const uniqueIdOf = (line: string) => line.split(',')[1];

/** The fixture's CSV without the rows of its last `count` designations. */
export function csvWithoutLast(count: number, csv = fixtureCsv()): string {
  const lines = csvLines(csv);
  const ids = [...new Set(lines.slice(2).filter(Boolean).map(uniqueIdOf))];
  const dropped = new Set(ids.slice(ids.length - count));
  return lines.filter((line, index) => index < 2 || !dropped.has(uniqueIdOf(line))).join('\r\n');
}

/** The fixture's CSV with line `lineNumber` (1-based) passed through `change`. */
export function csvWithLine(lineNumber: number, change: (line: string) => string, csv = fixtureCsv()): string {
  const lines = csvLines(csv);
  lines[lineNumber - 1] = change(lines[lineNumber - 1]);
  return lines.join('\r\n');
}

/** The line (1-based) of the `nth` <tag> of the fixture's XML, with the XML whose `nth` <tag> text is replaced by `text`. */
export function xmlWithElementText(tag: string, nth: number, text: string, xml = fixtureXml()): { xml: string; line: number } {
  const open = `<${tag}>`;
  let at = -1;
  for (let seen = 0; seen < nth; seen += 1) {
    at = xml.indexOf(open, at + 1);
    if (at < 0) throw new Error(`the fixture has fewer than ${nth} <${tag}>`);
  }
  const end = xml.indexOf(`</${tag}>`, at);
  return { xml: xml.slice(0, at + open.length) + text + xml.slice(end), line: xml.slice(0, at).split('\n').length };
}
