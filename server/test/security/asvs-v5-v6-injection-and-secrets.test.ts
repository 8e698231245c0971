import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FuzzFixture } from '../fuzz/fixture';
import { startFuzzApp } from '../fuzz/fuzz-app';
import { wellFormedRequests, type Operation } from '../fuzz/request-arbitrary';
import type { TestApp } from '../helper';

// ASVS 4.0.3 level 2: V5.2.1 HTML from the rich-text editor sanitised, V5.3 formula (CSV)
// injection neutralised in every CSV export, V6.2 / V2.9 secrets compared in constant time.

const HOSTILE_HTML = '<p>Shops</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">x</a><iframe src="//evil"></iframe><svg onload=alert(1)>';
const DANGEROUS_HTML = /<script|<iframe|<svg|<img|\son\w+=|javascript:/i;

let t: TestApp;
let fixture: FuzzFixture;
let operations: Operation[];
beforeAll(async () => {
  ({ t, fixture, operations } = await startFuzzApp());
});
afterAll(async () => t?.close());

const as = (caller: 'seller' | 'admin') => ({ authorization: fixture.authorization[caller]! });

describe('V5.2.1 descriptions keep only the editor HTML', () => {
  test('a draft and an amended description answer back without script, handlers, frames or javascript: links', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/seller/draft',
      headers: as('seller'),
      payload: { Reference: 'XSS-1', ActivityHeading: 'Bakery', Location: [1], BusinessStatusId: 1, TradingStatusId: 1, TurnoverId: 2, EmployeesId: 2, PrimaryCategory: 101, Description: HOSTILE_HTML },
    });
    expect(draft.statusCode).toBe(200);
    const { businessId } = draft.json() as { businessId: number };
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/allauth/post?id=${businessId}`, headers: as('seller') })).json().description as string;
    expect(await read()).toContain('<p>Shops</p>');
    expect(await read()).not.toMatch(DANGEROUS_HTML);

    const amended = await t.app.inject({ method: 'PATCH', url: `/api/seller/post-description?id=${businessId}`, headers: as('seller'), payload: { Description: `<p>Amended</p>${HOSTILE_HTML}` } });
    expect(amended.statusCode).toBe(200);
    expect(await read()).toContain('<p>Amended</p>');
    expect(await read()).not.toMatch(DANGEROUS_HTML);
  });
});

describe('V5.3 CSV and formula injection', () => {
  /** Splits CSV text into cells (RFC 4180 quoting). */
  function cells(csv: string): string[] {
    const found: string[] = [];
    const cell = /(?:^|,|\r\n)("(?:[^"]|"")*"|[^,\r\n]*)/g;
    for (let match = cell.exec(csv); match && match[0] !== ''; match = cell.exec(csv)) {
      const raw = match[1];
      found.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    }
    return found;
  }

  test('every CSV a call answers starts no cell with = + - @ (the fixture buyer is named with formulas)', async () => {
    // Every call, as the seller and as the admin, `id` being the seller's post with interest: any CSV answer is checked.
    const known = { ids: fixture.knownIds, emails: fixture.knownEmails };
    const csvAnswers: { call: string; body: string }[] = [];
    for (const op of operations) {
      const [request] = wellFormedRequests(op, known, { id: op.parameters.some((parameter) => parameter.name === 'id') ? fixture.postWithInterest : undefined, seed: 1, samples: 1 });
      for (const caller of ['seller', 'admin'] as const) {
        const res = await t.app.inject({ ...request, headers: as(caller) });
        if (String(res.headers['content-type']).startsWith('text/csv')) csvAnswers.push({ call: `${op.operationId} as ${caller}`, body: res.rawPayload.toString('utf8').replace(/^\uFEFF/, '') });
      }
    }
    expect(csvAnswers.length).toBeGreaterThan(0);
    const all = csvAnswers.flatMap(({ call, body }) => cells(body).map((cell) => ({ call, cell })));
    // The formulas the fixture wrote are there, neutralised.
    expect(all.map(({ cell }) => cell)).toEqual(expect.arrayContaining([`'=HYPERLINK("http://evil.invalid")`, "'+SUM(1)", "'@cmd", "'-2+3"]));
    expect(all.filter(({ cell }) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});

describe('V6.2 / V2.9 secrets are compared in constant time', () => {
  const sourceRoot = path.resolve(__dirname, '../../src');
  const sources = (readdirSync(sourceRoot, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(sourceRoot, file), 'utf8') }));

  test('no token, hash, secret, signature or password is compared with === or !==', () => {
    const secretName = String.raw`[\w.]*(?:token|hash|secret|signature|sig|password|hmac|digest)\w*`;
    // Comparing with null, undefined, a literal or a length (public) is no secret comparison.
    const comparison = new RegExp(String.raw`\b${secretName}\s*[!=]==(?!\s*(?:null|undefined|'|"|\d))|[!=]==\s*${secretName}\b`, 'i');
    const found = sources.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line: line.trim(), where: `${file}:${index + 1}` }))
        .filter(({ line }) => comparison.test(line.replace(/[\w.]+\.length\s*[!=]==\s*[\w.]+\.length/g, '')))
        .map(({ where, line }) => `${where} ${line}`),
    );
    expect(found).toEqual([]);
  });

  test('every HMAC that checks a given value (webhooks, unsubscribe links) uses crypto.timingSafeEqual', () => {
    // pass.ts derives the captcha pass key from the JWT key; jose compares the pass signature.
    const keyDerivationOnly = ['services/captcha/pass.ts'];
    const hmacUsers = sources.filter(({ file, text }) => /createHmac\(/.test(text) && !keyDerivationOnly.includes(file));
    expect(hmacUsers.map(({ file }) => file).sort()).toEqual(['services/interest/unsubscribe-links.ts', 'services/notifications/mail-events.ts']);
    for (const { file, text } of hmacUsers) expect({ file, timingSafe: /timingSafeEqual\(/.test(text) }).toEqual({ file, timingSafe: true });
  });

  test('tokens are found by their SHA-256 in the database, JWTs verified by jose, passwords by argon2', () => {
    const byFile = Object.fromEntries(sources.map(({ file, text }) => [file, text]));
    expect(byFile['services/auth/refresh-tokens.ts']).toMatch(/createHash\('sha256'\)/);
    expect(byFile['services/accounts/user-tokens.ts']).toMatch(/createHash\('sha256'\)/);
    expect(byFile['services/auth/access-tokens.ts']).toMatch(/jwtVerify/);
    expect(byFile['services/auth/passwords.ts']).toMatch(/@node-rs\/argon2/);
  });
});
