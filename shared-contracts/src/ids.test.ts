import { parseId } from './ids';

test('reads a positive 32-bit id from a path segment, and nothing else', () => {
  expect(parseId('12')).toBe(12);
  expect(parseId('2147483647')).toBe(2147483647);
  for (const bad of [undefined, '', '0', '-1', '012', '1.5', '1e3', 'abc', '2147483648']) expect(parseId(bad)).toBeNull();
});
