// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { eq } from 'drizzle-orm';
import { sanctionsDesignations, sanctionsListVersions, sanctionsNames } from '../../../src/db/schema';
import { multipartBody } from '../../factories/deal-room';
import { createAdmin, createBuyer, createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { csvWithLine, csvWithoutLast, FIXTURE_COUNTS, fixtureCsv, fixtureXml, xmlWithElementText } from '../../sanctions-files';
import { bearerFor } from '../../sessions';

// Issue 56, part 1: Admin imports the UK Sanctions List (CSV or XML) as list versions; a
// malformed file changes nothing; a much shorter list waits for confirmation.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await bearerFor(t, await createAdmin(t.db, { forenames: 'Ada', surname: 'Admin' }));
});
afterAll(async () => t?.close());

async function upload(content: string, name: string, authorization: string | null = admin) {
  const body = await multipartBody({}, [{ name, content: Buffer.from(content) }]);
  return t.app.inject({ method: 'POST', url: '/api/admin/sanctions-list', payload: body.payload, headers: { ...body.headers, ...(authorization ? { authorization } : {}) } });
}
const versions = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/sanctions-list-versions', headers: { authorization: admin } })).json();
const inForce = async () => (await t.db.select().from(sanctionsListVersions).where(eq(sanctionsListVersions.status, 'in_force')))[0];
const decide = (action: 'confirm' | 'reject', id: number, authorization: string | null = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/sanctions-list-${action}?id=${id}`, headers: authorization ? { authorization } : {} });

describe('in order on one database', () => {
  let csvVersionId: number;

  test('the CSV imports as the version in force, with every designation and name', async () => {
    const res = await upload(fixtureCsv(), 'UK_Sanctions_List.csv');
    expect(res.statusCode).toBe(201);
    const { message, version } = res.json();
    expect(message).toBe(`The list was imported: ${FIXTURE_COUNTS.designations} designations are now in force.`);
    expect(version).toMatchObject({
      status: 'in_force',
      format: 'csv',
      source: 'upload',
      fileName: 'UK_Sanctions_List.csv',
      publishedOn: FIXTURE_COUNTS.publishedOn,
      designations: FIXTURE_COUNTS.designations,
      names: FIXTURE_COUNTS.names,
      importedBy: 'Ada Admin',
    });
    csvVersionId = version.versionId;
    const names = await t.db.select().from(sanctionsNames).where(eq(sanctionsNames.versionId, csvVersionId));
    expect(names).toHaveLength(FIXTURE_COUNTS.names);
    // Names in three scripts, each with its normalised form for matching.
    expect(new Set(names.map((name) => name.script))).toEqual(new Set([null, 'Cyrillic', 'Arabic']));
    expect(new Set(names.map((name) => name.nameType))).toEqual(new Set(['primary_name', 'primary_name_variation', 'alias', 'non_latin_script']));
    const accented = names.find((name) => /[éèöüãçïñë]/i.test(name.fullName));
    expect(accented?.normalisedName).toMatch(/^[a-z ]+$/);
    const [designation] = await t.db.select().from(sanctionsDesignations).where(eq(sanctionsDesignations.uniqueId, 'CYB9001'));
    expect(designation).toMatchObject({ entityType: 'individual', regime: 'Cyber', dateDesignated: '2024-12-20', datesOfBirth: ['1971-12-07'], nationalities: ['Russia', 'Kazakhstan'] });
  });

  test('the XML of the same list imports to the same counts and supersedes the CSV version', async () => {
    const res = await upload(fixtureXml(), 'UK_Sanctions_List.xml');
    expect(res.statusCode).toBe(201);
    expect(res.json().version).toMatchObject({ status: 'in_force', format: 'xml', designations: FIXTURE_COUNTS.designations, names: FIXTURE_COUNTS.names, publishedOn: FIXTURE_COUNTS.publishedOn });
    const [csv, xml] = await Promise.all(
      [csvVersionId, res.json().version.versionId].map(async (id) => ({
        designations: (await t.db.select().from(sanctionsDesignations).where(eq(sanctionsDesignations.versionId, id))).length,
        names: (await t.db.select().from(sanctionsNames).where(eq(sanctionsNames.versionId, id))).length,
      })),
    );
    expect(xml).toEqual(csv);
    const listed = await versions();
    expect(listed.map((version: { status: string }) => version.status)).toEqual(['in_force', 'superseded']);
  });

  test('the same file again is refused and changes nothing', async () => {
    const before = await inForce();
    const res = await upload(fixtureXml(), 'again.xml');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`This file is the list already in force (version ${before.id}); nothing was imported.`);
    expect((await versions()).length).toBe(2);
  });

  test('a malformed CSV line is answered 400 naming the line, and the version in force stays', async () => {
    const before = await inForce();
    const badType = await upload(csvWithLine(7, (line) => line.replace(',Individual,', ',Person,')), 'bad.csv');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe(
      'Line 7 of the CSV file: the designation type (Individual, Entity, Ship) is "Person"; it must be Individual, Entity or Ship. Nothing was imported; the list in force is unchanged.',
    );
    const shortRow = await upload(csvWithLine(12, (line) => line.split(',').slice(0, 20).join(',')), 'short.csv');
    expect(shortRow.statusCode).toBe(400);
    expect(shortRow.json().message).toMatch(/^Line 12 of the CSV file: it has 20 fields where the header has 58\./);
    const badQuote = await upload(csvWithLine(30, (line) => `${line}"`), 'quote.csv');
    expect(badQuote.statusCode).toBe(400);
    expect(badQuote.json().message).toMatch(/^Line 30 of the CSV file could not be read: /);
    expect(await inForce()).toEqual(before);
    expect((await versions()).length).toBe(2);
  });

  test('a malformed XML element is answered 400 naming the element and its line, and the version in force stays', async () => {
    const before = await inForce();
    const { xml, line } = xmlWithElementText('DateDesignated', 3, '31/02/2024');
    const badDate = await upload(xml, 'bad.xml');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(new RegExp(`^XML element <Designation> at line ${line - 2} \\(UniqueID \\w+\\): DateDesignated "31/02/2024" is not a date \\(dd/mm/yyyy\\)\\.`));
    const unclosed = xmlWithElementText('NameType', 5, 'Alias</Name>');
    const notWellFormed = await upload(unclosed.xml, 'unclosed.xml');
    expect(notWellFormed.statusCode).toBe(400);
    expect(notWellFormed.json().message).toMatch(new RegExp(`^The XML file is not well-formed at line ${unclosed.line}, column \\d+ \\(inside <\\w+>\\): unexpected close tag\\. Nothing was imported`));
    const { xml: noType } = xmlWithElementText('NameType', 2, 'Nickname');
    expect((await upload(noType, 'type.xml')).json().message).toMatch(/^XML element <Name> at line \d+ in UniqueID \w+: the name type is "Nickname"; it must be Primary name, Primary name variation or Alias\./);
    expect(await inForce()).toEqual(before);
  });

  test('a list with 10% fewer designations waits for confirmation; the one in force stays until Admin confirms', async () => {
    const before = await inForce();
    const res = await upload(csvWithoutLast(30), 'short-download.csv');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'The list has 270 designations, at least 10% fewer than the 300 in force. It waits for your confirmation; the list in force stays until then.',
      version: expect.objectContaining({ status: 'pending_confirmation', designations: 270, inForceFrom: null }),
    });
    const pendingId = res.json().version.versionId;
    expect(await inForce()).toEqual(before);

    const confirmed = await decide('confirm', pendingId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'The list version is now in force.', version: expect.objectContaining({ versionId: pendingId, status: 'in_force', decidedBy: 'Ada Admin' }) });
    expect((await inForce()).id).toBe(pendingId);
    const old = (await versions()).find((version: { versionId: number }) => version.versionId === before.id);
    expect(old.status).toBe('superseded');
    expect((await decide('confirm', pendingId)).statusCode).toBe(409);
  });

  test('a list with fewer than 10% fewer comes into force at once; a pending one rejected never does', async () => {
    // 270 in force: 244 is 9.6% fewer, 243 exactly 10%.
    const almost = await upload(csvWithoutLast(56), 'almost.csv');
    expect(almost.json().version).toMatchObject({ status: 'in_force', designations: 244 });
    const shrunk = await upload(csvWithoutLast(57 + 24), 'shrunk.csv');
    expect(shrunk.json().version).toMatchObject({ status: 'pending_confirmation', designations: 219 });
    const rejected = await decide('reject', shrunk.json().version.versionId);
    expect(rejected.json()).toEqual({ message: 'The list version was rejected; the list in force is unchanged.', version: expect.objectContaining({ status: 'rejected', inForceFrom: null }) });
    expect((await inForce()).id).toBe(almost.json().version.versionId);
  });
});

