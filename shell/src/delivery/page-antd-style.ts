import { PAGE_ANTD_STYLE_ID } from '@insolvency/shared-contracts';

/**
 * Puts the antd CSS of the shell's page (build-tools/antd-static-styles) back in the head, before
 * its first style, when the server moved it to the end of the body of a page antd draws nothing of
 * (server/src/delivery/server-render/shell-page.ts). Done before the app draws: antd then reads its
 * map of the styles present and inserts its own after it, as in any page.
 */
export function putPageAntdStyleInHead(page: Document = document): void {
  const style = page.getElementById(PAGE_ANTD_STYLE_ID);
  if (style && style.parentElement !== page.head) page.head.insertBefore(style, page.head.querySelector('style'));
}
