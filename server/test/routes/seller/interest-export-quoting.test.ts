import { parse } from 'csv-parse/sync';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { EXPORT_COLUMNS } from '../../../src/services/interest/expressions';
import { createBuyerWithCriteria } from '../../factories/buyer-preferences';
import { createPost } from '../../factories/posts';
import { createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

// Security finding (issue 35): a line break inside a message left the cell unquoted, so the
// file's next line was a row of its own starting with a formula.

let t: TestApp;
afterAll(async () => t?.close());

const MESSAGES = ['plain start\n=3+3', 'windows\r\n@SUM(A1)\r\n+1', 'old mac\r-2+3', 'tab\n\t=1', 'comma, "quote" and\nnew line'];
/** What a spreadsheet could run as a formula: a line of a cell starting with = + - @ tab or CR. */
const FORMULA_LINE = /(^|[\r\n])[=+\-@\t\r]/;

test('the exported file parses back as one row per expression, each message whole and no line of any cell a formula', async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id });
  for (const message of MESSAGES) {
    const buyer = await createBuyerWithCriteria(t.db, {}, { forenames: '=Ann\n@Bee' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/buyer/express-interest?id=${post.id}`,
      payload: { ExpressInterestText: message, ConnectedParty: false },
      headers: { authorization: await bearerFor(t, buyer) },
    });
    expect(res.statusCode).toBe(200);
  }

  const res = await t.app.inject({ method: 'PATCH', url: `/api/seller/export-expressions-of-interest?id=${post.id}`, headers: { authorization: await bearerFor(t, seller) } });
  expect(res.statusCode).toBe(200);
  const rows = parse(res.rawPayload.toString('utf8'), { bom: true, relax_column_count: false }) as string[][];

  expect(rows).toHaveLength(1 + MESSAGES.length);
  expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
  for (const row of rows) expect(row).toHaveLength(EXPORT_COLUMNS.length);
  const messageColumn = EXPORT_COLUMNS.indexOf('Message');
  expect(rows.slice(1).map((row) => row[messageColumn]).sort()).toEqual(
    // The text block stores every line break as LF.
    ["plain start\n'=3+3", "windows\n'@SUM(A1)\n'+1", "old mac\n'-2+3", "tab\n'\t=1", 'comma, "quote" and\nnew line'].sort(),
  );
  expect(rows.flat().filter((cell) => FORMULA_LINE.test(cell))).toEqual([]);
});
