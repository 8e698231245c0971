import type { FastifyInstance } from 'fastify';
import type { ServerApiCall } from '@insolvency/shared-contracts';

/** Headers that differ on every answer: left out, so that the same answer reads the same. */
const PER_REQUEST_HEADERS = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

/**
 * The API answering a server build's calls in-process (`app.inject`), as it answers the browser's:
 * the same routes, access checks (with the user's `authorization`, if any), caches and rate limits
 * (counted against `remoteAddress`, the visitor's address, when given). Only `/api/`.
 */
export function inProcessApiCall(app: FastifyInstance, authorization?: string, remoteAddress?: string): ServerApiCall {
  return async (path) => {
    if (!path.startsWith('/api/')) throw new Error(`a server render may call the API only, not ${path}`);
    const answer = await app.inject({ method: 'GET', url: path, headers: authorization ? { authorization } : {}, ...(remoteAddress ? { remoteAddress } : {}) });
    const headers = Object.fromEntries(Object.entries(answer.headers).flatMap(([name, value]) => (value === undefined || PER_REQUEST_HEADERS.has(name) ? [] : [[name, String(value)]])));
    return { status: answer.statusCode, body: answer.payload ? (JSON.parse(answer.payload) as unknown) : null, headers };
  };
}
