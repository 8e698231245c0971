import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, type CsvError } from 'csv-parse';
import { SANCTIONS_DESIGNATIONS_MAX, SANCTIONS_MESSAGES } from '@insolvency/shared-contracts/sanctions';
import { birthDate, DesignationBuilder, entityType, fieldValue, fullName, listDate, ListFileError, nameType, type ParsedList } from './list-file';

/*
 * The CSV of the UK Sanctions List: a first line with the report (publication) date, then a
 * header row, then one row per name of a designation, the designation's own fields repeated on
 * each of its rows. Rows of one designation share its Unique ID; a non-Latin name comes in the
 * "Name non-latin script" column, on a row of its own or beside a Latin name. See list-file.ts
 * for the published layout this follows.
 */

/** The columns read, each by the header names the published files have used (matched without case). */
const COLUMNS = {
  uniqueId: ['Unique ID'],
  ofsiGroupId: ['OFSI Group ID'],
  unReferenceNumber: ['UN Reference Number'],
  name1: ['Name 1'],
  name2: ['Name 2'],
  name3: ['Name 3'],
  name4: ['Name 4'],
  name5: ['Name 5'],
  name6: ['Name 6'],
  nameType: ['Name type'],
  aliasStrength: ['Alias strength'],
  title: ['Title'],
  nonLatinName: ['Name non-latin script'],
  nonLatinScript: ['Non-latin script type'],
  nonLatinLanguage: ['Non-latin script language'],
  regime: ['Regime Name', 'Regime'],
  entityType: ['Individual, Entity, Ship', 'Designation Type'],
  designationSource: ['Designation source'],
  dateDesignated: ['Date Designated'],
  lastUpdated: ['Last Updated'],
  dateOfBirth: ['D.O.B', 'DOB'],
  nationality: ['Nationality(/ies)', 'Nationality'],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ['uniqueId', 'name6', 'nameType', 'regime', 'entityType'];

/** How far into the file the header row may start (after the report-date line and any notes). */
const HEADER_SEARCH_LINES = 5;

/** The report date of the first line: "Report Date: 23-Sep-2026", "Report Date: 23/09/2026" or "23 September 2026". */
function reportDate(cells: string[]): string | null {
  const text = cells.join(' ');
  const numeric = /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (numeric) return listDate(numeric[0], () => 'Line 1 of the CSV file', 'the report date');
  const named = /(\d{1,2})[\s-]([A-Za-z]{3,9})[\s-](\d{4})/.exec(text);
  if (!named) return null;
  const month = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(named[2].slice(0, 3).toLowerCase()) + 1;
  return month ? listDate(`${named[1]}/${month}/${named[3]}`, () => 'Line 1 of the CSV file', 'the report date') : null;
}

/** A cell of several values: "(1) A (2) B" or "A|B". */
function values(cell: string | null): string[] {
  if (!cell) return [];
  const parts = /^\(1\)/.test(cell) ? cell.split(/\(\d+\)/) : cell.split('|');
  return parts.map((part) => part.trim()).filter(Boolean);
}

function columnIndexes(header: string[], line: number): Record<Column, number> {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const indexes = {} as Record<Column, number>;
  for (const [column, candidates] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    indexes[column] = names.findIndex((name) => candidates.some((candidate) => candidate.toLowerCase() === name));
  }
  const missing = REQUIRED.filter((column) => indexes[column] < 0).map((column) => COLUMNS[column][0]);
  if (missing.length) throw new ListFileError(`Line ${line} of the CSV file: the header has no ${missing.join(', ')} column.`);
  return indexes;
}

/**
 * csv-parse's own failure (a quote never closed, a character after a closing quote): named by the
 * line its record starts on, the line after the last record read (csv-parse names the line it
 * stopped at, which for a quote never closed is the file's end).
 */
function csvReadError(error: unknown, recordStart: number): ListFileError {
  const csvError = error as Partial<CsvError>;
  if (typeof csvError.code === 'string' && csvError.code.startsWith('CSV_')) {
    return new ListFileError(`Line ${recordStart} of the CSV file could not be read: ${csvError.message}`);
  }
  throw error;
}

/** Parses a UK Sanctions List CSV from its bytes as they arrive; a malformed file throws ListFileError naming its line. */
export async function parseCsvList(content: AsyncIterable<Buffer | Uint8Array>): Promise<ParsedList> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, encoding: 'utf8' });
  // The source's own failure (too large, cut off) reaches the loop below through the parser; a
  // loop that stops early (a malformed line) ends the pipeline, whose rejection is then nobody's.
  pipeline(Readable.from(content), parser).catch(() => undefined);
  const builders = new Map<string, { builder: DesignationBuilder; line: number }>();
  let publishedOn: string | null = null;
  let header: { indexes: Record<Column, number>; width: number } | null = null;
  let lastLine = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = lastLine + 1;
      lastLine = info.lines;
      if (!header) {
        if (record.some((cell) => cell.trim().toLowerCase() === 'unique id')) {
          header = { indexes: columnIndexes(record, line), width: record.length };
        } else if (line > HEADER_SEARCH_LINES) {
          throw new ListFileError(`Line ${line} of the CSV file: no header row (with a Unique ID column) in the first ${HEADER_SEARCH_LINES} lines; is this the UK Sanctions List CSV?`);
        } else {
          publishedOn ??= reportDate(record);
        }
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      const where = () => `Line ${line} of the CSV file`;
      if (record.length !== header.width) throw new ListFileError(`${where()}: it has ${record.length} fields where the header has ${header.width}.`);
      readRow(record, header.indexes, where, line, builders);
    }
  } catch (error) {
    if (error instanceof ListFileError) throw error;
    throw csvReadError(error, lastLine + 1);
  }
  if (!header) throw new ListFileError('The CSV file has no header row (with a Unique ID column); is this the UK Sanctions List CSV?');
  if (!publishedOn) throw new ListFileError('Line 1 of the CSV file: no report date (the date the list was published) before the header row.');
  const designations = [...builders.values()].map(({ builder, line }) => builder.build(() => `Line ${line} of the CSV file`));
  return { format: 'csv', publishedOn, designations };
}

