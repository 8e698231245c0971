/**
 * The UK Sanctions List as the product keeps it (issue 56, part 1): list versions, their states,
 * the limits of an import and its messages. Types and pure rules only; the request schemas are
 * in `./schemas/sanctions`.
 */

/**
 * A list version's state. Exactly one version is `in_force` once a list has been imported; a
 * version much shorter than it waits as `pending_confirmation` until Admin confirms (it then
 * comes into force) or rejects it; the version a newer one replaces is `superseded`.
 */
export const SANCTIONS_VERSION_STATUSES = ['in_force', 'pending_confirmation', 'superseded', 'rejected'] as const;
export type SanctionsVersionStatus = (typeof SANCTIONS_VERSION_STATUSES)[number];

/** The two published formats of the list; one parser each. */
export const SANCTIONS_FILE_FORMATS = ['csv', 'xml'] as const;
export type SanctionsFileFormat = (typeof SANCTIONS_FILE_FORMATS)[number];

/** How a version came in: uploaded by Admin, imported from the command line, fetched daily from SANCTIONS_LIST_URL, or the demo seed's made-up list. */
export const SANCTIONS_IMPORT_SOURCES = ['upload', 'cli', 'download', 'demo'] as const;
export type SanctionsImportSource = (typeof SANCTIONS_IMPORT_SOURCES)[number];

/** `Individual`, `Entity` or `Ship` in the list ("Individual, Entity, Ship" / IndividualEntityShip). */
export const SANCTIONS_ENTITY_TYPES = ['individual', 'entity', 'ship'] as const;
export type SanctionsEntityType = (typeof SANCTIONS_ENTITY_TYPES)[number];

/**
 * The type of a name: the list's three name types (Name type / NameType), and the names it gives
 * in a non-Latin script (Name non-latin script / NonLatinNames), which carry no name type there.
 */
export const SANCTIONS_NAME_TYPES = ['primary_name', 'primary_name_variation', 'alias', 'non_latin_script'] as const;
export type SanctionsNameType = (typeof SANCTIONS_NAME_TYPES)[number];

/**
 * A version with this share fewer designations than the one in force (or more) waits for Admin's
 * confirmation: a truncated download must not clear everyone from the list.
 */
export const SANCTIONS_SHRINK_CONFIRMATION_SHARE = 0.1;

/** Whether a version of `incoming` designations waits for confirmation, beside a version in force of `inForce` (null: none yet). */
export function sanctionsVersionNeedsConfirmation(inForce: number | null, incoming: number): boolean {
  if (inForce === null || inForce === 0) return false;
  return incoming <= inForce * (1 - SANCTIONS_SHRINK_CONFIRMATION_SHARE);
}

/**
 * The largest list file taken (upload, command line or download). The published list is some
 * tens of megabytes at most in either format (a few thousand designations and some tens of
 * thousands of names); this leaves room for its growth and refuses anything else.
 */
export const SANCTIONS_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** The most designations and names one version may hold (the published list has about 5 000 and 20 000). */
export const SANCTIONS_DESIGNATIONS_MAX = 50_000;
export const SANCTIONS_NAMES_PER_DESIGNATION_MAX = 500;
/** The longest value kept from any one field of the list (names, regimes, identifiers). */
export const SANCTIONS_FIELD_MAX_LENGTH = 1000;

/** One list version as Admin sees it. */
export interface SanctionsListVersion {
  versionId: number;
  status: SanctionsVersionStatus;
  format: SanctionsFileFormat;
  source: SanctionsImportSource;
  fileName: string;
  /** The publication date the file gives (YYYY-MM-DD). */
  publishedOn: string;
  designations: number;
  /** Every name kept, aliases and non-Latin names included. */
  names: number;
  aliases: number;
  importedAt: string;
  /** Who uploaded or confirmed it; null for the command line and the daily download. */
  importedBy: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  /** When it came into force; null while it never has. */
  inForceFrom: string | null;
}

export interface SanctionsImportResult {
  message: string;
  version: SanctionsListVersion;
}

export const SANCTIONS_MESSAGES = {
  imported: (designations: number) => `The list was imported: ${designations} designations are now in force.`,
  pending: (designations: number, inForce: number) =>
    `The list has ${designations} designations, at least 10% fewer than the ${inForce} in force. It waits for your confirmation; the list in force stays until then.`,
  confirmed: 'The list version is now in force.',
  rejected: 'The list version was rejected; the list in force is unchanged.',
  notPending: 'Only a list version waiting for confirmation can be confirmed or rejected.',
  unknownVersion: 'Unknown list version',
  sameAsInForce: (versionId: number) => `This file is the list already in force (version ${versionId}); nothing was imported.`,
  noFile: 'Choose a UK Sanctions List file (CSV or XML) to import.',
  oneFileOnly: 'Send one list file at a time.',
  badUpload: 'The upload could not be read. Please try again.',
  tooLarge: `The list file is larger than ${SANCTIONS_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  tooSlow: 'The list file took too long to arrive and was not imported. Please try again.',
  importUnderWay: 'Another list import is under way. Try again once it has finished.',
  emptyFile: 'The file is empty.',
  noDesignations: 'The file lists no designations; nothing was imported.',
  tooManyDesignations: `The file lists more than ${SANCTIONS_DESIGNATIONS_MAX} designations; nothing was imported.`,
} as const;
