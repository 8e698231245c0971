/**
 * A tiny `fetch` stand-in for tests at the network boundary: routes are matched on
 * method and path (below `/api/`), every call is recorded.
 */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

interface StubResponse {
  status: number;
  body?: unknown;
  /** Response headers besides the JSON content type (e.g. a total count). */
  headers?: Record<string, string>;
}
export type StubAnswer = StubResponse | Promise<StubResponse>;
export type StubHandler = (call: RecordedCall) => StubAnswer;

export interface FetchStub {
  calls: RecordedCall[];
  callsTo(method: string, path: string): RecordedCall[];
  restore(): void;
}

function jsonResponse({ status, body, headers = {} }: StubResponse): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  });
}

async function recordCall(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedCall> {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const text = await request.clone().text();
  let body: unknown = text === '' ? undefined : text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  const url = new URL(request.url);
  return { method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, body };
}

/** Installs the stub as `global.fetch`; `routes` keys look like `POST /api/login`. */
export function stubFetch(routes: Record<string, StubHandler>): FetchStub {
  const original = globalThis.fetch;
  const calls: RecordedCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await recordCall(input, init);
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) return jsonResponse({ status: 404, body: { message: `No stub for ${call.method} ${call.path}` } });
    return jsonResponse(await handler(call));
  }) as typeof fetch;
  return {
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