function readRow(record: string[], at: Record<Column, number>, where: () => string, line: number, builders: Map<string, { builder: DesignationBuilder; line: number }>): void {
  const cell = (column: Column) => (at[column] < 0 ? null : fieldValue(record[at[column]], where, COLUMNS[column][0]));
  const uniqueId = cell('uniqueId');
  if (!uniqueId) throw new ListFileError(`${where()}: Unique ID is missing.`);
  const type = entityType(cell('entityType'), where, 'the designation type (Individual, Entity, Ship)');
  let entry = builders.get(uniqueId);
  if (!entry) {
    if (builders.size >= SANCTIONS_DESIGNATIONS_MAX) throw new ListFileError(`${where()}: ${SANCTIONS_MESSAGES.tooManyDesignations}`);
    const regime = cell('regime');
    if (!regime) throw new ListFileError(`${where()}: Regime Name is missing.`);
    entry = {
      line,
      builder: new DesignationBuilder({
        uniqueId,
        ofsiGroupId: cell('ofsiGroupId'),
        unReferenceNumber: cell('unReferenceNumber'),
        entityType: type,
        regime,
        designationSource: cell('designationSource'),
        dateDesignated: listDate(cell('dateDesignated'), where, 'Date Designated'),
        lastUpdated: listDate(cell('lastUpdated'), where, 'Last Updated'),
      }),
    };
    builders.set(uniqueId, entry);
  } else if (entry.builder.head.entityType !== type) {
    throw new ListFileError(`${where()}: Unique ID ${uniqueId} is of another designation type here than on line ${entry.line}.`);
  }
  const { builder } = entry;
  const latin = fullName([cell('name1'), cell('name2'), cell('name3'), cell('name4'), cell('name5'), cell('name6')]);
  const nonLatin = cell('nonLatinName');
  if (!latin && !nonLatin) throw new ListFileError(`${where()}: no name (Name 1 to Name 6 and Name non-latin script are empty).`);
  if (latin) builder.addName({ type: nameType(cell('nameType'), where), aliasStrength: cell('aliasStrength'), title: cell('title'), fullName: latin, script: null, language: null }, where);
  if (nonLatin) {
    builder.addName({ type: 'non_latin_script', aliasStrength: null, title: null, fullName: nonLatin, script: cell('nonLatinScript'), language: cell('nonLatinLanguage') }, where);
  }
  for (const value of values(cell('dateOfBirth'))) builder.addDateOfBirth(birthDate(value, where));
  for (const value of values(cell('nationality'))) builder.addNationality(value);
}
