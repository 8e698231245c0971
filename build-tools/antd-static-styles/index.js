// @ts-check
/**
 * antd writes each component's CSS at run time the first time the component is drawn
 * (CSS-in-JS: style objects from the theme's tokens, serialised by stylis, inserted as <style>).
 * For the Button most screens draw (forms, actions, the signed-in areas) that is ~28 KB of CSS
 * made on the throttled main thread in the render the first screen waits for (~80-100 ms of it
 * in a CPU profile). The shell's index.html carries that CSS instead (~3 KB brotli), with antd's
 * own map of what it holds (the `.data-ant-cssinjs-cache-path` rule antd's server-side rendering
 * writes): for a style the map names, antd skips making and inserting it. A page the server
 * renders with no antd element in it (`drawsNoAntd`) has it at the end of its body instead
 * (server/src/delivery/server-render/shell-page.ts), and the app's start puts it back.
 *
 * Safe by construction: the map's keys hold the theme's hash, so a style of another theme,
 * another antd version or a development build (other hash names) is not in it and is made at
 * run time as before, as is every component not drawn here. The `<style>` is marked as antd
 * marks its own (`prependQueue`, priority -999), so antd inserts later styles after it and
 * before the page's own, in the order antd would have.
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const { contracts } = require('../webpack/load-plan-plugin');

const REPO_ROOT = path.join(__dirname, '..', '..');
const RENDER_SCRIPT = path.join(__dirname, 'render-every-page-styles.tsx');

/** @type {string | undefined} */
let rendered;

/** The CSS of the components most screens draw, with antd's map; made once per build process. */
function everyPageAntdCss() {
  rendered ??= execFileSync(process.execPath, ['--import', 'tsx', RENDER_SCRIPT], {
    cwd: REPO_ROOT,
    // antd names its hashes `css-dev-only-do-not-override-…` outside production.
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (!rendered.includes('.data-ant-cssinjs-cache-path{content:"')) throw new Error('antd wrote no map of its styles: is @ant-design/cssinjs still the one antd uses?');
  if (rendered.includes('</')) throw new Error('the antd styles would end the <style> element early');
  return rendered;
}

/** The `<style>` for the shell's index.html <head>, before any other style. */
function everyPageAntdStyleTag() {
  return `<style id="${contracts.PAGE_ANTD_STYLE_ID}" data-rc-order="prependQueue" data-rc-priority="-999">${everyPageAntdCss()}</style>`;
}

module.exports = { everyPageAntdCss, everyPageAntdStyleTag };
