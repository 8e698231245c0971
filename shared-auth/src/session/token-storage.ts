import { SESSION_STORAGE_KEYS, type TokenPair } from '@insolvency/shared-contracts';

/**
 * The browser's copy of the session: both tokens in localStorage under namespaced keys.
 * localStorage is the source of truth (it is shared by every tab); the Redux `session`
 * slice mirrors it so that components re-render when it changes.
 */
export const ACCESS_TOKEN_KEY = SESSION_STORAGE_KEYS.accessToken;
export const REFRESH_TOKEN_KEY = SESSION_STORAGE_KEYS.refreshToken;

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

export const NO_TOKENS: StoredTokens = { accessToken: null, refreshToken: null };

/** localStorage, or null where it is unavailable (server rendering, privacy modes). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredTokens(): StoredTokens {
  const store = storage();
  if (!store) return NO_TOKENS;
  return {
    accessToken: store.getItem(ACCESS_TOKEN_KEY),
    refreshToken: store.getItem(REFRESH_TOKEN_KEY),
  };
}

export function writeStoredTokens(tokens: TokenPair): void {
  const store = storage();
  if (!store) return;
  store.setItem(ACCESS_TOKEN_KEY, tokens.token);
  store.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

export function clearStoredTokens(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(ACCESS_TOKEN_KEY);
  store.removeItem(REFRESH_TOKEN_KEY);
}

/** True when a `storage` event concerns the session (another tab logged in, out or refreshed). */
export function isSessionStorageKey(key: string | null): boolean {
  // `key` is null when another tab called localStorage.clear().
  return key === null || key === ACCESS_TOKEN_KEY || key === REFRESH_TOKEN_KEY;
}
