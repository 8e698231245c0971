/** Largest id the API accepts (ids are positive 32-bit integers). */
export const MAX_ID = 2_147_483_647;

/** A path's `:id` as an id, or null when it cannot be one (the server would answer 400). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
