import { lazy, Suspense, useCallback, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CAPTCHA_REQUIRED_CODE, EMAIL_NOT_CONFIRMED_CODE, ROUTE_PATHS, type LoginRequest } from '@insolvency/shared-contracts';
import { apiErrorMessage, useCaptchaConfigQuery, useLoginMutation, useValidateCaptchaMutation } from '@insolvency/shared-auth';
import { ErrorState, LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { applyServerFieldErrors, PasswordField, TextField } from '@insolvency/shared-ui/forms';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { ServerMessage } from './server-message';
import { loadLoginValidation, loginResolver } from '../login-validation';

// Only an unconfirmed account is offered it: its Alert (shared-ui/feedback) stays off the login page's load.
const ResendConfirmation = lazy(() => import('./resend-confirmation').then((module) => ({ default: module.ResendConfirmation })));

export const CAPTCHA_UNAVAILABLE = 'The captcha could not be loaded';
const FALLBACK_FAILURE = 'Login failed. Please check your connection and try again.';
const LOGIN_FIELDS: readonly (keyof LoginRequest)[] = ['Email', 'Password'];

/** The `code` of a refused login's body (403 `EMAIL_NOT_CONFIRMED_CODE` for an unconfirmed e-mail). */
function errorCode(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'code' in data ? data.code : undefined;
}

/**
 * The captcha an account under attack asks for (403 CAPTCHA_REQUIRED_CODE): solved and checked
 * by the server, it yields a single-use pass the next login sends.
 */
function LoginCaptcha({ onPass, onExpired }: { onPass: (pass: string) => void; onExpired: () => void }) {
  const config = useCaptchaConfigQuery();
  const [validateCaptcha] = useValidateCaptchaMutation();
  const [key, setKey] = useState(0);
  const verified = useCallback(
    async (response: string) => {
      const result = await validateCaptcha({ Response: response });
      if (result.data && !result.data.hasErrors && result.data.pass) onPass(result.data.pass);
      else setKey((k) => k + 1);
    },
    [validateCaptcha, onPass],
  );
  if (config.isLoading) return <LoadingState label="Loading the captcha…" />;
  if (!config.data) {
    return <ErrorState title={CAPTCHA_UNAVAILABLE} message={apiErrorMessage(config.error) ?? 'Please check your connection and try again.'} onRetry={() => void config.refetch()} />;
  }
  return <CaptchaField key={key} config={config.data} onVerified={verified} onExpired={onExpired} />;
}

interface LoginFormProps {
  preloadNextScreen?: () => void;
}

/**
 * E-mail and password (spec §2, §5). Enter submits; the first invalid field takes the
 * focus. A refused login shows the server's text under the form and clears the
 * password. On success the tokens are stored and the Login screen moves on. When the
 * account had several failed logins the server asks for a captcha first. `preloadNextScreen`
 * runs with each valid submit, while the call is on its way.
 */
export function LoginForm({ preloadNextScreen }: LoginFormProps) {
  const { token } = theme.useToken();
  const [login, { isLoading }] = useLoginMutation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // The address of a login refused because it is not confirmed yet: offers to resend the mail.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaPass, setCaptchaPass] = useState<string | null>(null);
  const dropCaptchaPass = useCallback(() => setCaptchaPass(null), []);
  const { control, handleSubmit, setValue, setError, setFocus } = useForm<LoginRequest>({
    resolver: loginResolver,
    defaultValues: { Email: '', Password: '' },
  });
  // Asked for when the visitor starts on the form (login-validation.ts), not with the page: the
  // server's form is usable before any script, and only a submit needs them (it waits for
  // them; a failure shows then).
  const startLoadingValidation = () => void loadLoginValidation().catch(() => undefined);

  const validateAndSend = handleSubmit(async (credentials) => {
    preloadNextScreen?.();
    setServerMessage(null);
    setUnconfirmedEmail(null);
    const result = await login({ credentials, captchaPass: captchaPass ?? undefined });
    // A pass works once: a new captcha for any further attempt.
    setCaptchaPass(null);
    if (!result.error) return;
    const code = errorCode(result.error);
    if (code === EMAIL_NOT_CONFIRMED_CODE) setUnconfirmedEmail(credentials.Email.trim());
    if (code === CAPTCHA_REQUIRED_CODE) setCaptchaNeeded(true);
    else setValue('Password', '');
    applyServerFieldErrors(setError, result.error, LOGIN_FIELDS);
    setServerMessage(apiErrorMessage(result.error) ?? FALLBACK_FAILURE);
    setFocus('Password');
  });
  // Only the checks' code failing to load rejects: the connection is the likely cause.
  const submit = (event?: BaseSyntheticEvent) => validateAndSend(event).catch(() => setServerMessage(FALLBACK_FAILURE));

  return (
    <form noValidate onSubmit={submit} onFocus={startLoadingValidation} onInput={startLoadingValidation} aria-label="Login">
      <TextField control={control} name="Email" id="login-email" label="Email" type="email" autoComplete="username" />
      <PasswordField control={control} name="Password" id="login-password" label="Password" autoComplete="current-password" />
      {captchaNeeded && !captchaPass ? (
        <div style={{ marginBottom: token.margin }}>
          <LoginCaptcha onPass={setCaptchaPass} onExpired={dropCaptchaPass} />
        </div>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: token.margin }}>
        <Button type="primary" htmlType="submit" size="large" loading={isLoading} disabled={captchaNeeded && !captchaPass}>
          Login
        </Button>
        <Link to={ROUTE_PATHS.ForgotPass}>Forgot Password</Link>
      </div>
      {serverMessage ? <ServerMessage html={serverMessage} /> : null}
      {unconfirmedEmail ? (
        <Suspense fallback={<LoadingState />}>
          <ResendConfirmation key={unconfirmedEmail} email={unconfirmedEmail} />
        </Suspense>
      ) : null}
    </form>
  );
}
