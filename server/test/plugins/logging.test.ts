import { redactUrl } from '../../src/plugins/logging';

test('secret query values never reach the log', () => {
  expect(redactUrl('/api/confirmemail?userId=4&token=abc123')).toBe('/api/confirmemail?userId=4&token=[redacted]');
  expect(redactUrl('/api/unauth/resetpassword?email=a%40b.c&Token=xyz')).toBe('/api/unauth/resetpassword?email=[redacted]&Token=[redacted]');
  expect(redactUrl('/api/seller/posts?status=1')).toBe('/api/seller/posts?status=1');
  expect(redactUrl('/login')).toBe('/login');
});

test('signatures and any token-looking value are redacted, whatever the key; ordinary values stay (issue 35)', () => {
  const sig = 'Qm9ndXNTaWduYXR1cmUxMjM0NTY3ODkw_-';
  expect(redactUrl(`/api/unauth/unsubscribe?u=12&k=alerts&sig=${sig}`)).toBe('/api/unauth/unsubscribe?u=12&k=alerts&sig=[redacted]');
  expect(redactUrl('/api/x?Signature=abc&pass=p&key=k&code=1')).toBe('/api/x?Signature=[redacted]&pass=[redacted]&key=[redacted]&code=[redacted]');
  // Under keys that say nothing: a JWT, hex and base64url.
  expect(redactUrl('/api/x?t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl&h=9f86d081884c7d659a2feaa0c55ad015&b=dGhpcy1pcy1hLXRva2Vu9')).toBe('/api/x?t=[redacted]&h=[redacted]&b=[redacted]');
  expect(redactUrl('/api/admin/users?search=Internationalisation&page=2&pageSize=25&from=2026-11-25')).toBe('/api/admin/users?search=Internationalisation&page=2&pageSize=25&from=2026-11-25');
  expect(redactUrl('/route-preloads?path=%2Fseller%2Fpost%2F12345%2Femail-post')).toBe('/route-preloads?path=%2Fseller%2Fpost%2F12345%2Femail-post');
});
