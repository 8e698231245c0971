import { isSingleCharacterChange } from './single-character-change';

describe('isSingleCharacterChange', () => {
  it('accepts typing one character anywhere', () => {
    expect(isSingleCharacterChange('', 'a')).toBe(true);
    expect(isSingleCharacterChange('ab', 'abc')).toBe(true);
    expect(isSingleCharacterChange('ac', 'abc')).toBe(true);
    // the same letter twice: still one inserted character
    expect(isSingleCharacterChange('aa', 'aaa')).toBe(true);
  });

  it('accepts deleting, one character or a selection', () => {
    expect(isSingleCharacterChange('abc', 'ab')).toBe(true);
    expect(isSingleCharacterChange('pat@example.com', '')).toBe(true);
  });

  it('accepts replacing a selection by one typed character', () => {
    expect(isSingleCharacterChange('pat@example.com', 'x')).toBe(true);
  });

  it('refuses a paste, drop or autofill of several characters', () => {
    expect(isSingleCharacterChange('', 'pat@example.com')).toBe(false);
    expect(isSingleCharacterChange('pat@', 'pat@example.com')).toBe(false);
    // a paste over a selection of the same length
    expect(isSingleCharacterChange('abcde', 'vwxyz')).toBe(false);
  });
});
