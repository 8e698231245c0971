import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { pathFor, type MessageResponse } from '@insolvency/shared-contracts';
import { apiErrorMessage, apiFieldErrors } from '@insolvency/shared-auth';
import { useNotify } from '@insolvency/shared-ui';

type MutationResult = { data: MessageResponse; error?: undefined } | { data?: undefined; error: unknown };

/**
 * What a posting screen does with the server's answer (spec §8): on success the server's text
 * is shown and the user goes to the post detail; on failure its field problems go back onto the
 * form and its text is shown under the form.
 */
export function usePostActionResult<F extends FieldValues>(postId: number, setError: UseFormSetError<F>, fields: readonly Path<F>[]) {
  const navigate = useNavigate();
  const { message } = useNotify();
  const [serverError, setServerError] = useState<string | null>(null);

  const handle = (result: MutationResult) => {
    if (result.data) {
      message.success(result.data.message);
      navigate(pathFor('PostDetail', postId));
      return;
    }
    const error = result.error as Parameters<typeof apiErrorMessage>[0];
    const fieldErrors = apiFieldErrors(error);
    for (const field of fields) {
      const problem = fieldErrors[field]?.[0];
      if (problem) setError(field, { type: 'server', message: problem });
    }
    setServerError(apiErrorMessage(error) ?? 'The change could not be saved. Please try again.');
  };
  return { serverError, clearServerError: () => setServerError(null), handle };
}
