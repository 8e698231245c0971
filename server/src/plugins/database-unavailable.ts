/** What a request is answered while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** Socket errors of a connection that could not be made or was cut. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server shutting down or starting up (class 08 is every connection exception). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres' own wording when a connection ends or the pool cannot get one in time. */
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

/**
 * Whether an error (or one of its causes: drizzle wraps the driver's error) says that the
 * database cannot be reached, as opposed to a statement it refused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const unavailableCode = (code: string) => CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
  return errorChain(error).some(({ code, message }) => (code !== undefined && unavailableCode(code)) || CONNECTION_MESSAGES.test(message));
}

/** An error and its causes (drizzle wraps the driver's error), at most five deep: each one's code and message. */
function errorChain(error: unknown): Array<{ code?: string; message: string }> {
  const chain: Array<{ code?: string; message: string }> = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 5; current = (current as Error & { cause?: unknown }).cause) {
    const { code } = current as Error & { code?: unknown };
    chain.push({ code: typeof code === 'string' ? code : undefined, message: current.message });
  }
  return chain;
}

/**
 * SQLSTATEs of a statement refused for the size of a value in it: class 54 (a program limit, such
 * as an index entry's size, 54000), a text too long for its column (22001), a number out of range
 * (22003). Each comes of data a client sent.
 */
const TOO_LARGE_SQLSTATE = /^(54[0-9A-Z]{3}|22001|22003)$/;

/** Whether an error (or one of its causes) is the database refusing a value for its size. */
export function isDataTooLarge(error: unknown): boolean {
  return errorChain(error).some(({ code }) => code !== undefined && TOO_LARGE_SQLSTATE.test(code));
}
