import { useCallback } from 'react';
import { ACCOUNT_SAVE_FAILED_MESSAGE, ACCOUNT_SAVED_MESSAGE } from '@insolvency/shared-contracts';
import { SaveConfirmation } from '@insolvency/shared-ui/screens';
import { theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';

export type SaveOutcome = { kind: 'saved' } | { kind: 'failed'; detail: string | null } | null;

/**
 * Spec §8: 'Changes Successfully Saved' (shown 2.8 s) or 'Problem with saving changes'. The
 * failure stays until the next attempt, with the server's reason when it gave one.
 */
export function SaveFeedback({ outcome, onHide }: { outcome: SaveOutcome; onHide: () => void }) {
  const { token } = theme.useToken();
  const hide = useCallback(() => onHide(), [onHide]);
  return (
    <div style={{ marginTop: token.margin }}>
      <SaveConfirmation text={ACCOUNT_SAVED_MESSAGE} show={outcome?.kind === 'saved'} onHide={hide} />
      {outcome?.kind === 'failed' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={ACCOUNT_SAVE_FAILED_MESSAGE}
          description={outcome.detail && outcome.detail !== ACCOUNT_SAVE_FAILED_MESSAGE ? outcome.detail : undefined}
        />
      ) : null}
    </div>
  );
}
