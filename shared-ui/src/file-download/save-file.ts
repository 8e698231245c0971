/**
 * Hands a file to the browser as a download: a hidden link to an object URL, clicked. The
 * URL is revoked after the click has been handled (revoking at once can cancel the download).
 */
export function saveObjectUrl(fileName: string, objectUrl: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

/**
 * `responseHandler` for an RTK Query call that downloads a file with the bearer token: on
 * success an object URL of the body (a string, so the store stays serializable; the caller
 * saves it with `saveObjectUrl`, which revokes it); a failure's JSON `{message}` parsed.
 */
export async function objectUrlOrError(response: Response): Promise<unknown> {
  if (response.ok) return URL.createObjectURL(await response.blob());
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
