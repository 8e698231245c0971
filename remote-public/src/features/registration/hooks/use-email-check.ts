import { useCallback, useState } from 'react';
import { EMAIL_VERDICT } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { usePublicValidateEmailsMutation } from '../api/registration-api';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid Email.';
export const INVALID_SECONDARY_EMAIL_MESSAGE = 'Please enter a valid Secondary Email.';
/** When the check itself could not be made (no answer, or an answer without a message). */
export const EMAIL_CHECK_UNAVAILABLE_MESSAGE = 'Your e-mail addresses could not be checked just now. Please try again.';

/** The pair of addresses as the server receives it; an empty secondary address is null. */
export function emailPair(email: unknown, secondaryEmail: unknown): { Email: string; Email2: string | null } {
  const primary = typeof email === 'string' ? email.trim() : '';
  const secondary = typeof secondaryEmail === 'string' ? secondaryEmail.trim() : '';
  return { Email: primary, Email2: secondary === '' ? null : secondary };
}

function pairKey(pair: { Email: string; Email2: string | null }): string {
  return JSON.stringify([pair.Email, pair.Email2]);
}

export interface EmailCheckOutcome {
  ok: boolean;
  /** Which addresses the server refused (to mark their fields). */
  primaryRefused: boolean;
  secondaryRefused: boolean;
}

/**
 * The server's e-mail check made when leaving step 1 (spec §4, §5): POST validate-emails
 * {Email, Email2}. Skipped when both addresses are unchanged since the last success. On
 * failure `problemsFor(email, secondaryEmail)` gives what to show while the addresses are
 * unchanged: the server's message if there is one, otherwise
 * 'Please enter a valid Email.' and/or 'Please enter a valid Secondary Email.' for verdict 2.
 */
export function useEmailCheck() {
  const [validateEmails, { isLoading }] = usePublicValidateEmailsMutation();
  const [validatedKey, setValidatedKey] = useState<string | null>(null);
  // What the last refused check said, and for which pair: shown only while the pair is unchanged.
  const [refusal, setRefusal] = useState<{ key: string; problems: string[] } | null>(null);

  const isValidated = useCallback(
    (email: unknown, secondaryEmail: unknown) => validatedKey !== null && validatedKey === pairKey(emailPair(email, secondaryEmail)),
    [validatedKey],
  );

  const check = useCallback(
    async (email: unknown, secondaryEmail: unknown): Promise<EmailCheckOutcome> => {
      const pair = emailPair(email, secondaryEmail);
      const key = pairKey(pair);
      if (key === validatedKey) return { ok: true, primaryRefused: false, secondaryRefused: false };
      setRefusal(null);
      const result = await validateEmails(pair);
      if (result.error) {
        setRefusal({ key, problems: [apiErrorMessage(result.error) ?? EMAIL_CHECK_UNAVAILABLE_MESSAGE] });
        return { ok: false, primaryRefused: true, secondaryRefused: false };
      }
      const { response1, response2 } = result.data;
      const found: string[] = [];
      const primaryRefused = response1?.verdict === EMAIL_VERDICT.invalid;
      const secondaryRefused = pair.Email2 !== null && response2?.verdict === EMAIL_VERDICT.invalid;
      if (primaryRefused) found.push(response1.message?.trim() || INVALID_EMAIL_MESSAGE);
      if (secondaryRefused) found.push(response2?.message?.trim() || INVALID_SECONDARY_EMAIL_MESSAGE);
      if (found.length > 0) {
        setRefusal({ key, problems: found });
        return { ok: false, primaryRefused, secondaryRefused };
      }
      setValidatedKey(key);
      return { ok: true, primaryRefused: false, secondaryRefused: false };
    },
    [validateEmails, validatedKey],
  );

  /** The messages of the last refusal, while the addresses are still the ones refused. */
  const problemsFor = useCallback(
    (email: unknown, secondaryEmail: unknown): string[] =>
      refusal !== null && refusal.key === pairKey(emailPair(email, secondaryEmail)) ? refusal.problems : [],
    [refusal],
  );

  return { check, isValidated, isChecking: isLoading, problemsFor };
}
