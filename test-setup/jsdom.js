// jsdom lacks what react-router 7 (TextEncoder) and antd (matchMedia) need.
require('@testing-library/jest-dom');
// A guard against a hung test, not a speed check (speed is judged in benchmarks): screens of antd
// driven key by key in jsdom take tens of seconds on a slow 2-core machine of this kind with the
// journeys beside them (`npm test`; one registration wizard took 33 s), so one limit for every
// front-end test, as the server tests have. Set here, not as the project's `testTimeout`, which
// Jest 30 ignores in a project of a multi-project config.
jest.setTimeout(120_000);
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() { return false; },
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) window.scrollTo = () => {};
// jsdom does not implement pseudo-elements: antd's Table asks for '::-webkit-scrollbar' and jsdom
// logs "Not implemented" on every render. The element's own style is what the tests need.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => elementStyle(element);
// jsdom has no layout: ProseMirror (the description editor) measures the caret to scroll it into
// view and maps clicks to positions. Empty boxes let it edit; no test reads these numbers.
const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON() {} });
if (!document.elementFromPoint) document.elementFromPoint = () => null;
if (!window.Range.prototype.getClientRects) window.Range.prototype.getClientRects = () => [];
if (!window.Range.prototype.getBoundingClientRect) window.Range.prototype.getBoundingClientRect = emptyRect;
if (!window.Text.prototype.getClientRects) window.Text.prototype.getClientRects = () => [];
// jsdom has no MessageChannel; antd's Select (rc-select) posts itself a macrotask through one when
// clicked or typed into. Here each message is delivered in a timer, as a browser delivers it after the current task.
if (!global.MessageChannel) {
  global.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port2.onmessage?.({ data })), close() {} };
      this.port2 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data })), close() {} };
    }
  };
}
// findBy… and waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy chunk,
// a stubbed request and antd's first render can take longer. 5 s keeps them waiting for what a
// user would see, without hiding a screen that never shows it.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
