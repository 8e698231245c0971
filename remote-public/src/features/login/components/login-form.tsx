import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { EMAIL_NOT_CONFIRMED_CODE, ROUTE_PATHS, type LoginRequest } from '@insolvency/shared-contracts';
// The schemas entry carries zod: only the Login screen's own chunk loads it.
import { loginRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, apiFieldErrors, useLoginMutation } from '@insolvency/shared-auth';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Input } from '@insolvency/shared-ui/forms';
import { FormField } from '../../../components/form-field';
import { ResendConfirmation } from './resend-confirmation';
import { ServerMessage } from './server-message';

const FALLBACK_FAILURE = 'Login failed. Please check your connection and try again.';
const LOGIN_FIELDS: readonly (keyof LoginRequest)[] = ['Email', 'Password'];

/** The `code` of a refused login's body (403 `EMAIL_NOT_CONFIRMED_CODE` for an unconfirmed e-mail). */
function errorCode(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'code' in data ? data.code : undefined;
}

/**
 * E-mail and password (spec §2, §5). Enter submits; the first invalid field takes the
 * focus. A refused login shows the server's text under the form and clears the
 * password. On success the tokens are stored and the Login screen moves on.
 */
export function LoginForm() {
  const { token } = theme.useToken();
  const [login, { isLoading }] = useLoginMutation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // The address of a login refused because it is not confirmed yet: offers to resend the mail.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const { control, handleSubmit, setValue, setError, setFocus } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { Email: '', Password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    setServerMessage(null);
    setUnconfirmedEmail(null);
    const result = await login(credentials);
    if (!result.error) return;
    if (errorCode(result.error) === EMAIL_NOT_CONFIRMED_CODE) setUnconfirmedEmail(credentials.Email.trim());
    setValue('Password', '');
    const fieldErrors = apiFieldErrors(result.error);
    for (const field of LOGIN_FIELDS) {
      const message = fieldErrors[field]?.[0];
      if (message) setError(field, { type: 'server', message });
    }
    setServerMessage(apiErrorMessage(result.error) ?? FALLBACK_FAILURE);
    setFocus('Password');
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Login">
      <Controller
        name="Email"
        control={control}
        render={({ field, fieldState }) => (
          <FormField id="login-email" label="Email" error={fieldState.error?.message}>
            <Input
              {...field}
              id="login-email"
              type="email"
              inputMode="email"
              autoComplete="username"
              size="large"
              status={fieldState.error ? 'error' : undefined}
              aria-invalid={fieldState.invalid}
              aria-describedby={fieldState.error ? 'login-email-error' : undefined}
            />
          </FormField>
        )}
      />
      <Controller
        name="Password"
        control={control}
        render={({ field, fieldState }) => (
          <FormField id="login-password" label="Password" error={fieldState.error?.message}>
            <Input.Password
              {...field}
              id="login-password"
              autoComplete="current-password"
              size="large"
              status={fieldState.error ? 'error' : undefined}
              aria-invalid={fieldState.invalid}
              aria-describedby={fieldState.error ? 'login-password-error' : undefined}
            />
          </FormField>
        )}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: token.margin }}>
        <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
          Login
        </Button>
        <Link to={ROUTE_PATHS.ForgotPass}>Forgot Password</Link>
      </div>
      {serverMessage ? <ServerMessage html={serverMessage} /> : null}
      {unconfirmedEmail ? <ResendConfirmation key={unconfirmedEmail} email={unconfirmedEmail} /> : null}
    </form>
  );
}
