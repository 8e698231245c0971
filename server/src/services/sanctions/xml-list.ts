import { SaxesParser } from 'saxes';
import { SANCTIONS_DESIGNATIONS_MAX, SANCTIONS_MESSAGES } from '@insolvency/shared-contracts/sanctions';
import { birthDate, DesignationBuilder, entityType, fieldValue, fullName, listDate, ListFileError, nameType, type ListDesignation, type ParsedList } from './list-file';

/*
 * The XML of the UK Sanctions List: a root <Designations> with the date it was generated
 * (<DateGenerated>, dd/mm/yyyy) and one <Designation> per designated person, entity or ship,
 * whose names are <Names><Name> (Name1..Name6, NameType, AliasStrength) and
 * <NonLatinNames><NonLatinName> (NameNonLatinScript, NonLatinScriptType, NonLatinScriptLanguage).
 * Elements the import does not keep (addresses, reasons, ship details) are read past. See
 * list-file.ts for the published layout this follows. Parsed as it streams (saxes): strict
 * XML, no DTD or entity expansion beyond XML's own five.
 */

const ROOT = 'Designations';
/** The root's child elements that may carry the publication date. */
const PUBLICATION_DATE_ELEMENTS = ['DateGenerated', 'PublicationDate', 'ReportDate'];

interface Element {
  line: number;
  fields: Record<string, string>;
}

interface OpenDesignation extends Element {
  names: Element[];
  nonLatinNames: Element[];
  datesOfBirth: { value: string; line: number }[];
  nationalities: string[];
}

/** Parses a UK Sanctions List XML from its bytes as they arrive; a malformed file throws ListFileError naming the element and its line. */
export async function parseXmlList(content: AsyncIterable<Buffer | Uint8Array>): Promise<ParsedList> {
  const parser = new SaxesParser({ position: true });
  const stack: string[] = [];
  const designations: ListDesignation[] = [];
  let text = '';
  let publishedOn: string | null = null;
  let designation: OpenDesignation | null = null;
  let name: Element | null = null;
  let nonLatinName: Element | null = null;

  const path = () => stack.join('/');
  parser.on('error', (error) => {
    const inside = stack.length ? ` (inside <${stack[stack.length - 1]}>)` : '';
    throw new ListFileError(`The XML file is not well-formed at line ${parser.line}, column ${parser.column + 1}${inside}: ${error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '')}.`);
  });
  parser.on('opentag', (tag) => {
    stack.push(tag.name);
    text = '';
    if (stack.length === 1 && tag.name !== ROOT) {
      throw new ListFileError(`XML element <${tag.name}> at line ${parser.line}: the root element of the UK Sanctions List XML is <${ROOT}>.`);
    }
    const at = path();
    if (at === `${ROOT}/Designation`) {
      if (designations.length >= SANCTIONS_DESIGNATIONS_MAX) throw new ListFileError(`XML element <Designation> at line ${parser.line}: ${SANCTIONS_MESSAGES.tooManyDesignations}`);
      designation = { line: parser.line, fields: {}, names: [], nonLatinNames: [], datesOfBirth: [], nationalities: [] };
    } else if (designation && at === `${ROOT}/Designation/Names/Name`) {
      name = { line: parser.line, fields: {} };
      designation.names.push(name);
    } else if (designation && at === `${ROOT}/Designation/NonLatinNames/NonLatinName`) {
      nonLatinName = { line: parser.line, fields: {} };
      designation.nonLatinNames.push(nonLatinName);
    }
  });
  parser.on('text', (chunk) => void (text += chunk));
  parser.on('cdata', (chunk) => void (text += chunk));
  parser.on('closetag', (tag) => {
    const at = path();
    const parent = stack[stack.length - 2];
    if (stack.length === 2 && PUBLICATION_DATE_ELEMENTS.includes(tag.name)) {
      publishedOn = listDate(text.trim() || null, () => `XML element <${tag.name}> at line ${parser.line}`, 'the publication date');
    } else if (designation && stack.length === 2) {
      designations.push(buildDesignation(designation));
      designation = null;
    } else if (designation && stack.length === 3) {
      designation.fields[tag.name] = text;
    } else if (name && parent === 'Name' && stack.length === 5) {
      name.fields[tag.name] = text;
    } else if (nonLatinName && parent === 'NonLatinName' && stack.length === 5) {
      nonLatinName.fields[tag.name] = text;
    } else if (designation && at.endsWith('/IndividualDetails/Individual/DOBs/DOB')) {
      designation.datesOfBirth.push({ value: text, line: parser.line });
    } else if (designation && at.endsWith('/IndividualDetails/Individual/Nationalities/Nationality')) {
      designation.nationalities.push(text);
    }
    if (tag.name === 'Name' && stack.length === 4) name = null;
    if (tag.name === 'NonLatinName' && stack.length === 4) nonLatinName = null;
    stack.pop();
    text = '';
  });

  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer | Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new ListFileError(`The XML file is not UTF-8 text (after line ${parser.line}).`);
    }
  };
  let sawRoot = false;
  for await (const chunk of content) {
    parser.write(decode(chunk));
    sawRoot ||= stack.length > 0 || designations.length > 0;
  }
  parser.write(decode());
  parser.close();
  if (!sawRoot && designations.length === 0) throw new ListFileError(`The XML file has no <${ROOT}> element; is this the UK Sanctions List XML?`);
  if (!publishedOn) throw new ListFileError(`XML element <${ROOT}>: no publication date (<${PUBLICATION_DATE_ELEMENTS[0]}>, dd/mm/yyyy).`);
  return { format: 'xml', publishedOn, designations };
}

