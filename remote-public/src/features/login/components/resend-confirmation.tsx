import { apiErrorMessage, useResendConfirmationMutation } from '@insolvency/shared-auth';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';

export const RESEND_CONFIRMATION_LABEL = 'Resend confirmation email';
const RESEND_FALLBACK_FAILURE = 'The confirmation e-mail could not be sent. Please check your connection and try again.';

/**
 * Offered under the login form when the account's e-mail address is not confirmed yet
 * (403 with `code: EMAIL_NOT_CONFIRMED_CODE`): sends the confirmation mail again to the
 * address just typed and shows the server's answer.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { token } = theme.useToken();
  const [resend, { data, error, isLoading, isUninitialized }] = useResendConfirmationMutation();
  return (
    <div style={{ marginTop: token.margin }}>
      <Button onClick={() => void resend({ Email: email })} loading={isLoading}>
        {RESEND_CONFIRMATION_LABEL}
      </Button>
      {!isUninitialized && !isLoading ? (
        <div style={{ marginTop: token.marginSM }}>
          {error ? (
            <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? RESEND_FALLBACK_FAILURE} />
          ) : data ? (
            <Alert type="success" showIcon role="status" title={data.message} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
