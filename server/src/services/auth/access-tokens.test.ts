import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokenError, signAccessToken, verifyAccessToken } from './access-tokens';

const SECRET = 'access-token-test-secret-of-32-characters';
const user = { id: 7, role: ROLES.buyer, name: 'Tom Reilly', sessionId: '00000000-0000-4000-8000-000000000007' };

afterEach(() => jest.useRealTimers());

describe('verifyAccessToken (verified tokens are kept until their expiry)', () => {
  test('a token verified once is still refused once it has expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const token = await signAccessToken(SECRET, user, new Date());
    await expect(verifyAccessToken(SECRET, token, new Date())).resolves.toEqual(user);
    await expect(verifyAccessToken(SECRET, token, new Date())).resolves.toEqual(user);
    jest.setSystemTime(new Date(Date.parse('2026-11-23T10:00:00Z') + ACCESS_TOKEN_TTL_SECONDS * 1000));
    await expect(verifyAccessToken(SECRET, token, new Date())).rejects.toEqual(new AccessTokenError('expired'));
  });

  test('a token verified under one secret is not accepted under another', async () => {
    const token = await signAccessToken(SECRET, user, new Date());
    await expect(verifyAccessToken(SECRET, token, new Date())).resolves.toEqual(user);
    await expect(verifyAccessToken(`${SECRET}-other`, token, new Date())).rejects.toEqual(new AccessTokenError('invalid'));
  });

  test('a tampered copy of a verified token is refused', async () => {
    const token = await signAccessToken(SECRET, user, new Date());
    await verifyAccessToken(SECRET, token, new Date());
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: ROLES.admin })).toString('base64url')}.${signature}`;
    await expect(verifyAccessToken(SECRET, forged, new Date())).rejects.toEqual(new AccessTokenError('invalid'));
  });
});
