import { PAGE_ANTD_STYLE_ID } from '@insolvency/shared-contracts';
import { putPageAntdStyleInHead } from './page-antd-style';

const ANTD_STYLE = `<style id="${PAGE_ANTD_STYLE_ID}" data-rc-order="prependQueue" data-rc-priority="-999">.ant-btn{cursor:pointer}</style>`;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test("antd's CSS the server put after a page's content goes back to the start of the head, before the page's own styles", () => {
  document.head.innerHTML = '<title>shell</title><style id="page-own">#page-before-app{display:none}</style>';
  document.body.innerHTML = `<div id="page-before-app"></div><div id="root"></div>${ANTD_STYLE}`;
  putPageAntdStyleInHead();
  expect([...document.head.children].map((element) => element.id || element.tagName)).toEqual(['TITLE', PAGE_ANTD_STYLE_ID, 'page-own']);
  expect(document.body.querySelector('style')).toBeNull();
});

test('a page whose head holds it already is left as it is', () => {
  document.head.innerHTML = `<title>shell</title>${ANTD_STYLE}<style id="page-own"></style>`;
  document.body.innerHTML = '<div id="root"><style data-rc-order="prependQueue">.inside-the-app{}</style></div>';
  const before = document.documentElement.innerHTML;
  putPageAntdStyleInHead();
  expect(document.documentElement.innerHTML).toBe(before);
});
