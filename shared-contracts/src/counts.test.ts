import { formatCount } from './counts';

it('writes whole counts as en-GB does, with a comma every three digits', () => {
  const samples = [0, 1, 12, 999, 1_000, 1_234, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, Number.MAX_SAFE_INTEGER, -1, -1_000, -987_654_321];
  for (let power = 0; power <= 15; power += 1) samples.push(10 ** power, 10 ** power - 1, 7 * 10 ** power + 3);
  for (const count of samples) expect(formatCount(count)).toBe(count.toLocaleString('en-GB'));
  expect(formatCount(1_234_567)).toBe('1,234,567');
});

it('leaves what is not a safe whole number to Intl', () => {
  for (const value of [1.5, 1234.5, 2 ** 60, Number.NaN]) expect(formatCount(value)).toBe(value.toLocaleString('en-GB'));
});
