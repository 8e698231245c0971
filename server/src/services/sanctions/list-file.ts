import { SANCTIONS_ENTITY_TYPES, SANCTIONS_FIELD_MAX_LENGTH, SANCTIONS_NAMES_PER_DESIGNATION_MAX, type SanctionsEntityType, type SanctionsFileFormat, type SanctionsNameType } from '@insolvency/shared-contracts/sanctions';

/*
 * The one shape both parsers (csv-list.ts, xml-list.ts) return: a list file as the import keeps
 * it, whichever of the two published formats it came in.
 *
 * The layout followed: the FCDO's UK Sanctions List as published since the format change of
 * February 2022 (GOV.UK, "UK Sanctions List: change to the list's format", updated 17 February
 * 2022: Name 1 to 6 with a Name type of Primary name, Primary name variation or Alias, and an
 * Alias strength where known; CSV, XML and other formats). The FCDO's own format guide (the
 * field-by-field description) could not be found from here; the column and element names are
 * those public parsers of the published files read (Unique ID, OFSI Group ID, UN Reference
 * Number, Name 1..6, Name type, Alias strength, Title, Name non-latin script, Non-latin script
 * type/language, Regime Name, "Individual, Entity, Ship" or Designation Type, Designation source,
 * Date Designated, Last Updated, D.O.B, Nationality(/ies); XML Designations/Designation with
 * UniqueID, Names/Name/Name1..Name6/NameType/AliasStrength,
 * NonLatinNames/NonLatinName/NameNonLatinScript, RegimeName, IndividualEntityShip,
 * DateDesignated, IndividualDetails/Individual/DOBs/DOB and Nationalities/Nationality). Dates
 * are dd/mm/yyyy, a date of birth's unknown day or month written dd or mm.
 */

export interface ListName {
  type: SanctionsNameType;
  aliasStrength: string | null;
  title: string | null;
  fullName: string;
  /** A non-Latin name's script and language, as the list gives them. */
  script: string | null;
  language: string | null;
}

export interface ListDesignation {
  uniqueId: string;
  ofsiGroupId: string | null;
  unReferenceNumber: string | null;
  entityType: SanctionsEntityType;
  regime: string;
  designationSource: string | null;
  /** YYYY-MM-DD */
  dateDesignated: string | null;
  lastUpdated: string | null;
  /** As precise as the list: YYYY-MM-DD, YYYY-MM or YYYY. */
  datesOfBirth: string[];
  nationalities: string[];
  names: ListName[];
}

export interface ParsedList {
  format: SanctionsFileFormat;
  /** The publication date the file gives (YYYY-MM-DD). */
  publishedOn: string;
  designations: ListDesignation[];
}

/** The file is not a list in the published layout: the message names the line (CSV) or element (XML). */
export class ListFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListFileError';
  }
}

/** A field's value, trimmed; null when empty; refused past the longest kept. `where` names the place for the error. */
export function fieldValue(value: string | undefined, where: () => string, field: string): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim() ?? '';
  if (!trimmed) return null;
  if (trimmed.length > SANCTIONS_FIELD_MAX_LENGTH) throw new ListFileError(`${where()}: ${field} is longer than ${SANCTIONS_FIELD_MAX_LENGTH} characters.`);
  return trimmed;
}

const LIST_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isoDate(day: number, month: number, year: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A list date (dd/mm/yyyy) as YYYY-MM-DD; `null` when empty. */
export function listDate(value: string | null, where: () => string, field: string): string | null {
  if (value === null) return null;
  const parts = LIST_DATE.exec(value);
  const iso = parts && isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  if (!iso) throw new ListFileError(`${where()}: ${field} "${value}" is not a date (dd/mm/yyyy).`);
  return iso;
}

const BIRTH_DATE = /^(\d{1,2}|dd)\/(\d{1,2}|mm)\/(\d{4})$/i;

/** A date of birth as precise as given: dd/mm/yyyy, dd/mm/yyyy with dd or mm for an unknown day or month, or a year. */
export function birthDate(value: string, where: () => string): string {
  if (/^\d{4}$/.test(value)) return value;
  const parts = BIRTH_DATE.exec(value);
  if (parts) {
    const [, day, month, year] = parts;
    if (/^\d+$/.test(month) && /^\d+$/.test(day)) {
      const iso = isoDate(Number(day), Number(month), Number(year));
      if (iso) return iso;
    } else if (/^\d+$/.test(month) && Number(month) >= 1 && Number(month) <= 12) {
      return `${year}-${month.padStart(2, '0')}`;
    } else if (!/^\d+$/.test(month)) {
      return year;
    }
  }
  throw new ListFileError(`${where()}: date of birth "${value}" is not a date (dd/mm/yyyy, dd or mm where unknown).`);
}

const NAME_TYPES: Record<string, SanctionsNameType> = {
  'primary name': 'primary_name',
  'primary name variation': 'primary_name_variation',
  alias: 'alias',
};

export function nameType(value: string | null, where: () => string): SanctionsNameType {
  const type = value ? NAME_TYPES[value.toLowerCase()] : undefined;
  if (!type) throw new ListFileError(`${where()}: the name type is ${value ? `"${value}"` : 'missing'}; it must be Primary name, Primary name variation or Alias.`);
  return type;
}

export function entityType(value: string | null, where: () => string, field: string): SanctionsEntityType {
  const type = SANCTIONS_ENTITY_TYPES.find((candidate) => candidate === value?.toLowerCase());
  if (!type) throw new ListFileError(`${where()}: ${field} is ${value ? `"${value}"` : 'missing'}; it must be Individual, Entity or Ship.`);
  return type;
}

/** Name 1 to Name 5 (given names) then Name 6 (family name, or an entity's or ship's name), as one name. */
export function fullName(parts: (string | null)[]): string | null {
  const name = parts.filter((part): part is string => part !== null).join(' ');
  return name || null;
}

/** The designation-level fields, before names and details are added. */
export type DesignationHead = Omit<ListDesignation, 'datesOfBirth' | 'nationalities' | 'names'>;

/**
 * A designation as its rows (CSV) or child elements (XML) come in: each name once (by type and
 * spelling), each date of birth and nationality once.
 */
export class DesignationBuilder {
  private readonly names = new Map<string, ListName>();
  private readonly datesOfBirth = new Set<string>();
  private readonly nationalities = new Set<string>();

  constructor(readonly head: DesignationHead) {}

  addName(name: ListName, where: () => string): void {
    const key = `${name.type}\u0000${name.fullName}`;
    if (this.names.has(key)) return;
    if (this.names.size >= SANCTIONS_NAMES_PER_DESIGNATION_MAX) throw new ListFileError(`${where()}: Unique ID ${this.head.uniqueId} has more than ${SANCTIONS_NAMES_PER_DESIGNATION_MAX} names.`);
    this.names.set(key, name);
  }

  addDateOfBirth(value: string): void {
    this.datesOfBirth.add(value);
  }

  addNationality(value: string): void {
    this.nationalities.add(value);
  }

  build(where: () => string): ListDesignation {
    if (this.names.size === 0) throw new ListFileError(`${where()}: Unique ID ${this.head.uniqueId} has no name.`);
    return { ...this.head, datesOfBirth: [...this.datesOfBirth], nationalities: [...this.nationalities], names: [...this.names.values()] };
  }
}