test('an empty upload, a form without a file and an unknown version are 4xx', async () => {
  expect((await upload('', 'empty.csv')).json()).toEqual({ message: 'The file is empty.' });
  const noFile = await multipartBody({ Note: 'x' });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/sanctions-list', payload: noFile.payload, headers: { ...noFile.headers, authorization: admin } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Choose a UK Sanctions List file (CSV or XML) to import.');
  expect((await upload('Report Date: 01/01/2026\r\nSomething,Else\r\n', 'other.csv')).statusCode).toBe(400);
  const twoFiles = await multipartBody({}, [
    { name: 'a.csv', content: Buffer.from(csvWithoutLast(1)) },
    { name: 'b.csv', content: Buffer.from(csvWithoutLast(2)) },
  ]);
  const two = await t.app.inject({ method: 'POST', url: '/api/admin/sanctions-list', payload: twoFiles.payload, headers: { ...twoFiles.headers, authorization: admin } });
  expect(two.json()).toEqual({ message: 'Send one list file at a time.' });
  expect(two.statusCode).toBe(400);
  expect((await decide('confirm', 999999)).statusCode).toBe(404);
  expect((await decide('confirm', 0)).statusCode).toBe(400);
});

test('only admins may import, list or decide: 401 without a token, 403 for a seller or a buyer', async () => {
  const seller = await bearerFor(t, await createSeller(t.db));
  const buyer = await bearerFor(t, await createBuyer(t.db));
  const count = (await versions()).length;
  for (const authorization of [null, seller, buyer]) {
    const expected = authorization ? 403 : 401;
    expect((await upload(csvWithoutLast(1), 'x.csv', authorization)).statusCode).toBe(expected);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sanctions-list-versions', headers: authorization ? { authorization } : {} })).statusCode).toBe(expected);
    expect((await decide('confirm', 1, authorization)).statusCode).toBe(expected);
  }
  expect((await versions()).length).toBe(count);
});
