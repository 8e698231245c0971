import { COUNTRIES } from '../../db/labels/countries';

/*
 * Countries compared by what they are, not how they are spelt (issue 56, part 2). A beneficial
 * owner's country is one of the product's country labels (CLDR's short English names: "Türkiye",
 * "Congo - Kinshasa", "Myanmar (Burma)"); the UK Sanctions List writes nationalities as the FCDO
 * names countries ("Turkey", "Congo (Democratic Republic)", "Burma"). Both sides become an
 * ISO 3166-1 alpha-2 code: the labels through their own codes, the list's spellings through the
 * table below.
 *
 * Where the spellings come from: the FCDO's geographical names index ("Country names", the
 * FCDO-approved British English names that GOV.UK publishes with each country's ISO code) and the
 * Permanent Committee on Geographical Names' country names for British official use (short names
 * and official state titles), which the list's Nationality(/ies) values follow; then the common
 * English forms other lists and older files use (UN and ISO names such as "Syrian Arab Republic").
 * Only spellings whose key (below) differs from the product's label are listed. i18n-iso-countries
 * was weighed and left: its English names lack the FCDO's forms ("Congo (Democratic Republic)",
 * "Burma", "Occupied Palestinian Territories") and give "Congo" to both Congos.
 */
const OTHER_SPELLINGS: Record<string, readonly string[]> = {
  AE: ['UAE'],
  BN: ['Brunei Darussalam'],
  BO: ['Plurinational State of Bolivia'],
  BQ: ['Bonaire, Sint Eustatius and Saba'],
  CD: ['Congo (Democratic Republic)', 'Democratic Republic of the Congo', 'DR Congo', 'DRC', 'Congo, Democratic Republic of the', 'Zaire'],
  // The FCDO's "Congo" is the Republic of the Congo.
  CG: ['Congo', 'Congo (Republic)', 'Republic of the Congo'],
  CI: ['Ivory Coast'],
  CV: ['Cabo Verde', 'Republic of Cabo Verde'],
  CZ: ['Czech Republic'],
  FM: ['Federated States of Micronesia', 'Micronesia, Federated States of'],
  GB: ['UK', 'Great Britain', 'United Kingdom of Great Britain and Northern Ireland'],
  HM: ['Heard Island and McDonald Islands'],
  IR: ['Islamic Republic of Iran', 'Iran, Islamic Republic of'],
  KP: ["Democratic People's Republic of Korea", "Korea, Democratic People's Republic of", 'DPRK', 'Korea (North)'],
  KR: ['Republic of Korea', 'Korea, Republic of', 'Korea (South)'],
  LA: ["Lao People's Democratic Republic", 'Lao PDR'],
  MD: ['Republic of Moldova'],
  MF: ['Saint-Martin (French part)'],
  MK: ['Macedonia', 'Former Yugoslav Republic of Macedonia', 'Republic of North Macedonia'],
  MM: ['Burma', 'Myanmar'],
  MO: ['Macau'],
  PN: ['Pitcairn, Henderson, Ducie and Oeno Islands', 'Pitcairn'],
  PS: ['Occupied Palestinian Territories', 'Palestine', 'State of Palestine'],
  RU: ['Russian Federation'],
  SH: ['St Helena, Ascension and Tristan da Cunha'],
  SX: ['Sint Maarten (Dutch part)'],
  SY: ['Syrian Arab Republic'],
  SZ: ['Swaziland'],
  TL: ['East Timor'],
  TR: ['Turkey', 'Republic of Türkiye', 'Republic of Turkey'],
  TZ: ['United Republic of Tanzania'],
  UM: ['United States Minor Outlying Islands'],
  US: ['United States of America', 'USA', 'US'],
  VA: ['Holy See', 'Vatican City State'],
  VE: ['Bolivarian Republic of Venezuela'],
  VI: ['United States Virgin Islands'],
  VN: ['Viet Nam'],
};

/** Words that do not tell countries apart ("Republic of the Congo" is "Congo (Republic)"). */
const FILLER_WORDS = new Set(['the', 'of', 'and']);

/**
 * A country's spelling with what does not tell countries apart set aside: case, diacritics,
 * punctuation and brackets, "the", "of" and "and", Saint as St, and word order ("Korea (North)"
 * is "North Korea").
 */
export function countrySpellingKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2018\u2019`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !FILLER_WORDS.has(word))
    .map((word) => (word === 'saint' ? 'st' : word))
    .sort()
    .join(' ');
}

function codesBySpelling(): Map<string, string> {
  const codes = new Map<string, string>();
  const add = (code: string, name: string) => {
    const key = countrySpellingKey(name);
    const known = codes.get(key);
    if (known && known !== code) throw new Error(`The country spelling "${name}" names both ${known} and ${code}`);
    codes.set(key, code);
  };
  for (const { code, name } of COUNTRIES) add(code, name);
  for (const [code, names] of Object.entries(OTHER_SPELLINGS)) for (const name of names) add(code, name);
  return codes;
}

const CODES = codesBySpelling();

/** The ISO 3166-1 alpha-2 code of a country however the product or the list spells it, or undefined for a name neither knows. */
export function countryCode(name: string): string | undefined {
  return CODES.get(countrySpellingKey(name));
}

/** What two spellings of one country share: its code, or (a name no table knows) its spelling's key. */
export function countryIdentity(name: string): string {
  const key = countrySpellingKey(name);
  return CODES.get(key) ?? `name:${key}`;
}
