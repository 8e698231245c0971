import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS, type ForgotPasswordRequest } from '@insolvency/shared-contracts';
import { forgotPasswordRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, apiFieldErrors } from '@insolvency/shared-auth';
import { PageHeader, SaveConfirmation } from '@insolvency/shared-ui/screens';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { Input } from '@insolvency/shared-ui/forms';
import { usePublicForgotPasswordMutation } from '../api/password-reset-api';
import { FormField } from '../../../components/form-field';

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
    const emailError = apiFieldErrors(result.error).Email?.[0];
    if (emailError) setError('Email', { type: 'server', message: emailError });
    setFailure(apiErrorMessage(result.error) ?? FORGOT_PASS_FALLBACK_FAILURE);
  });

  return (
    <div style={{ maxWidth: 520, margin: '0 auto', padding: token.paddingLG }}>
      <PageHeader title="Forgot Password" subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password." />
      <form noValidate onSubmit={submit} aria-label="Forgot Password">
        <Controller
          name="Email"
          control={control}
          render={({ field, fieldState }) => (
            <FormField id="forgot-email" label="Email" error={fieldState.error?.message}>
              <Input
                {...field}
                id="forgot-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                size="large"
                status={fieldState.error ? 'error' : undefined}
                aria-invalid={fieldState.invalid}
                aria-describedby={fieldState.error ? 'forgot-email-error' : 'forgot-hint'}
              />
            </FormField>
          )}
        />
        <p id="forgot-hint" style={{ marginTop: 0, color: token.colorTextSecondary }}>
          {SPAM_HINT}
        </p>
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
    </div>
  );
}

export default ForgotPassScreen;
