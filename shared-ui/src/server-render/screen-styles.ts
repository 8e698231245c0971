// The server build bundles its own antd style cache (render-screen.tsx).
import { extractStyle, type createCache } from '@ant-design/cssinjs';

const STYLE_KEY_PREFIX = 'style%';
const MAP_RULE_CONTENT = '.data-ant-cssinjs-cache-path{content:"';

/**
 * antd's CSS for a screen's markup, less the styles the shell's page already holds in its head
 * (`pageAntdStyleMap`, build-tools/antd-static-styles: the Button's): CSS the browser
 * would otherwise read twice before the first paint. antd reads one map of the styles present,
 * the last rule in the document, which is the screen's: so it names the page's too, and the app
 * makes none of them again.
 */
export function screenStyles(cache: ReturnType<typeof createCache>, pageAntdStyleMap = ''): string {
  const pagePaths = pageAntdStyleMap.split(';').flatMap((entry) => {
    const separator = entry.lastIndexOf(':');
    return separator > 0 ? [entry.slice(0, separator)] : [];
  });
  // extractStyle names a style by its cache key without the prefix, `%` written `|`; a key marked
  // as extracted is left out.
  for (const stylePath of pagePaths) cache.extracted.add(`${STYLE_KEY_PREFIX}${stylePath.replace(/\|/g, '%')}`);
  const css = extractStyle(cache, { plain: true, once: true });
  if (!pagePaths.length) return css;
  return css.replace(MAP_RULE_CONTENT, () => `${MAP_RULE_CONTENT}${pageAntdStyleMap};`);
}
