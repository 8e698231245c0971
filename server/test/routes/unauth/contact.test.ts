import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { solveChallenge } from 'altcha-lib/v1';
import { CAPTCHA_PASS_HEADER } from '@insolvency/shared-contracts';
import { rateLimitEvents } from '../../../src/db/schema/abuse-protection';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { CAPTCHA_MESSAGES } from '../../../src/services/captcha/captcha-service';
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from '../../../src/services/contact/contact-us';
import { buildTestApp, type TestApp } from '../../helper';

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  clock = Date.now();
  await t.db.delete(rateLimitEvents);
});

/** Solves a captcha the way the widget does and exchanges it for a pass. */
async function captchaPass(remoteAddress = '127.0.0.1'): Promise<string> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/unauth/altcha-challenge' })).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const payload = Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
  const res = await t.app.inject({ method: 'POST', url: '/api/unauth/validate-recaptcha', payload: { Response: payload }, remoteAddress });
  return res.json().pass;
}

const send = (payload: unknown, pass?: string, remoteAddress = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/unauth/contactus',
    payload: payload as object,
    headers: pass === undefined ? {} : { [CAPTCHA_PASS_HEADER]: pass },
    remoteAddress,
  });

const good = {
  From: 'Jo Bloggs',
  ReplyToEmail: 'jo.bloggs@example.com',
  Regarding: 'Technical problem',
  Message: 'The export button does nothing.\nCould you help?',
};

const outboxFiles = () => (existsSync(t.config.outboxDir) ? readdirSync(t.config.outboxDir).filter((f) => f.endsWith('.eml')) : []);

describe('POST /api/unauth/contactus', () => {
  test('with a valid pass the message goes to the support mailbox with reply-to the sender', async () => {
    const before = outboxFiles();
    const res = await send(good, await captchaPass());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent('jo.bloggs@example.com') });

    const added = outboxFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const mail = await simpleParser(readFileSync(path.join(t.config.outboxDir, added[0])));
    expect((mail.to as AddressObject).value.map((a) => a.address)).toEqual([t.config.supportEmail]);
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual(['jo.bloggs@example.com']);
    expect(mail.subject).toContain('Technical problem');
    expect(mail.text).toContain('Jo Bloggs');
    expect(mail.text).toContain('The export button does nothing.');
  });

  test('empty fields get their messages before anything else, also without a pass', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'From is required',
      errors: {
        From: ['From is required'],
        ReplyToEmail: ['Please Enter an Email'],
        Regarding: ['Regarding is required'],
        Message: ['Message is required'],
      },
    });
    const blank = await send({ From: '  ', ReplyToEmail: '', Regarding: '', Message: ' ' }, 'not-a-pass');
    expect(Object.keys(blank.json().errors)).toEqual(['From', 'ReplyToEmail', 'Regarding', 'Message']);
  });

  test('an invalid reply-to address', async () => {
    const res = await send({ ...good, ReplyToEmail: 'jo at example' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Email should be valid', errors: { ReplyToEmail: ['Email should be valid'] } });
  });

  test('a topic that is not one of the contact labels', async () => {
    const res = await send({ ...good, Regarding: 'Free money' }, await captchaPass());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.unknownTopic, errors: { Regarding: [CONTACT_MESSAGES.unknownTopic] } });
  });

  test('valid fields without a valid pass: refused with a message naming the captcha, nothing sent', async () => {
    const before = outboxFiles().length;
    for (const pass of [undefined, '', 'forged.pass.value']) {
      const res = await send(good, pass);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CAPTCHA_MESSAGES.passRequired });
      expect(res.json().message).toMatch(/captcha/);
    }
    expect(outboxFiles()).toHaveLength(before);
  });

  test('a pass works once', async () => {
    const pass = await captchaPass();
    expect((await send(good, pass)).statusCode).toBe(200);
    const again = await send(good, pass);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: CAPTCHA_MESSAGES.passRequired });
  });

  test("the spec's client: captcha verified, then the form without the pass header from the same address, once", async () => {
    const before = outboxFiles().length;
    await captchaPass('10.2.2.2');
    expect((await send(good, undefined, '10.3.3.3')).statusCode).toBe(400);
    const sent = await send(good, undefined, '10.2.2.2');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: CONTACT_MESSAGES.sent('jo.bloggs@example.com') });
    const again = await send(good, undefined, '10.2.2.2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: CAPTCHA_MESSAGES.passRequired });
    expect(outboxFiles()).toHaveLength(before + 1);
  });

  test('a pass sent in the header is no longer held for its address, and a held one spent is refused in the header', async () => {
    const viaHeader = await captchaPass('10.4.4.4');
    expect((await send(good, viaHeader, '10.4.4.4')).statusCode).toBe(200);
    expect((await send(good, undefined, '10.4.4.4')).statusCode).toBe(400);

    const held = await captchaPass('10.5.5.5');
    expect((await send(good, undefined, '10.5.5.5')).statusCode).toBe(200);
    expect((await send(good, held, '10.5.5.5')).json()).toEqual({ message: CAPTCHA_MESSAGES.passRequired });
  });

  test('a held pass expires with the pass', async () => {
    await captchaPass('10.6.6.6');
    clock += 11 * 60 * 1000;
    expect((await send(good, undefined, '10.6.6.6')).json()).toEqual({ message: CAPTCHA_MESSAGES.passRequired });
  });

  test('an expired pass is refused', async () => {
    const pass = await captchaPass();
    clock += 11 * 60 * 1000;
    const res = await send(good, pass);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CAPTCHA_MESSAGES.passExpired });
  });

  test('too many messages from one address: 429 with Retry-After; other addresses unaffected', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await send(good, await captchaPass(), '10.9.9.9')).statusCode).toBe(200);
    const throttled = await send(good, await captchaPass(), '10.9.9.9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^You have sent several messages in a short time\. Please try again in \d+ minutes?\.$/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(good, await captchaPass(), '10.9.9.8')).statusCode).toBe(200);
    // The window passes.
    clock += CONTACT_RATE_LIMIT.windowMs + 1000;
    expect((await send(good, await captchaPass(), '10.9.9.9')).statusCode).toBe(200);
  });
});
