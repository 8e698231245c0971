import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { pathFor, type MessageResponse } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { useNotify } from '@insolvency/shared-ui';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';

export type SaveResult = { data: MessageResponse; error?: undefined } | { data?: undefined; error: unknown };

export const SAVE_FALLBACK = 'The change could not be saved. Please try again.';

/**
 * What a screen that changes a post does with the server's answer (spec §8): on success the
 * server's text is shown and the user goes back to the post detail; on failure its field
 * problems go back onto the form and its text is shown under the form.
 */
export function usePostSaveResult<F extends FieldValues>(setError: UseFormSetError<F>, fields: readonly Path<F>[]) {
  const navigate = useNavigate();
  const { message } = useNotify();
  const [serverError, setServerError] = useState<string | null>(null);

  /** `postId`: the post the answer is about (the detail the user goes back to). */
  const handle = (result: SaveResult, postId: number) => {
    if (result.data) {
      message.success(result.data.message);
      void navigate(pathFor('PostDetail', postId));
      return;
    }
    applyServerFieldErrors(setError, result.error, fields);
    setServerError(apiErrorMessage(result.error as Parameters<typeof apiErrorMessage>[0]) ?? SAVE_FALLBACK);
  };
  return { serverError, clearServerError: () => setServerError(null), handle };
}
