import { apiErrorMessage, apiFieldErrors } from '@insolvency/shared-auth';

export const REGISTRATION_FAILED_FALLBACK = 'Registration failed. Please check your connection and try again.';

export type CallError = Parameters<typeof apiErrorMessage>[0];

/** The server's text for a refused registration (spec §8), with any field problems it named. */
export function registrationFailureText(error: CallError): string {
  const message = apiErrorMessage(error) ?? REGISTRATION_FAILED_FALLBACK;
  const fieldProblems = Object.values(apiFieldErrors(error))
    .flat()
    .filter((problem) => typeof problem === 'string' && !message.includes(problem));
  return [message, ...fieldProblems].join(' ');
}
