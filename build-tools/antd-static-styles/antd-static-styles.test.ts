import { PAGE_ANTD_STYLE_ID } from '@insolvency/shared-contracts';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tools are CommonJS
const { everyPageAntdCss, everyPageAntdStyleTag } = require('.') as { everyPageAntdCss: () => string; everyPageAntdStyleTag: () => string };

// The page itself is checked by the journey public/antd-styles-in-page.spec.ts (antd takes
// these styles and makes no Button CSS of its own); this holds what the build writes.
describe("the antd styles written into the shell's index.html", () => {
  it("holds Button's rules and names them, under production hashes, in antd's map", () => {
    const css = everyPageAntdCss();
    expect(css).toMatch(/:where\(\.css-[a-z0-9]+\)\.ant-btn\{/);
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}$/.exec(css)?.[1] ?? '';
    const paths = map.split(';').map((entry) => entry.split(':')[0]);
    expect(paths).toEqual(expect.arrayContaining([expect.stringMatching(/^css-[a-z0-9]+\|Button-Button\|ant-btn\|anticon$/), expect.stringMatching(/^css-[a-z0-9]+\|Shared\|ant$/)]));
    expect(map).not.toContain('dev-only');
  }, 60_000);

  it('is marked as antd marks its own styles, so antd inserts the styles it makes after it, and named for the server and the shell to find it', () => {
    expect(everyPageAntdStyleTag()).toMatch(new RegExp(`^<style id="${PAGE_ANTD_STYLE_ID}" data-rc-order="prependQueue" data-rc-priority="-999">[^<]+</style>$`));
  }, 60_000);
});
