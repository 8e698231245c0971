// jsdom without Node's fetch API: fetchBaseQuery needs `Request`, `Response`, `Headers` and
// `fetch`, and its `Request` rejects a jsdom `AbortSignal`, so Node's AbortController
// comes along (the same approach as jest-fixed-jsdom). It is the
// default environment of the `web` Jest project.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_WEB_GLOBALS = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
  'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder',
  'structuredClone', 'BroadcastChannel',
];

class FetchJsdomEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of NODE_WEB_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = FetchJsdomEnvironment;
