/**
 * Answers the page fetched before the app ran (the shell's early fetches: a signed-in deep link's
 * first call, made with the stored token while the scripts download). The shell hands its source
 * over at start-up; the base query asks it before fetching, with the request's URL and
 * Authorization header, and it answers each call at most once.
 */
export type EarlyApiAnswerSource = (url: string, authorization: string | null) => Promise<Response | undefined> | undefined;

let earlyAnswerSource: EarlyApiAnswerSource | undefined;

export function takeEarlyApiAnswersFrom(source: EarlyApiAnswerSource | undefined): void {
  earlyAnswerSource = source;
}

/** The early answer to this GET when there is one, else the network's. */
export async function fetchOrTakeEarlyAnswer(request: Request): Promise<Response> {
  const early = request.method === 'GET' && (await earlyAnswerSource?.(request.url, request.headers.get('authorization')));
  // `fetch` is looked up on each call (not captured at import), so tests can stub it.
  return early || fetch(request);
}
