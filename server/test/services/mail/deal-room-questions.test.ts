import { dealRoomAnswerMail, dealRoomQuestionAskedMail, PRODUCT_NAME } from '../../../src/services/mail';

const ctx = { publicUrl: 'https://market.example.co.uk', supportEmail: 'help@market.example.co.uk' };
const post = { postId: 12, reference: 'BAK/12', activityHeading: 'Craft   bakery\nin Leeds' };

describe('deal-room question mails', () => {
  test('question asked: tells the practitioner who asked and what, quoted and escaped, with a link to the post', () => {
    const mail = dealRoomQuestionAskedMail(ctx, { ...post, practitionerName: 'Sam Seller', buyerName: 'Bea Buyer', buyerCompany: 'Buyer Ltd', question: 'Ovens <owned> & leased?\nAnd vans?' });
    expect(mail.subject).toBe('New question: Craft bakery in Leeds (BAK/12)');
    expect(mail.text).toContain('Dear Sam Seller,');
    expect(mail.text).toContain(`Bea Buyer (Buyer Ltd) asked a question about BAK/12 on ${PRODUCT_NAME}:`);
    expect(mail.text).toContain('> Ovens <owned> & leased?\n> And vans?');
    expect(mail.html).toContain('Ovens &lt;owned&gt; &amp; leased?');
    expect(mail.text).toContain('https://market.example.co.uk/post/12');
  });

  test('answer: a private one says it answers their question; a published one says it is for every buyer; both quote question and answer', () => {
    const input = { ...post, buyerName: 'Ola Other', question: 'Stock?', answer: 'About £20,000.' };
    const mine = dealRoomAnswerMail(ctx, { ...input, audience: 'private' });
    const everyone = dealRoomAnswerMail(ctx, { ...input, audience: 'published' });
    expect(mine.subject).toBe('Your question was answered: Craft bakery in Leeds (BAK/12)');
    expect(mine.text).toContain('has answered your question.');
    expect(everyone.subject).toBe('New answer for all buyers: Craft bakery in Leeds (BAK/12)');
    expect(everyone.text).toContain("has published an answer to a buyer's question for everyone with access to its deal room.");
    for (const mail of [mine, everyone]) {
      expect(mail.text).toContain('Dear Ola Other,');
      expect(mail.text).toContain('> Stock?');
      expect(mail.text).toContain('> About £20,000.');
      expect(mail.text).toContain('https://market.example.co.uk/post/12');
      expect(mail.text).toContain(ctx.supportEmail);
    }
  });
});
