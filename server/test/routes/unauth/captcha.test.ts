import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader } from 'jose';
import { solveChallenge } from 'altcha-lib/v1';
import { captchaRedemptions } from '../../../src/db/schema/abuse-protection';
import { signAccessToken } from '../../../src/services/auth/access-tokens';
import { CAPTCHA_MESSAGES } from '../../../src/services/captcha/captcha-service';
import { buildTestApp, type TestApp } from '../../helper';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What the `altcha` widget submits: base64 of the solved challenge. */
async function solve(challenge: Challenge, overrides: Partial<{ number: number; salt: string; signature: string }> = {}): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
    ...overrides,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t?.close());
beforeEach(() => {
  clock = Date.now();
});

const getChallenge = async (): Promise<Challenge> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/unauth/altcha-challenge' });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const validate = (payload: unknown, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/unauth/validate-recaptcha', payload: payload as object });

describe('GET /api/unauth/captcha-config', () => {
  test('self-hosted ALTCHA by default, with where to fetch challenges', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unauth/captcha-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'altcha', challengeUrl: '/api/unauth/altcha-challenge' });
  });
});

describe('GET /api/unauth/altcha-challenge', () => {
  test('a signed challenge with the configured maximum number, expiring in about 10 minutes', async () => {
    const challenge = await getChallenge();
    expect(challenge).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 1000,
      salt: expect.stringMatching(/^[0-9a-f]+\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expires = Number(/expires=(\d+)/.exec(challenge.salt)?.[1]) * 1000;
    expect(expires - clock).toBeGreaterThan(9 * 60 * 1000);
    expect(expires - clock).toBeLessThanOrEqual(10 * 60 * 1000);
    // Every challenge is new.
    expect((await getChallenge()).salt).not.toBe(challenge.salt);
  });
});

describe('POST /api/unauth/validate-recaptcha (ALTCHA)', () => {
  test('a solved challenge answers a pass; the same solution a second time is refused', async () => {
    const payload = await solve(await getChallenge());
    const first = await validate({ Response: payload });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ hasErrors: false, message: CAPTCHA_MESSAGES.verified, pass: expect.any(String) });
    expect(decodeProtectedHeader(body.pass)).toMatchObject({ alg: 'HS256', typ: 'captcha-pass+jwt' });

    const replay = await validate({ Response: payload });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ hasErrors: true, message: CAPTCHA_MESSAGES.used });
  });

  test('a wrong number, a changed salt or a forged signature is refused', async () => {
    const challenge = await getChallenge();
    const right = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
    for (const tampered of [
      { number: (right.number + 1) % 1000 },
      { salt: challenge.salt.replace(/expires=\d+/, 'expires=9999999999') },
      { signature: 'a'.repeat(64) },
    ]) {
      const res = await validate({ Response: await solve(challenge, tampered) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ hasErrors: true, message: CAPTCHA_MESSAGES.failed });
    }
    // Refusals spend nothing: the right solution still works once.
    expect((await validate({ Response: await solve(challenge) })).json().hasErrors).toBe(false);
  });

  test('a challenge solved after it expired is refused', async () => {
    const challenge = await getChallenge();
    clock += 11 * 60 * 1000;
    const res = await validate({ Response: await solve(challenge) });
    expect(res.json()).toEqual({ hasErrors: true, message: CAPTCHA_MESSAGES.expired });
  });

  test('garbage is a failed captcha, not an error', async () => {
    for (const response of ['not base64 at all', Buffer.from('{"algorithm":"SHA-256"}').toString('base64'), '{"x":1}', 'W10=']) {
      const res = await validate({ Response: response });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ hasErrors: true, message: CAPTCHA_MESSAGES.failed });
    }
  });

  test('a missing or empty Response is a 400', async () => {
    for (const payload of [{}, { Response: '' }, { Response: 12 }]) {
      const res = await validate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Captcha response is required', errors: { Response: ['Captcha response is required'] } });
    }
    // Field names match case-insensitively.
    const lower = await validate({ response: await solve(await getChallenge()) });
    expect(lower.json().hasErrors).toBe(false);
  });

  test('spent challenges are kept in the database until they expire', async () => {
    const challenge = await getChallenge();
    await validate({ Response: await solve(challenge) });
    const rows = await t.db.select().from(captchaRedemptions);
    const row = rows.find((r) => r.key === `challenge:${challenge.signature}`);
    expect(row?.expiresAt.getTime()).toBe(Number(/expires=(\d+)/.exec(challenge.salt)?.[1]) * 1000);
  });
});

