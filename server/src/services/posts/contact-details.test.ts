import { findContactDetails, stripContactDetails } from './contact-details';

describe('findContactDetails', () => {
  it.each([
    ['Call 020 7946 0958 today', ['020 7946 0958']],
    ['Mobile 07700 900123.', ['07700 900123']],
    ['Ring +44 7700 900123 or +44 (0)20 7946 0958', ['+44 7700 900123', '+44 (0)20 7946 0958']],
    ['Landline 01632960001', ['01632960001']],
    ['<p>Email <b>sales@acme-foods.co.uk</b> now</p>', ['sales@acme-foods.co.uk']],
    ['See https://acme.example.com/sale?x=1 or www.acme.co.uk.', ['https://acme.example.com/sale?x=1', 'www.acme.co.uk']],
    ['Visit acme-bakery.co.uk for more', ['acme-bakery.co.uk']],
  ])('%s', (text, expected) => {
    expect(findContactDetails(text)).toEqual(expected);
  });

  it('finds nothing in an ordinary description with figures and dates', () => {
    expect(findContactDetails('<p>Turnover £1,200,000 in 2025; 45 staff; lease to 31.12.2030. Est. 1998.</p>')).toEqual([]);
  });

  // Each shape made some pattern retry from every position (seconds at 50 000 characters);
  // the bound is generous: a linear scan takes a few milliseconds.
  it.each([
    ['<', '<'.repeat(50_000)],
    ['0', '0'.repeat(50_000)],
    ['a.', 'a.'.repeat(25_000)],
    ['a-', 'a-'.repeat(25_000)],
    ['a@', 'a@'.repeat(25_000)],
    ['.', `http://x/${'.'.repeat(50_000)}x`],
  ])('answers at once for %s repeated 50 000 times', (_, text) => {
    const started = performance.now();
    findContactDetails(text);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('finds a detail after a run of the same characters', () => {
    expect(findContactDetails(`${'a.'.repeat(1000)} or .acme.co.uk and x..y@acme.com`)).toEqual(['acme.co.uk', 'x..y@acme.com']);
  });

  it('strips exactly what was found', () => {
    const html = '<p>Call 020 7946 0958 or write to a@b.co.uk</p>';
    expect(stripContactDetails(html, findContactDetails(html))).toBe('<p>Call  or write to </p>');
  });
});
