import { theme } from 'antd';
import { FastColor } from '@ant-design/fast-color';
import { themeConfig } from './theme';

/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [new FastColor(foreground).getLuminance(), new FastColor(background).getLuminance()].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

const token = theme.getDesignToken(themeConfig) as unknown as Record<string, string>;
const TAG_COLOURS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];

describe('the theme', () => {
  it.each(TAG_COLOURS)('writes a %s Tag at 4.5:1 or more on its background, under both names of the shade', (colour) => {
    expect(contrast(token[`${colour}7`], token[`${colour}1`])).toBeGreaterThanOrEqual(4.5);
    expect(token[`${colour}-7`]).toBe(token[`${colour}7`]);
  });

  it('gives placeholders and the primary text on its tint 4.5:1 or more', () => {
    expect(contrast(token.colorTextPlaceholder, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
  });
});
