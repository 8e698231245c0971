import { stringify } from 'csv-stringify/sync';

/**
 * A spreadsheet would run a line starting with one of these as a formula (CSV injection); a
 * cell's later lines count too, since a reader that splits on line breaks sees them as rows.
 */
const FORMULA_AT_LINE_START = /(^|[\r\n])(?=[=+\-@\t\r])/g;
export const neutraliseCell = (value: string) => value.replace(FORMULA_AT_LINE_START, "$1'");

/**
 * A CSV a spreadsheet program opens as meant: a header row, every cell neutralised and quoted
 * when it holds a comma, a quote, CR or LF (RFC 4180; the library alone quotes only the CRLF
 * pair it writes between records), Windows line ends and UTF-8 with a byte order mark (so
 * accents and '£' read right).
 */
export function spreadsheetCsv(header: readonly string[], records: readonly (readonly string[])[]): string {
  return stringify([[...header], ...records.map((record) => record.map(neutraliseCell))], { record_delimiter: 'windows', bom: true, quoted_match: /[\r\n]/ });
}
