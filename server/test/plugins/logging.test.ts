import { redactUrl } from '../../src/plugins/logging';

test('secret query values never reach the log', () => {
  expect(redactUrl('/api/confirmemail?userId=4&token=abc123')).toBe('/api/confirmemail?userId=4&token=[redacted]');
  expect(redactUrl('/api/unauth/resetpassword?email=a%40b.c&Token=xyz')).toBe('/api/unauth/resetpassword?email=[redacted]&Token=[redacted]');
  expect(redactUrl('/api/seller/posts?status=1')).toBe('/api/seller/posts?status=1');
  expect(redactUrl('/login')).toBe('/login');
});
