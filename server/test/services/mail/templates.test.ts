import { ROLES } from '@insolvency/shared-contracts';
import { confirmEmailMail, contactMessageMail, escapeHtml, PRODUCT_NAME, resetPasswordMail, welcomeMail } from '../../../src/services/mail';

const ctx = { publicUrl: 'https://market.example.co.uk', supportEmail: 'help@market.example.co.uk' };

/** Every mail names the product and the support mailbox, in both versions. */
function expectFrame(mail: { text: string; html: string }) {
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(PRODUCT_NAME);
    expect(body).toContain(ctx.supportEmail);
  }
  expect(mail.html).toContain('lang="en-GB"');
  expect(mail.html).toContain(`href="mailto:${ctx.supportEmail}"`);
}

describe('mail templates', () => {
  test('confirm e-mail: the link to the ConfirmEmail screen with userId and token, in text and HTML', () => {
    const mail = confirmEmailMail(ctx, { forenames: 'Jane', userId: 42, token: 'abc_DEF-123', validDays: 7 });
    const link = 'https://market.example.co.uk/confirm-email?userId=42&token=abc_DEF-123';
    expect(mail.subject).toBe(`Confirm your email address for ${PRODUCT_NAME}`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.text).toContain('Dear Jane,');
    expect(mail.text).toContain('expires in 7 days');
    expectFrame(mail);
  });

  test('reset password: the ResetPass link carries the e-mail (encoded) and the token; it says one hour', () => {
    const mail = resetPasswordMail(ctx, { forenames: 'Jo', email: 'jo+test@example.com', token: 'tok', validMinutes: 60 });
    const link = 'https://market.example.co.uk/resetpass?email=jo%2Btest%40example.com&token=tok';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.text).toContain('expires in 1 hour');
    expectFrame(mail);
  });

  test('welcome: different next steps for a buyer and a seller, and a link to log in', () => {
    const buyer = welcomeMail(ctx, { forenames: 'Bea', role: ROLES.buyer });
    const seller = welcomeMail(ctx, { forenames: 'Sam', role: ROLES.seller });
    expect(buyer.subject).toBe(`Welcome to ${PRODUCT_NAME}`);
    expect(buyer.text).toContain('posting inbox');
    expect(seller.text).toContain('£345 plus VAT per 28 days');
    expect(seller.text).toContain('14 days');
    expect(buyer.text).toContain('https://market.example.co.uk/login');
    expectFrame(buyer);
    expectFrame(seller);
  });

  test('contact message: carries From, Reply-to, Regarding and the message as typed', () => {
    const mail = contactMessageMail(ctx, {
      from: 'Alex Buyer',
      replyToEmail: 'alex@example.com',
      regarding: 'Billing',
      message: 'First line\nSecond line',
    });
    expect(mail.subject).toBe('Contact form: Billing');
    expect(mail.text).toContain('From: Alex Buyer');
    expect(mail.text).toContain('Reply-to: alex@example.com');
    expect(mail.text).toContain('Regarding: Billing');
    expect(mail.text).toContain('> First line\n> Second line');
    expect(mail.html).toContain('First line<br>\nSecond line');
    expectFrame(mail);
  });

  test('HTML escapes what users typed; the text version keeps it as typed', () => {
    const evil = '<script>alert("x")</script> & <b>bold</b>';
    const contact = contactMessageMail(ctx, { from: evil, replyToEmail: 'a@b.co', regarding: 'Other\r\nBcc: x@y.z', message: evil });
    expect(contact.html).not.toContain('<script>');
    expect(contact.html).not.toContain('<b>bold</b>');
    expect(contact.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(contact.text).toContain(evil);
    // The subject stays one line.
    expect(contact.subject).toBe('Contact form: Other Bcc: x@y.z');

    const confirm = confirmEmailMail(ctx, { forenames: '<img src=x onerror=alert(1)>', userId: 1, token: 't', validDays: 7 });
    expect(confirm.html).not.toContain('<img');
    expect(confirm.html).toContain('Dear &lt;img src=x onerror=alert(1)&gt;,');
  });

  test('a public URL with a path prefix keeps it in links', () => {
    const mail = confirmEmailMail({ ...ctx, publicUrl: 'https://example.com/market/' }, { forenames: 'A', userId: 3, token: 'x', validDays: 7 });
    expect(mail.text).toContain('https://example.com/market/confirm-email?userId=3&token=x');
  });
});
