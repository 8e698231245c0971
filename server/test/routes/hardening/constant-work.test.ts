// Also run on PostgreSQL by `npm test`: the database's own limits (index row size, text length, statement time).
import { createUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

// Forgot-password and resend-confirmation answered about 5 ms later for registered addresses
// (the token and the mail were made before the answer). Now the account's work runs after the
// answer: the answer is ready while it is still pending, for a known address as for an unknown one.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

test.each(['/api/unauth/forgotpassword', '/api/unauth/resend-confirmation'])('%s answers before the account’s work is done', async (url) => {
  const known = await createUser(t.db, { emailConfirmed: false });
  let released = false;
  const send = t.app.mailer.send.bind(t.app.mailer);
  const spy = jest.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
    // Holds the mail back until the answer has arrived.
    while (!released) await new Promise((resolve) => setTimeout(resolve, 5));
    return send(mail);
  });
  try {
    const res = await t.app.inject({ method: 'POST', url, payload: { Email: known.email1 } });
    expect(res.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'POST', url, payload: { Email: 'nobody-here@example.com' } });
    expect(unknown.json()).toEqual(res.json());
    released = true;
    await t.app.ctx.settled();
    expect(spy).toHaveBeenCalledTimes(1);
  } finally {
    released = true;
    spy.mockRestore();
  }
});
