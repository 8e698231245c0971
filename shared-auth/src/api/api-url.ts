/**
 * Absolute URL of an API path. Built from `location.origin` rather than a relative
 * `/api` base: Node's `Request` (used by fetchBaseQuery under Jest) rejects relative URLs.
 */
export function apiUrl(path: string): string {
  const relative = path.replace(/^\/+/, '');
  return `${window.location.origin}/api/${relative}`;
}
