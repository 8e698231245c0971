import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS, type ForgotPasswordRequest } from '@insolvency/shared-contracts';
import { forgotPasswordRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { SaveConfirmation } from '@insolvency/shared-ui/screens';
import { PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, TextField } from '@insolvency/shared-ui/forms';
import { usePublicForgotPasswordMutation } from '../api/password-reset-api';
import { PageColumn } from '../../../components/page-column';

export const FORGOT_PASS_FALLBACK_FAILURE = 'The e-mail could not be sent. Please check your connection and try again.';
export const SPAM_HINT = 'If the e-mail does not arrive within a few minutes, please check your spam or junk folder.';

/**
 * ForgotPass (spec §2, §5, §8): the e-mail of the account, 'Send Email', a hint to look in
 * spam or junk. The server's text is the success message (shown 2.8 s) and the failure text.
 */
export function ForgotPassScreen() {
  const { token } = theme.useToken();
  const [sendResetMail, { isLoading }] = usePublicForgotPasswordMutation();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hideSuccess = useCallback(() => setSuccess(null), []);
  const { control, handleSubmit, setError } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { Email: '' },
  });

  const submit = handleSubmit(async (request) => {
    setSuccess(null);
    setFailure(null);
    const result = await sendResetMail(request);
    if (!result.error) {
      setSuccess(result.data.message);
      return;
    }
    applyServerFieldErrors(setError, result.error, ['Email']);
    setFailure(apiErrorMessage(result.error) ?? FORGOT_PASS_FALLBACK_FAILURE);
  });

  return (
    <PageColumn maxWidth={520}>
      <PageHeader title="Forgot Password" subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password." />
      <form noValidate onSubmit={submit} aria-label="Forgot Password">
        <TextField control={control} name="Email" id="forgot-email" label="Email" type="email" autoComplete="email" help={SPAM_HINT} />
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: token.margin }}>
          <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
            Send Email
          </Button>
          <Link to={ROUTE_PATHS.Login}>Back to Login</Link>
        </div>
        <div style={{ marginTop: token.margin }}>
          <SaveConfirmation text={success ?? ''} show={success !== null} onHide={hideSuccess} />
        </div>
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      </form>
    </PageColumn>
  );
}

export default ForgotPassScreen;
