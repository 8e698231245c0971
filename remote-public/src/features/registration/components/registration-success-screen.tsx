import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { apiErrorMessage, useResendConfirmationMutation } from '@insolvency/shared-auth';
import { PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { PageColumn } from '../../../components/page-column';

/** What a wizard passes on (router state): the address the confirmation mail went to. */
export interface RegistrationSuccessState {
  email: string;
}

export const RESEND_SENT_FALLBACK = 'If the address is registered and not yet confirmed, a new confirmation e-mail is on its way.';
export const RESEND_FAILED_FALLBACK = 'The confirmation e-mail could not be sent again. Please try again later.';

function emailFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const email = (state as Partial<RegistrationSuccessState>).email;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
}

/**
 * RegistrationSuccess (spec §2): the user must verify the e-mail through the link sent. When
 * the address is known from the wizard, the confirmation mail can be sent again.
 */
export function RegistrationSuccessScreen() {
  const { token } = theme.useToken();
  const email = emailFromState(useLocation().state);
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const onResend = async () => {
    if (!email) return;
    setOutcome(null);
    const result = await resend({ Email: email });
    if (result.error) setOutcome({ type: 'error', text: apiErrorMessage(result.error) ?? RESEND_FAILED_FALLBACK });
    else setOutcome({ type: 'success', text: result.data?.message?.trim() || RESEND_SENT_FALLBACK });
  };

  return (
    <PageColumn maxWidth={720}>
      <PageHeader title="Registration Successful" />
      <Alert
        type="success"
        showIcon
        title="Please verify your e-mail address"
        description={
          <>
            <p style={{ margin: 0 }}>
              We have sent an e-mail {email ? <>to <strong>{email}</strong> </> : null}with a link to verify your e-mail
              address. Please open the link to activate your account; you can log in once it is verified.
            </p>
            <p style={{ margin: `${token.marginXS}px 0 0` }}>
              If you cannot find the e-mail, please check your spam or junk folder.
            </p>
          </>
        }
      />
      {email ? (
        <div style={{ marginTop: token.marginLG }}>
          <p style={{ marginBottom: token.marginXS }}>Did not receive it?</p>
          <Button onClick={() => void onResend()} loading={isLoading}>
            Resend confirmation e-mail
          </Button>
          {outcome ? (
            <div role="status" style={{ marginTop: token.marginSM }}>
              <Alert type={outcome.type} showIcon title={outcome.text} />
            </div>
          ) : null}
        </div>
      ) : null}
      <p style={{ marginTop: token.marginXL }}>
        <Link to={ROUTE_PATHS.Login}>Go to Login</Link> · <Link to={ROUTE_PATHS.ContactUs}>Contact support</Link>
      </p>
    </PageColumn>
  );
}

export default RegistrationSuccessScreen;
