import { stripContactDetails } from './strip-contact-details';

describe('stripContactDetails', () => {
  it('removes every occurrence of each detected string and keeps the rest of the HTML', () => {
    const html = '<p>Call 020 7946 0000 or <strong>07700 900123</strong>; 020 7946 0000 again.</p>';
    expect(stripContactDetails(html, ['020 7946 0000', '07700 900123'])).toBe('<p>Call  or <strong></strong>;  again.</p>');
  });

  it('finds strings that HTML escapes (an ampersand in a web address)', () => {
    expect(stripContactDetails('<p>See www.example.com/?a=1&amp;b=2 today</p>', ['www.example.com/?a=1&b=2'])).toBe('<p>See  today</p>');
  });

  it('removes a longer string before a shorter one inside it', () => {
    expect(stripContactDetails('<p>+44 20 7946 0000</p>', ['20 7946 0000', '+44 20 7946 0000'])).toBe('<p></p>');
  });
});
