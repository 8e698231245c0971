import { isDeliverableAddress } from '../../../src/services/accounts/email-check';

describe('isDeliverableAddress (verdict of validate-emails)', () => {
  test.each([
    'jane.doe@example.com',
    'j.o+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'UPPER@EXAMPLE.COM',
    '  padded@example.com  ',
    'x@xn--bcher-kva.ch',
  ])('%s can receive mail', (address) => {
    expect(isDeliverableAddress(address)).toBe(true);
  });

  test.each([
    ['one-letter top-level domain', 'jo@example.c'],
    ['numeric top-level domain', 'jo@10.0.0.1'],
    ['reserved domain', 'jo@site.invalid'],
    ['reserved test domain', 'jo@example.test'],
    ['localhost', 'jo@mail.localhost'],
    ['two dots in a row', 'jo..x@example.com'],
    ['a dot at the start', '.jo@example.com'],
    ['label starting with a hyphen', 'jo@-bad.com'],
    ['underscore in the domain', 'jo@bad_domain.com'],
    ['markup in the local part', '<svg/onload=alert(1)>@example.com'],
    ['no domain dot', 'jo@localhost'],
    ['local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['empty local part', '@example.com'],
  ])('%s: %s cannot', (_why, address) => {
    expect(isDeliverableAddress(address)).toBe(false);
  });
});
