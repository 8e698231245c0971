import { stringify } from 'csv-stringify/sync';

/** A spreadsheet would run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutraliseCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * A CSV a spreadsheet program opens as meant: a header row, every cell neutralised, Windows line
 * ends and UTF-8 with a byte order mark (so accents and '£' read right).
 */
export function spreadsheetCsv(header: readonly string[], records: readonly (readonly string[])[]): string {
  return stringify([[...header], ...records.map((record) => record.map(neutraliseCell))], { record_delimiter: 'windows', bom: true });
}