describe('the captcha pass', () => {
  const passFor = async () => (await validate({ Response: await solve(await getChallenge()) })).json().pass as string;

  test('is redeemable once', async () => {
    const pass = await passFor();
    await expect(t.app.captcha.redeemPass(pass)).resolves.toBeUndefined();
    await expect(t.app.captcha.redeemPass(pass)).rejects.toMatchObject({ statusCode: 400, message: CAPTCHA_MESSAGES.passRequired });
  });

  test('expires after 10 minutes', async () => {
    const pass = await passFor();
    clock += 10 * 60 * 1000 + 1000;
    await expect(t.app.captcha.redeemPass(pass)).rejects.toMatchObject({ statusCode: 400, message: CAPTCHA_MESSAGES.passExpired });
  });

  test('an access token, a missing or a forged pass is refused', async () => {
    const accessToken = await signAccessToken(t.config.jwtSecret, { id: 1, role: 'Admin', name: 'x', sessionId: '00000000-0000-4000-8000-000000000000' }, new Date());
    for (const pass of [accessToken, undefined, '', 'abc.def.ghi']) {
      await expect(t.app.captcha.redeemPass(pass)).rejects.toMatchObject({ statusCode: 400, message: CAPTCHA_MESSAGES.passRequired });
    }
  });
});

describe('with a reCAPTCHA secret', () => {
  let google: Server;
  let verifyUrl: string;
  const seen: URLSearchParams[] = [];
  let r: TestApp;

  beforeAll(async () => {
    // Stands in for Google's siteverify: accepts 'good-token' once for our secret.
    const used = new Set<string>();
    google = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const token = form.get('response') ?? '';
        const success = form.get('secret') === 'test-recaptcha-secret' && token === 'good-token' && !used.has(token);
        used.add(token);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(success ? { success: true, hostname: 'localhost' } : { success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    r = await buildTestApp({
      config: { recaptchaSecret: 'test-recaptcha-secret', recaptchaSiteKey: 'test-site-key' },
      captcha: { recaptchaVerifyUrl: verifyUrl },
    });
  });
  afterAll(async () => {
    await r?.close();
    await new Promise((resolve) => google?.close(resolve));
  });

  test('the config names reCAPTCHA and its site key; no ALTCHA challenges are issued', async () => {
    expect((await r.app.inject({ method: 'GET', url: '/api/unauth/captcha-config' })).json()).toEqual({ provider: 'recaptcha', siteKey: 'test-site-key' });
    const challenge = await r.app.inject({ method: 'GET', url: '/api/unauth/altcha-challenge' });
    expect(challenge.statusCode).toBe(404);
    expect(challenge.json()).toEqual({ message: CAPTCHA_MESSAGES.notAltcha });
  });

  test("a token Google accepts answers a pass; one it refuses does not", async () => {
    const good = await validate({ Response: 'good-token' }, r.app);
    expect(good.json()).toEqual({ hasErrors: false, message: CAPTCHA_MESSAGES.verified, pass: expect.any(String) });
    expect(seen.at(-1)?.get('secret')).toBe('test-recaptcha-secret');
    expect(seen.at(-1)?.get('remoteip')).toBe('127.0.0.1');
    await expect(r.app.captcha.redeemPass(good.json().pass)).resolves.toBeUndefined();

    expect((await validate({ Response: 'good-token' }, r.app)).json()).toEqual({ hasErrors: true, message: CAPTCHA_MESSAGES.failed });
    expect((await validate({ Response: 'bad-token' }, r.app)).json()).toEqual({ hasErrors: true, message: CAPTCHA_MESSAGES.failed });
  });

  test('Google unreachable: a failed captcha that says so, not a 500', async () => {
    const offline = await buildTestApp({
      config: { recaptchaSecret: 'test-recaptcha-secret', recaptchaSiteKey: 'test-site-key' },
      captcha: { fetch: async () => Promise.reject(new TypeError('fetch failed')) },
    });
    try {
      const res = await validate({ Response: 'good-token' }, offline.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ hasErrors: true, message: CAPTCHA_MESSAGES.unavailable });
    } finally {
      await offline.close();
    }
  });
});

describe('the OpenAPI document', () => {
  test('lists the captcha, contact, notification, account, data and webhook calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/unauth/captcha-config',
        '/api/unauth/altcha-challenge',
        '/api/unauth/validate-recaptcha',
        '/api/unauth/contactus',
        '/api/allauth/fetchNotifications',
        '/api/allauth/fetchDisabledEmailsNotification',
        '/api/allauth/updateNotificationsDismissedDate',
        '/api/allauth/resubscribe',
        '/api/allauth/resubscribe2',
        '/api/allauth/removebounceorblock1',
        '/api/allauth/removebounceorblock2',
        '/api/allauth/account',
        '/api/allauth/account-address',
        '/api/allauth/my-data',
        '/api/webhooks/mail-events',
      ]),
    );
    expect(doc.paths['/api/unauth/contactus'].post.requestBody.content['application/json'].schema.required).toEqual(['From', 'ReplyToEmail', 'Regarding', 'Message']);
  });
});