function buildDesignation(open: OpenDesignation): ListDesignation {
  let uniqueId: string | null = null;
  const at = (element: Element, key: string) =>
    element === open ? `XML element <Designation> at line ${open.line}${uniqueId ? ` (UniqueID ${uniqueId})` : ''}` : `XML element <${key}> at line ${element.line} in UniqueID ${uniqueId}`;
  const field = (element: Element, key: string) => fieldValue(element.fields[key], () => at(element, key), key);
  uniqueId = field(open, 'UniqueID');
  const where = () => at(open, 'Designation');
  if (!uniqueId) throw new ListFileError(`XML element <Designation> at line ${open.line}: UniqueID is missing.`);
  const regime = field(open, 'RegimeName');
  if (!regime) throw new ListFileError(`${where()}: RegimeName is missing.`);
  const builder = new DesignationBuilder({
    uniqueId,
    ofsiGroupId: field(open, 'OFSIGroupID'),
    unReferenceNumber: field(open, 'UNReferenceNumber'),
    entityType: entityType(field(open, 'IndividualEntityShip'), where, 'IndividualEntityShip'),
    regime,
    designationSource: field(open, 'DesignationSource'),
    dateDesignated: listDate(field(open, 'DateDesignated'), where, 'DateDesignated'),
    lastUpdated: listDate(field(open, 'LastUpdated'), where, 'LastUpdated'),
  });
  for (const element of open.names) {
    const whereName = () => at(element, 'Name');
    const get = (key: string) => fieldValue(element.fields[key], whereName, key);
    const latin = fullName([get('Name1'), get('Name2'), get('Name3'), get('Name4'), get('Name5'), get('Name6')]);
    if (!latin) throw new ListFileError(`${whereName()}: no name (Name1 to Name6 are empty).`);
    builder.addName({ type: nameType(get('NameType'), whereName), aliasStrength: get('AliasStrength'), title: get('Title'), fullName: latin, script: null, language: null }, whereName);
  }
  for (const element of open.nonLatinNames) {
    const whereName = () => at(element, 'NonLatinName');
    const get = (key: string) => fieldValue(element.fields[key], whereName, key);
    const nonLatin = get('NameNonLatinScript');
    if (!nonLatin) throw new ListFileError(`${whereName()}: NameNonLatinScript is empty.`);
    builder.addName({ type: 'non_latin_script', aliasStrength: null, title: null, fullName: nonLatin, script: get('NonLatinScriptType'), language: get('NonLatinScriptLanguage') }, whereName);
  }
  for (const { value, line } of open.datesOfBirth) {
    const whereDob = () => `XML element <DOB> at line ${line} in UniqueID ${uniqueId}`;
    const dob = fieldValue(value, whereDob, 'DOB');
    if (dob) builder.addDateOfBirth(birthDate(dob, whereDob));
  }
  for (const value of open.nationalities) {
    const nationality = fieldValue(value, where, 'Nationality');
    if (nationality) builder.addNationality(nationality);
  }
  return builder.build(where);
}
