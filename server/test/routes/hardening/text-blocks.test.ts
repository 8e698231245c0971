// Also run on PostgreSQL by `npm test`: the database's own limits (index row size, text length, statement time).
import { ROLES } from '@insolvency/shared-contracts';
import { boundedString, freeText, hasLoneSurrogate, optionalText, requiredFreeText, requiredText } from '@insolvency/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { users } from '../../../src/db/schema';
import { createUser, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

// Property tests of the shared text blocks (issue 35: a lone UTF-16 surrogate reached
// PostgreSQL and answered 500): whatever string comes in, a block either refuses it or gives
// back text that UTF-8 holds exactly, and every text with a lone surrogate is refused.

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** Any text: every code point (emoji pairs too), lone surrogate halves, control characters, line ends. */
const anyText = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }), loneSurrogate, fc.constantFrom('\n', '\r\n', '\t', '\u0000', '\u2028', ' ')), { maxLength: 8 })
  .map((parts) => parts.join(''));
const survivesUtf8 = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;

const blocks = {
  boundedString: boundedString('Field', 60),
  requiredText: requiredText('Field', 60),
  optionalText: optionalText('Field', 60),
  freeText: freeText('Field', 60),
  requiredFreeText: requiredFreeText('Field', 60),
};

describe('the shared text blocks', () => {
  test.each(Object.entries(blocks))('%s: refuses every lone surrogate, and what it accepts survives UTF-8', (_name, schema) => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = schema.safeParse(text);
        if (hasLoneSurrogate(text)) expect(result.success).toBe(false);
        if (result.success && typeof result.data === 'string') {
          expect(hasLoneSurrogate(result.data)).toBe(false);
          expect(survivesUtf8(result.data)).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  test('hasLoneSurrogate: a pair is a character, either half alone is not', () => {
    expect(hasLoneSurrogate('\ud83d\ude00')).toBe(false);
    for (const text of ['\ud800', '\udfff', 'a\ud83d', '\ude00a', '\ude00\ud83d']) expect(hasLoneSurrogate(text)).toBe(true);
  });
});

describe('through the API', () => {
  let t: TestApp;
  let seller: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    seller = await createUser(t.db, { role: ROLES.seller });
  });
  afterAll(async () => t?.close());

  test('PATCH allauth/account with any Surname: 200 or 400, never 500; a lone surrogate 400; what is stored reads back whole', async () => {
    const authorization = await bearerFor(t, seller);
    await fc.assert(
      fc.asyncProperty(anyText, async (surname) => {
        const res = await t.app.inject({
          method: 'PATCH',
          url: '/api/allauth/account?isBuyer=false',
          payload: { TitleId: 2, Forenames: 'Robin', Surname: surname, EmailAddress2: null, Company: 'Sherwood Ltd', Position: 'Partner' },
          headers: { authorization },
        });
        expect([200, 400]).toContain(res.statusCode);
        if (hasLoneSurrogate(surname)) expect(res.statusCode).toBe(400);
        if (res.statusCode === 200) {
          const [row] = await t.db.select({ surname: users.surname }).from(users).where(eq(users.id, seller.id));
          expect(row.surname).toBe(surname.trim());
        }
      }),
      { numRuns: 150 },
    );
  });
});
