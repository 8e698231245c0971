import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LinkButton, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { usePublicConfirmEmailMutation } from '../api/confirm-email-api';
import { PageColumn } from '../../../components/page-column';

export const CONFIRM_EMAIL_SUCCESS_FALLBACK = 'Your e-mail address has been confirmed. You can now log in.';
export const CONFIRM_EMAIL_FAILURE_FALLBACK =
  'Your e-mail address could not be confirmed. The link may be incomplete or no longer valid.';
export const CONFIRM_EMAIL_MISSING_PARAMETERS =
  'This confirmation link is incomplete. Please open the link from your confirmation e-mail again.';

type Outcome = { kind: 'pending' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/**
 * ConfirmEmail (spec §2): reads userId and token from the query and confirms on load
 * (POST confirmemail?userId&token). Shows the server's success or error message, and
 * 'Go to Login' on success. A link without both parameters makes no call.
 */
export function ConfirmEmailScreen() {
  const { token: designToken } = theme.useToken();
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const missing = userId === '' || token === '';
  const [confirmEmail] = usePublicConfirmEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  // Once per link: React's development double effects must not send a single-use token twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (missing) return;
    const key = `${userId}\n${token}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    setOutcome({ kind: 'pending' });
    void confirmEmail({ userId, token }).then((result) => {
      if (result.error) {
        setOutcome({ kind: 'error', message: apiErrorMessage(result.error) ?? CONFIRM_EMAIL_FAILURE_FALLBACK });
      } else {
        setOutcome({ kind: 'success', message: result.data?.message?.trim() || CONFIRM_EMAIL_SUCCESS_FALLBACK });
      }
    });
  }, [confirmEmail, missing, userId, token]);

  let body;
  if (missing) {
    body = <Alert type="error" showIcon title={CONFIRM_EMAIL_MISSING_PARAMETERS} />;
  } else if (outcome.kind === 'pending') {
    body = <LoadingState label="Confirming your e-mail address…" />;
  } else if (outcome.kind === 'error') {
    body = <Alert type="error" showIcon title={outcome.message} />;
  } else {
    body = (
      <>
        <Alert type="success" showIcon title={outcome.message} />
        <div style={{ marginTop: designToken.marginLG }}>
          <LinkButton to={ROUTE_PATHS.Login} variant="primary" size="large">
            Go to Login
          </LinkButton>
        </div>
      </>
    );
  }

  return (
    <PageColumn maxWidth={720}>
      <PageHeader title="Confirm E-mail" />
      <div role="region" aria-live="polite" aria-label="Confirmation result">
        {body}
      </div>
    </PageColumn>
  );
}

export default ConfirmEmailScreen;
