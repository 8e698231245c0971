import { readTokenPair } from './auth';
import { tokenPairSchema } from './schemas';

describe('readTokenPair', () => {
  it('keeps both tokens and nothing else', () => {
    expect(readTokenPair({ token: 'a', refreshToken: 'b', extra: 1 })).toEqual({ token: 'a', refreshToken: 'b' });
  });

  it.each([null, undefined, 'a', 1, {}, { token: 'a' }, { token: 'a', refreshToken: 2 }, { token: null, refreshToken: 'b' }])(
    'refuses %p',
    (value) => {
      expect(readTokenPair(value)).toBeNull();
    },
  );

  it('agrees with the schema the server answers with', () => {
    for (const value of [{ token: 'a', refreshToken: 'b', extra: 1 }, { token: 'a' }, null, { token: 1, refreshToken: 'b' }]) {
      const parsed = tokenPairSchema.safeParse(value);
      expect(readTokenPair(value)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
