import { COUNTRIES } from '../../../src/db/labels/countries';
import { countryCode, countrySpellingKey } from '../../../src/services/screening/country-codes';
import { ListMatcher, type ListName, type ScreenedSubject } from '../../../src/services/screening/list-matcher';

// Issue 56, part 2: a beneficial owner's country (one of the product's labels) and the UK Sanctions
// List's nationalities (the FCDO's names) are compared as countries, not as spellings. Country
// only raises or lowers a score: it never drops a name match.

describe('one country, however it is spelt', () => {
  test("every one of the product's country labels is its own code", () => {
    for (const { code, name } of COUNTRIES) expect({ name, code: countryCode(name) }).toEqual({ name, code });
  });

  test("the list's (FCDO) spellings name the same countries as the labels", () => {
    const pairs: [label: string, listSpelling: string][] = [
      ['Türkiye', 'Turkey'],
      ['Congo - Kinshasa', 'Congo (Democratic Republic)'],
      ['Congo - Kinshasa', 'Democratic Republic of the Congo'],
      ['Congo - Brazzaville', 'Congo'],
      ['Myanmar (Burma)', 'Burma'],
      ['Côte d’Ivoire', 'Ivory Coast'],
      ['North Korea', 'Korea (North)'],
      ['Palestinian Territories', 'Occupied Palestinian Territories'],
      ['Timor-Leste', 'East Timor'],
      ['Gambia', 'The Gambia'],
      ['Russia', 'Russian Federation'],
      ['St Kitts and Nevis', 'Saint Kitts and Nevis'],
    ];
    for (const [label, listSpelling] of pairs) expect({ listSpelling, code: countryCode(listSpelling) }).toEqual({ listSpelling, code: countryCode(label) });
    expect(countryCode('Congo - Kinshasa')).toBe('CD');
    expect(countryCode('Congo - Brazzaville')).toBe('CG');
  });

  test('case, diacritics, punctuation, "the" and word order are set aside; a name neither table knows is left unknown', () => {
    expect(countrySpellingKey('CÔTE D’IVOIRE')).toBe(countrySpellingKey("cote d'ivoire"));
    expect(countrySpellingKey('Virgin Islands (British)')).toBe(countrySpellingKey('British Virgin Islands'));
    expect(countryCode('Atlantis')).toBeUndefined();
    // Sudan and South Sudan, Niger and Nigeria, Guinea and its neighbours stay apart.
    expect(new Set(['Sudan', 'South Sudan', 'Niger', 'Nigeria', 'Guinea', 'Guinea-Bissau', 'Equatorial Guinea', 'Dominica', 'Dominican Republic'].map(countryCode)).size).toBe(9);
  });
});

/** One designated individual of a made-up list, with the nationalities the list gives. */
const designated = (nationalities: string[]): ListName => ({
  nameId: 1,
  designationId: 1,
  uniqueId: 'TST0001',
  entityType: 'individual',
  nameType: 'Primary name',
  aliasStrength: null,
  fullName: 'Kerem Yildiztepe',
  datesOfBirth: [],
  nationalities,
});
const owner = (country: string | null): ScreenedSubject => ({ kind: 'person', name: 'Kerem Yildiztepe', country });
const screen = (nationalities: string[], country: string | null) => {
  const [match, ...others] = new ListMatcher([designated(nationalities)]).match(owner(country));
  expect(others).toEqual([]);
  return match;
};

describe("country raises or lowers a name match, compared with the list's nationalities as countries", () => {
  test('"Türkiye" is the list\'s "Turkey": the score rises, and the reason says how the list spells it', () => {
    const match = screen(['Turkey'], 'Türkiye');
    expect(match.nameScore).toBe(1);
    expect(match.score).toBe(1);
    expect(match.reasons).toContain('Country Türkiye is a nationality the list gives (as "Turkey")');
    // Raised above the same match without a country (a perfect name is capped at 1, so a near one shows it).
    const near = new ListMatcher([designated(['Turkey'])]).match({ kind: 'person', name: 'Keram Yildistepa', country: 'Türkiye' })[0];
    const nearWithout = new ListMatcher([designated(['Turkey'])]).match({ kind: 'person', name: 'Keram Yildistepa', country: null })[0];
    expect(near.score).toBeGreaterThan(nearWithout.score);
  });

  test('"Congo - Kinshasa" is the list\'s "Congo (Democratic Republic)"; the other Congo is not', () => {
    const without = new ListMatcher([designated(['Congo (Democratic Republic)'])]).match({ kind: 'person', name: 'Keram Yildistepa', country: null })[0];
    const same = new ListMatcher([designated(['Congo (Democratic Republic)'])]).match({ kind: 'person', name: 'Keram Yildistepa', country: 'Congo - Kinshasa' })[0];
    const other = new ListMatcher([designated(['Congo (Democratic Republic)'])]).match({ kind: 'person', name: 'Keram Yildistepa', country: 'Congo - Brazzaville' })[0];
    expect(same.score).toBeCloseTo(without.score + 0.03, 3);
    expect(same.reasons).toContain('Country Congo - Kinshasa is a nationality the list gives (as "Congo (Democratic Republic)")');
    expect(other.score).toBeCloseTo(without.score - 0.03, 3);
  });

  test('an unrelated country still lowers the score, and the name match stands', () => {
    const match = screen(['Turkey', 'Syria'], 'France');
    expect(match.nameScore).toBe(1);
    expect(match.score).toBe(0.97);
    expect(match.reasons).toContain("Country France is not among the list's nationalities (Turkey, Syria); the name match stands");
  });

  test('the same spelling on both sides, and no country on either side, as before', () => {
    expect(screen(['Russia'], 'Russia').reasons).toContain('Country Russia is a nationality the list gives');
    expect(screen([], 'Türkiye').score).toBe(1);
    expect(screen(['Turkey'], null).score).toBe(1);
  });
});
