import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_ANTD_STYLE_ID, PAGE_SCRIPTS_TEMPLATE_ID, type PreloadHint } from '@insolvency/shared-contracts';
import { shellPage } from '../../src/delivery/server-render/shell-page';
import { defaultStaticPaths } from '../../src/delivery/static-paths';

/*
 * The shell's page a rendered screen goes into: antd's CSS stays in its head unless the screen draws nothing with antd;
 * the app's scripts wait in a template the page's first script starts, and the page's hints end its body.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'shell-page-'));
const paths = defaultStaticPaths(root, path.join(root, '.data'));
const ANTD_HEAD_STYLE = `<style id="${PAGE_ANTD_STYLE_ID}" data-rc-order="prependQueue" data-rc-priority="-999">:where(.css-1).ant-btn{cursor:pointer}.data-ant-cssinjs-cache-path{content:"css-1|Button-Button|ant-btn:h1";}</style>`;
const OWN_STYLE = '<style>#page-before-app{display:none}</style>';

beforeAll(() => {
  mkdirSync(paths.shellDist, { recursive: true });
  writeFileSync(path.join(paths.shellDist, 'index.html'), `<!doctype html><html><head><title>shell</title>${ANTD_HEAD_STYLE}${OWN_STYLE}</head><body><div id="page-before-app"></div><div id="root"></div></body></html>`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("a screen drawn with antd goes into the page with the head's antd CSS, which its own style leaves out", async () => {
  const page = await shellPage(paths, { kind: 'screen', screen: { html: '<button class="ant-btn css-1">Log in</button>', head: '<meta name="x">' }, hints: [] });
  expect(page).toContain(ANTD_HEAD_STYLE);
  expect(page).toContain('<div id="page-before-app"><button class="ant-btn css-1">Log in</button></div>');
  expect(page).toContain('<meta name="x"></head>');
});

test("a screen that draws nothing with antd goes into the page with the head's antd CSS after it, at the end of the body", async () => {
  const page = await shellPage(paths, { kind: 'screen', screen: { html: '<button class="im-native-button">Next</button>', head: '', drawsNoAntd: true }, hints: [] });
  expect(page).toBe(
    `<!doctype html><html><head><title>shell</title>${OWN_STYLE}</head>` +
      `<body><div id="page-before-app"><button class="im-native-button">Next</button></div><div id="root"></div>${ANTD_HEAD_STYLE}</body></html>`,
  );
});

describe("a shell page with the app's scripts", () => {
  const scriptsRoot = mkdtempSync(path.join(os.tmpdir(), 'shell-page-scripts-'));
  const scriptsPaths = defaultStaticPaths(scriptsRoot, path.join(scriptsRoot, '.data'));
  const SCRIPT = '<script defer="defer" src="/main.js"></script>';
  beforeAll(() => {
    mkdirSync(scriptsPaths.shellDist, { recursive: true });
    writeFileSync(
      path.join(scriptsPaths.shellDist, 'index.html'),
      `<!doctype html><html><head><meta charset="utf-8"><script>first()</script>${SCRIPT}${OWN_STYLE}</head><body><div id="page-before-app"></div><div id="root"></div></body></html>`,
    );
  });
  afterAll(() => rmSync(scriptsRoot, { recursive: true, force: true }));

  test("holds them in an inert template at the start of its head, which the first script starts, and ends its body with the page's hints in their order, found once the content is in", async () => {
    const hints: PreloadHint[] = [
      { href: '/8894.js', as: 'script' },
      { href: '/every-page.js', as: 'script' },
      { href: '/remotes.json', as: 'fetch' },
      { href: '/route-preloads?path=%2F&x="1"', as: 'fetch' },
      { href: '/remotes/public/remoteEntry.js', as: 'script' },
    ];
    const page = await shellPage(scriptsPaths, { kind: 'screen', screen: { html: '<p>screen</p>', head: '' }, hints });
    expect(page).toBe(
      `<!doctype html><html><head><template id="${PAGE_SCRIPTS_TEMPLATE_ID}">${SCRIPT}</template>` +
        `<meta charset="utf-8"><script>first()</script>${OWN_STYLE}</head>` +
        '<body><div id="page-before-app"><p>screen</p></div><div id="root"></div>' +
        '<link rel="preload" as="script" href="/8894.js"><link rel="preload" as="script" href="/every-page.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/remotes.json">' +
        '<link rel="preload" as="fetch" crossorigin href="/route-preloads?path=%2F&#38;x=&#34;1&#34;">' +
        '<link rel="preload" as="script" href="/remotes/public/remoteEntry.js"></body></html>',
    );
  });
});
