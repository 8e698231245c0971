import { boundedString, freeText, id, idParam, ID_MAX, requiredEmail, requiredFreeText, requiredText } from './fields';
import { contactUsRequestSchema } from './contact';
import { loginRequestSchema } from './auth';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => [...new Set(result.error?.issues.map((i) => i.message) ?? [])];

describe('bounded field blocks', () => {
  it('ids fit an integer column: 1..2^31-1, whole numbers only', () => {
    const schema = id('Title is required');
    expect(schema.safeParse(1).success).toBe(true);
    expect(schema.safeParse(ID_MAX).success).toBe(true);
    for (const bad of [0, -1, ID_MAX + 1, 2 ** 53, 1.5, Number.NaN, '3', null]) {
      expect(messages(schema.safeParse(bad))).toEqual(['Title is required']);
    }
  });

  it('ids from a query string are digits that fit an integer', () => {
    const schema = idParam('Unknown post');
    expect(schema.parse('42')).toBe(42);
    for (const bad of ['', '-1', '0', '2147483648', '1e3', ' 4', '99999999999999999999']) expect(schema.safeParse(bad).success).toBe(false);
  });

  it('single-line texts refuse control characters and say which field', () => {
    const schema = requiredText('Forenames');
    expect(schema.parse('  Ann  ')).toBe('Ann');
    for (const bad of ['Ann\u0000', 'Ann\nBcc: x@y.z', 'An\rn', 'A\u007fB', 'A\u2028B']) {
      expect(messages(schema.safeParse(bad))).toEqual(['Forenames contains characters that are not allowed']);
    }
  });

  it('a megabyte is refused by its length before anything else reads it', () => {
    expect(messages(boundedString('Company', 100).safeParse('x'.repeat(1_000_000)))).toEqual(['Company cannot be longer than 100 characters']);
    expect(loginRequestSchema.safeParse({ Email: `${'a'.repeat(1_000_000)}@example.com`, Password: 'x' }).success).toBe(false);
  });

  it('free text keeps newlines and tabs, makes CRLF a newline, refuses other control characters', () => {
    const schema = freeText('Message', 20);
    expect(schema.parse('one\r\ntwo\tthree')).toBe('one\ntwo\tthree');
    expect(messages(schema.safeParse('one\u0000'))).toEqual(['Message contains characters that are not allowed']);
    expect(messages(schema.safeParse('x'.repeat(21)))).toEqual(['Message cannot be longer than 20 characters']);
    expect(messages(requiredFreeText('Message', 20).safeParse('  \n '))).toEqual(['Message is required']);
  });

  it('e-mail addresses without display names, spaces or line breaks', () => {
    const schema = requiredEmail('Please Enter an Email', 'Email should be valid');
    expect(schema.parse(' ann.o-brien+sales@example.co.uk ')).toBe('ann.o-brien+sales@example.co.uk');
    for (const bad of ['Support<attacker@example.org>', 'a b@example.com', 'ann@example.com\r\nBcc: x@y.z', 'ann@localhost', `${'a'.repeat(250)}@example.com`]) {
      expect(messages(schema.safeParse(bad))).toEqual(['Email should be valid']);
    }
  });

  it('the contact form keeps a multi-line message and refuses header tricks in From', () => {
    const ok = contactUsRequestSchema.safeParse({ From: 'Ann', ReplyToEmail: 'ann@example.com', Regarding: 'Billing', Message: 'Hello\nthere' });
    expect(ok.success).toBe(true);
    const bad = contactUsRequestSchema.safeParse({ From: 'Ann\r\nBcc: x@example.com', ReplyToEmail: 'ann@example.com', Regarding: 'Billing', Message: 'Hi' });
    expect(messages(bad)).toEqual(['From contains characters that are not allowed']);
  });
});
